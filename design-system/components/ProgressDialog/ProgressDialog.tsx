import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AlertDialog } from '../AlertDialog';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Icon } from '../Icon';
import { ProgressBar } from '../ProgressBar';
import { useSecondsLeft, type Countdown } from '../QrCode/useSecondsLeft';
import { progressDialogTokens as t, progressStatusMap, type ProgressStatus } from './tokens';
import { productNamespaces } from '../../i18n';

export interface ProgressDialogProps {
  /** Open state (controlled): the task keeps running while the dialog is hidden. */
  isOpen: boolean;
  /** The title, e.g. the robot task's name. */
  title: ReactNode;
  /** A line about what is being done, e.g. 正在导出发票明细. */
  message?: ReactNode;
  /** Items processed so far. */
  current: number;
  /** Items in the task; the bar shows current / total as a percentage. */
  total: number;
  /** running, success, failure (bar and text in red) or interrupted. @default 'running' */
  status?: ProgressStatus;
  /** The red failure text. @default dsProduct:progressDialog.failed (导出失败, spec 01 §2) */
  failureText?: ReactNode;
  /** The server's error detail, shown as plain text under the failure text (never as HTML). */
  errorDetail?: string;
  /** An optional countdown, e.g. closing or retrying in N s: a deadline (`endsAt`) or a fixed `secondsLeft`. */
  countdown?: Countdown;
  /** The countdown's text. @default dsProduct:progressDialog.countdown (N秒后自动关闭) */
  countdownText?: (seconds: number) => ReactNode;
  /** Called once when a countdown deadline passes; the caller closes or retries. */
  onCountdownEnd?: () => void;
  /** 隐藏: closes the dialog while the task runs on (also ×/Escape while running). */
  onHide?: () => void;
  /** 完成: closes a finished, failed or interrupted task (also ×/Escape then). */
  onComplete?: () => void;
  /**
   * 中断, after the user confirms. May return a promise: the confirm's button shows loading meanwhile and a
   * rejection keeps the confirm open. Without it there is no 中断 button.
   */
  onInterrupt?: () => unknown;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.gap};
`;

const Message = styled.p`
  margin: 0;
  color: ${t.message.color};
  font-size: ${t.message.fontSize};
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${t.gap};
  color: ${t.meta.color};
  font-size: ${t.meta.fontSize};
  font-variant-numeric: tabular-nums;
`;

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.status.gap};
  font-size: ${t.status.fontSize};
  font-weight: 500;
  &[data-status='success'] { color: ${t.status.success}; }
  &[data-status='failure'] { color: ${t.status.failure}; }
  &[data-status='interrupted'] { color: ${t.status.interrupted}; }
`;

const Detail = styled.pre`
  max-height: ${t.detail.maxHeight};
  margin: 0;
  padding: ${t.detail.padding};
  overflow: auto;
  color: ${t.detail.color};
  font-family: ${t.detail.fontFamily};
  font-size: ${t.detail.fontSize};
  line-height: 1.6;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${t.detail.background};
  border: 1px solid ${t.detail.border};
  border-radius: ${t.detail.radius};
`;

const statusIcon = { success: 'success', failure: 'error', interrupted: 'warning' } as const;

function CountdownText({ countdown, render, onEnd }: { countdown: Countdown; render: (s: number) => ReactNode; onEnd?: () => void }) {
  const seconds = useSecondsLeft(countdown, onEnd) ?? 0;
  return <span>{render(seconds)}</span>;
}

/**
 * The progress dialog of robot tasks and exports (spec 01 §2): 500 px, an 18 px bar with its percentage,
 * processed / total, 隐藏 while running, 完成 once finished, 中断 with a confirm, an optional countdown, and a
 * failure in red (导出失败) with the error detail as text.
 */
export function ProgressDialog({
  isOpen,
  title,
  message,
  current,
  total,
  status = 'running',
  failureText,
  errorDetail,
  countdown,
  countdownText,
  onCountdownEnd,
  onHide,
  onComplete,
  onInterrupt,
}: ProgressDialogProps) {
  const { t: tr } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  const [confirming, setConfirming] = useState(false);
  const running = status === 'running';
  const renderCountdown = countdownText ?? ((seconds: number) => tr('progressDialog.countdown', { seconds }));
  const statusText =
    status === 'failure'
      ? (failureText ?? tr('progressDialog.failed'))
      : status === 'success'
        ? tr('progressDialog.succeeded')
        : status === 'interrupted'
          ? tr('progressDialog.interrupted')
          : null;

  return (
    <>
      <Dialog
        isOpen={isOpen}
        width="small"
        title={title}
        // × and Escape mean 隐藏 while the task runs and 完成 afterwards.
        onOpenChange={(open) => {
          if (!open) (running ? onHide : onComplete)?.();
        }}
        footer={
          running ? (
            <>
              {onInterrupt && <Button onPress={() => setConfirming(true)}>{tr('progressDialog.interrupt')}</Button>}
              <Button variant="primary" onPress={onHide}>
                {tr('progressDialog.hide')}
              </Button>
            </>
          ) : (
            <Button variant="primary" onPress={onComplete}>
              {tr('progressDialog.complete')}
            </Button>
          )
        }
      >
        <Body>
          {message != null && <Message>{message}</Message>}
          <ProgressBar
            aria-label={tr('progressDialog.progressLabel')}
            value={Math.min(current, total)}
            minValue={0}
            maxValue={total > 0 ? total : 1}
            tone={progressStatusMap[status]}
          />
          <Meta>
            <span>{tr('progressDialog.count', { current, total })}</span>
            {countdown && <CountdownText countdown={countdown} render={renderCountdown} onEnd={onCountdownEnd} />}
          </Meta>
          <div role="status">
            {status !== 'running' && (
              <Status data-status={status}>
                <Icon name={statusIcon[status]} size={16} />
                <span>{statusText}</span>
              </Status>
            )}
          </div>
          {status === 'failure' && errorDetail && <Detail>{errorDetail}</Detail>}
        </Body>
      </Dialog>
      {onInterrupt && (
        <AlertDialog
          isOpen={isOpen && confirming}
          content={tr('progressDialog.interruptConfirm')}
          okText={tr('progressDialog.interruptOk')}
          okVariant="danger"
          onOk={onInterrupt}
          onResult={() => setConfirming(false)}
        />
      )}
    </>
  );
}
