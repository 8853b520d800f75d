import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { Dialog, type DialogCloseGesture } from '../Dialog';
import { Icon } from '../Icon';
import { QrCode } from '../QrCode';
import { formatMinutesSeconds, useSecondsLeft } from '../QrCode/useSecondsLeft';
import { Spinner } from '../Spinner';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs';
import { fetchPhaseSeconds, qrCodeDialogTokens as t, qrCodeKinds, type FaceQrState, type QrCodeKind } from './tokens';
import { productNamespaces } from '../../i18n';

export interface QrCodeDialogProps {
  /** Open state (controlled). */
  isOpen: boolean;
  /** Called when the user closes the dialog (× , Escape or 关闭), saying how. */
  onClose?: (gesture: DialogCloseGesture) => void;
  /** The title. @default dsProduct:qrCodeDialog.title (扫码刷脸认证) */
  title?: ReactNode;
  /** The role check value: 1 starts on the tax-app tab, anything else on the WeChat tab (spec 02 §2.1 item 6). */
  roleCheck?: number | string;
  /** The shown tab (controlled); leave undefined to start from `roleCheck`. */
  selectedKind?: QrCodeKind;
  /** Switch code type: the user picked another tab. */
  onKindChange?: (kind: QrCodeKind) => void;
  /** Each tab's code; a missing tab shows as not fetched yet. */
  codes: Partial<Record<QrCodeKind, FaceQrState>>;
  /** Refresh, retry or first fetch of a tab's code. */
  onRefresh?: (kind: QrCodeKind) => void;
  /** Both fetch phases ran out (120 s) without a code: the caller stops waiting and marks the tab timed out. */
  onFetchTimeout?: (kind: QrCodeKind) => void;
  /** A code's validity ran out while shown. */
  onExpire?: (kind: QrCodeKind) => void;
  /** Edit the scan duration (opens the face-scan interval dialog). Without it there is no such button. */
  onEditDuration?: () => void;
  /** The mobile page's (short) link, /h5/#/qrcode/{diskId}: shown with a copy button when given. */
  mobileUrl?: string;
  /** Called after the link was copied. */
  onCopy?: (url: string) => void;
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${t.gap};
  text-align: center;
`;

const Hint = styled.p`
  margin: 0;
  color: ${t.hint.color};
  font-size: ${t.hint.fontSize};
`;

const Validity = styled.p`
  margin: 0;
  min-height: 22px;
  color: ${t.validity.color};
  font-size: ${t.validity.fontSize};
  font-variant-numeric: tabular-nums;
  &[data-expired] { color: ${t.validity.expired}; }
`;

/** The same footprint as the code, so switching states never makes the dialog jump. */
const Waiting = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${t.gap};
  box-sizing: border-box;
  width: ${t.qrSize}px;
  height: ${t.qrSize}px;
  padding: 16px;
  color: ${t.waiting.color};
  font-size: ${t.waiting.fontSize};
  background: ${t.waiting.background};
  border: 1px dashed ${t.waiting.border};
  border-radius: ${t.waiting.radius};
  &[data-tone='busy'] { color: ${t.waiting.busy}; }
  &[data-tone='failed'] { color: ${t.waiting.failed}; }
`;

const LinkRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.link.gap};
  margin-top: ${t.gap};
  padding: ${t.link.paddingY} ${t.link.paddingX};
  font-size: ${t.link.fontSize};
  background: ${t.link.background};
  border: 1px solid ${t.link.border};
  border-radius: ${t.waiting.radius};
`;

const LinkLabel = styled.span`
  flex: none;
  color: ${t.link.label};
`;

const LinkText = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  color: ${t.link.color};
  text-overflow: ellipsis;
  white-space: nowrap;
  text-align: left;
`;

const Copied = styled.span`
  flex: none;
  color: ${t.link.copied};
`;

const FooterStart = styled.div`
  flex: 1;
  display: flex;
`;

/** The fetch phases of spec 02 §4, counted from when the fetch started. */
function FetchingView({ state, onTimeout }: { state: Extract<FaceQrState, { status: 'fetching' }>; onTimeout: () => void }) {
  const { t: tr } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  const total = fetchPhaseSeconds * 2;
  const countdown =
    state.startedAt !== undefined ? { endsAt: state.startedAt + total * 1000 } : { secondsLeft: total - (state.elapsedSeconds ?? 0) };
  const left = useSecondsLeft(countdown, onTimeout) ?? total;
  if (left <= 0) return <TimedOutView />;
  const first = left > fetchPhaseSeconds;
  const seconds = first ? left - fetchPhaseSeconds : left;
  return (
    <Waiting data-tone={first ? undefined : 'busy'}>
      <Spinner size={24} label={null} />
      <span role="status">{tr(first ? 'qrCodeDialog.phase1' : 'qrCodeDialog.phase2', { seconds })}</span>
    </Waiting>
  );
}

function TimedOutView() {
  const { t: tr } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  return (
    <Waiting data-tone="failed">
      <Icon name="clock" size={24} />
      <span role="status">{tr('qrCodeDialog.timedOut')}</span>
    </Waiting>
  );
}

