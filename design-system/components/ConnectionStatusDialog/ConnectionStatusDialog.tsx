import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { CountdownButton } from '../CountdownButton';
import { Dialog, type DialogCloseGesture } from '../Dialog';
import { Icon } from '../Icon';
import { ProgressBar } from '../ProgressBar';
import { QrCode } from '../QrCode';
import { useSecondsLeft } from '../QrCode/useSecondsLeft';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import {
  connectionFailureMap,
  connectionSeconds,
  connectionStatusTokens as t,
  smsCodeLength,
  type ConnectionState,
} from './tokens';
import { productNamespaces } from '../../i18n';

export interface ConnectionStatusDialogProps {
  /** Open state (controlled). */
  isOpen: boolean;
  /** Called when the user closes the dialog (×, Escape or a footer button), saying how. */
  onClose?: (gesture: DialogCloseGesture) => void;
  /** The title. @default dsProduct:connectionStatus.title (税局连接状态) */
  title?: ReactNode;
  /** Where the login stands; see `ConnectionState`. */
  state: ConnectionState;
  /** The verify countdown reached 0 without a result (the caller decides: usually a failure). */
  onVerifyTimeout?: () => void;
  /** Fetch a new login QR: 'timer' when the 120 s passed, 'button' when the user asked. */
  onRefreshQr?: (reason: 'timer' | 'button') => void;
  /** (Re)send the SMS code. May return a promise: the button shows loading, and counts 240 s once it resolves (not on `false` or a rejection). */
  onSendCode?: () => unknown;
  /** Submit the 6-digit code. May return a promise: the submit button shows loading meanwhile. */
  onSubmitCode?: (code: string) => unknown;
  /** 重试 after a failure. Without it there is no retry button. */
  onRetry?: () => void;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.gap};
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.line.gap};
  font-size: ${t.line.fontSize};
  font-variant-numeric: tabular-nums;
  &[data-tone='idle'] { color: ${t.line.idle}; }
  &[data-tone='busy'] { color: ${t.line.busy}; }
  &[data-tone='success'] { color: ${t.line.success}; }
  &[data-tone='failure'] { color: ${t.line.failure}; }
`;

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${t.sms.gap};
  text-align: center;
`;

const Note = styled.p`
  margin: 0;
  color: ${t.note.color};
  font-size: ${t.note.fontSize};
  font-variant-numeric: tabular-nums;
`;

const Result = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${t.result.gap};
  padding: 8px 0;
  font-size: ${t.result.fontSize};
  text-align: center;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  &[data-tone='success'] svg { color: ${t.line.success}; }
  &[data-tone='failure'] svg { color: ${t.line.failure}; }
`;

const CodeRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${t.sms.gap};
  & > :first-child { flex: 1; }
`;

/** A label above the code row lines the button up with the input. */
const ButtonSlot = styled.div`
  padding-top: 26px;
`;

/** Digits only, at most 6 (spec 02 §5): letters and extra digits never reach the box. */
export function sanitizeSmsCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, smsCodeLength);
}

function Verifying({ state, onTimeout }: { state: Extract<ConnectionState, { phase: 'verifying' }>; onTimeout?: () => void }) {
  const { t: tr } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  const left = useSecondsLeft(state.countdown, onTimeout) ?? connectionSeconds.verify;
  return (
    <>
      <Line data-tone="busy">
        <Spinner size={14} label={null} />
        <span role="timer" aria-live="off">{tr('connectionStatus.verifying', { seconds: left })}</span>
      </Line>
      <ProgressBar
        aria-label={tr('connectionStatus.progressLabel')}
        value={connectionSeconds.verify - left}
        maxValue={connectionSeconds.verify}
        labelPlacement="none"
        size="sm"
      />
    </>
  );
}

function QrLogin({ state, onRefresh }: { state: Extract<ConnectionState, { phase: 'qr' }>; onRefresh?: (reason: 'timer' | 'button') => void }) {
  const { t: tr } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  const left = useSecondsLeft(state.refresh, () => onRefresh?.('timer')) ?? connectionSeconds.qrRefresh;
  return (
    <Centre>
      <Note>{tr('connectionStatus.qrHint')}</Note>
      <QrCode src={state.src} value={state.value} label={tr('connectionStatus.qrLabel')} size={t.qrSize} />
      <Note role="timer" aria-live="off">{tr('connectionStatus.qrEvery', { seconds: left })}</Note>
    </Centre>
  );
}

/**
 * The connection-status dialog (spec 02 §2.1 item 1, §4): login progress for the tax-bureau connection. 验证中...
 * counting down from 120, a QR login refreshed every 120 s, the 6-digit SMS code with a 240 s resend button, and
 * 登录成功 or the failure. Presentational: the state comes in as a prop, actions go out as callbacks.
 */