/** A code with its validity: expired once the countdown reaches 0. */
function ReadyView({
  kind,
  state,
  onRefresh,
  onExpire,
}: {
  kind: QrCodeKind;
  state: Extract<FaceQrState, { status: 'ready' | 'expired' }>;
  onRefresh?: () => void;
  onExpire?: () => void;
}) {
  const { t: tr } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  const left = useSecondsLeft(state.status === 'ready' ? state.validity : undefined, onExpire);
  const expired = state.status === 'expired' || left === 0;
  return (
    <>
      <QrCode
        src={state.src}
        value={state.value}
        label={tr(`qrCodeDialog.kind.${kind}`)}
        size={t.qrSize}
        status={expired ? 'expired' : 'active'}
        onRefresh={onRefresh}
      />
      <Validity data-expired={expired || undefined}>
        {expired
          ? tr('qrCode.expired')
          : left !== undefined
            ? tr('qrCodeDialog.validFor', { time: formatMinutesSeconds(left) })
            : tr('qrCodeDialog.longLived')}
      </Validity>
    </>
  );
}

function CodeView({ kind, state, props }: { kind: QrCodeKind; state: FaceQrState; props: QrCodeDialogProps }) {
  const { t: tr } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  const refresh = props.onRefresh ? () => props.onRefresh?.(kind) : undefined;
  switch (state.status) {
    case 'fetching':
      return (
        <>
          <FetchingView state={state} onTimeout={() => props.onFetchTimeout?.(kind)} />
          <Validity />
        </>
      );
    case 'timedOut':
      return (
        <>
          <TimedOutView />
          <Validity />
        </>
      );
    case 'error':
      return (
        <>
          <Waiting data-tone="failed">
            <Icon name="error" size={24} />
            <span role="status">{state.message || tr('qrCodeDialog.fetchFailed')}</span>
          </Waiting>
          <Validity />
        </>
      );
    case 'ready':
    case 'expired':
      return <ReadyView kind={kind} state={state} onRefresh={refresh} onExpire={() => props.onExpire?.(kind)} />;
    default:
      return (
        <>
          <Waiting>
            <Icon name="info" size={24} />
            <span>{tr('qrCodeDialog.idle')}</span>
          </Waiting>
          <Validity />
        </>
      );
  }
}

function CopyLink({ url, onCopy }: { url: string; onCopy?: (url: string) => void }) {
  const { t: tr } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      return; // no clipboard permission: the link stays visible to copy by hand
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), 3000);
    onCopy?.(url);
  };
  return (
    <LinkRow>
      <LinkLabel>{tr('qrCodeDialog.mobileLink')}</LinkLabel>
      <LinkText title={url}>{url}</LinkText>
      <span role="status">{copied && <Copied>{tr('qrCodeDialog.copied')}</Copied>}</span>
      <Button size="sm" icon={<Icon name="copy" size={14} />} onPress={() => void copy()}>
        {tr('qrCodeDialog.copyLink')}
      </Button>
    </LinkRow>
  );
}

/** Where the dialog starts: role check 1 means the tax-app code, anything else WeChat (spec 02 §2.1 item 6). */
export function initialQrCodeKind(roleCheck: number | string | undefined): QrCodeKind {
  return Number(roleCheck) === 1 ? 'taxApp' : 'wechat';
}

/**
 * The face-scan QR dialog (spec 02 §2.1 item 6, §4): WeChat, tax-app and personal-income-tax-app codes in tabs,
 * each with its 300 s validity and an expired veil with refresh, the two 60 s fetch phases, refresh, and an
 * action to edit the scan duration. Presentational: codes come in as props, actions go out as callbacks.
 */
export function QrCodeDialog(props: QrCodeDialogProps) {
  const { isOpen, onClose, title, roleCheck, selectedKind, onKindChange, codes, onRefresh, onEditDuration, mobileUrl, onCopy } = props;
  const { t: tr } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  const [innerKind, setInnerKind] = useState<QrCodeKind>(() => initialQrCodeKind(roleCheck));
  const kind = selectedKind ?? innerKind;
  const current = codes[kind] ?? { status: 'idle' };
  const busy = current.status === 'fetching';
  const refreshLabel = current.status === 'idle' ? tr('qrCodeDialog.fetch') : tr('qrCodeDialog.refresh');

  return (
    <Dialog
      isOpen={isOpen}
      width="medium"
      title={title ?? tr('qrCodeDialog.title')}
      onClose={onClose}
      footer={({ close }) => (
        <>
          <FooterStart>
            {onEditDuration && (
              <Button variant="text" icon={<Icon name="clock" size={14} />} onPress={onEditDuration}>
                {tr('qrCodeDialog.editDuration')}
              </Button>
            )}
          </FooterStart>
          {onRefresh && (
            <Button icon={<Icon name="refresh" size={14} />} onPress={() => onRefresh(kind)} isDisabled={busy}>
              {refreshLabel}
            </Button>
          )}
          <Button variant="primary" onPress={() => close('cancel-button')}>
            {tr('action.close')}
          </Button>
        </>
      )}
    >
      <Tabs
        size="sm"
        selectedKey={kind}
        onSelectionChange={(key: Key) => {
          const next = key as QrCodeKind;
          setInnerKind(next);
          onKindChange?.(next);
        }}
      >
        <TabList aria-label={tr('qrCodeDialog.kindsLabel')}>
          {qrCodeKinds.map((k) => (
            <Tab key={k} id={k}>
              {tr(`qrCodeDialog.kind.${k}`)}
            </Tab>
          ))}
        </TabList>
        {qrCodeKinds.map((k) => (
          <TabPanel key={k} id={k}>
            <Panel>
              <Hint>{tr(`qrCodeDialog.hint.${k}`)}</Hint>
              <CodeView kind={k} state={codes[k] ?? { status: 'idle' }} props={props} />
            </Panel>
          </TabPanel>
        ))}
      </Tabs>
      {mobileUrl && <CopyLink url={mobileUrl} onCopy={onCopy} />}
    </Dialog>
  );
}