export function ConnectionStatusDialog({
  isOpen,
  onClose,
  title,
  state,
  onVerifyTimeout,
  onRefreshQr,
  onSendCode,
  onSubmitCode,
  onRetry,
}: ConnectionStatusDialogProps) {
  const { t: tr } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  const [code, setCode] = useState('');
  const [codePhase, setCodePhase] = useState(state.phase);
  const [sendPending, setSendPending] = useState(false);
  const [submitPending, setSubmitPending] = useState(false);
  // A new phase starts with an empty code box (a form in a modal must not keep stale input).
  if (codePhase !== state.phase) {
    setCodePhase(state.phase);
    setCode('');
  }
  const complete = code.length === smsCodeLength;

  const submit = async () => {
    if (!complete || submitPending) return;
    setSubmitPending(true);
    try {
      await onSubmitCode?.(code);
    } catch {
      // The caller reports the error (errorMessage); the box stays as typed.
    } finally {
      setSubmitPending(false);
    }
  };
  const send = async () => {
    setSendPending(true);
    try {
      return await onSendCode?.();
    } finally {
      setSendPending(false);
    }
  };

  let content: ReactNode = null;
  let statusText: string;
  let footer: (close: (gesture?: DialogCloseGesture) => void) => ReactNode = (close) => (
    <Button variant="primary" onPress={() => close('cancel-button')}>
      {tr('action.close')}
    </Button>
  );

  switch (state.phase) {
    case 'idle':
      content = (
        <Line data-tone="idle">
          <Icon name="info" size={16} />
          <span>{tr('connectionStatus.notVerified')}</span>
        </Line>
      );
      break;
    case 'verifying':
      content = <Verifying state={state} onTimeout={onVerifyTimeout} />;
      break;
    case 'qr':
      content = <QrLogin state={state} onRefresh={onRefreshQr} />;
      footer = (close) => (
        <>
          {onRefreshQr && (
            <Button icon={<Icon name="refresh" size={14} />} onPress={() => onRefreshQr('button')}>
              {tr('connectionStatus.refreshQr')}
            </Button>
          )}
          <Button variant="primary" onPress={() => close('cancel-button')}>
            {tr('action.close')}
          </Button>
        </>
      );
      break;
    case 'sms': {
      const sending = state.sending || sendPending;
      content = (
        <CodeRow>
          <TextField
            label={tr('connectionStatus.smsLabel')}
            placeholder={tr('connectionStatus.smsPlaceholder')}
            description={sending ? tr('connectionStatus.smsSending') : tr('connectionStatus.smsHelp')}
            value={code}
            onChange={(next) => setCode(sanitizeSmsCode(next))}
            onKeyDown={(e: KeyboardEvent) => {
              if (e.key === 'Enter') void submit();
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            isInvalid={!!state.errorMessage}
            errorMessage={state.errorMessage}
            isRequired
          />
          <ButtonSlot>
            <CountdownButton
              seconds={connectionSeconds.smsResend}
              startCounting={!!state.codeSent}
              onPress={send}
            >
              {tr('connectionStatus.getCode')}
            </CountdownButton>
          </ButtonSlot>
        </CodeRow>
      );
      footer = (close) => (
        <>
          <Button onPress={() => close('cancel-button')} isDisabled={submitPending}>
            {tr('action.cancel')}
          </Button>
          <Button variant="primary" onPress={() => void submit()} isDisabled={!complete} isLoading={submitPending}>
            {tr('action.submit')}
          </Button>
        </>
      );
      break;
    }
    case 'success':
      statusText = state.message || tr('connectionStatus.success');
      content = (
        <Result data-tone="success">
          <Icon name="success" size={t.result.iconSize} strokeWidth={1.5} />
          <span>{statusText}</span>
        </Result>
      );
      footer = (close) => (
        <Button variant="primary" onPress={() => close('cancel-button')}>
          {tr('action.ok')}
        </Button>
      );
      break;
    case 'failure':
      statusText = state.message || tr(connectionFailureMap[state.reason ?? 'connect']);
      content = (
        <Result data-tone="failure">
          <Icon name="error" size={t.result.iconSize} strokeWidth={1.5} />
          <span>{statusText}</span>
        </Result>
      );
      footer = (close) => (
        <>
          <Button onPress={() => close('cancel-button')}>{tr('action.close')}</Button>
          {onRetry && (
            <Button variant="primary" onPress={onRetry}>
              {tr('action.retry')}
            </Button>
          )}
        </>
      );
      break;
  }

  return (
    <Dialog
      isOpen={isOpen}
      width="small"
      title={title ?? tr('connectionStatus.title')}
      onClose={onClose}
      footer={({ close }) => footer(close)}
    >
      {/* Announces what changes (sending, success, failure); the ticking timers inside opt out (aria-live off). */}
      <Body data-phase={state.phase} aria-live="polite">
        {content}
      </Body>
    </Dialog>
  );
}
