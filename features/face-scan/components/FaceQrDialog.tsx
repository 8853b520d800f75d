import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialQrCodeKind, QrCodeDialog, type FaceQrState, type QrCodeKind } from '../../../design-system';
import { isBusinessError } from '../../../platform/api';
import { useInvoicingIdentity } from '../../tax-bureau';
import type { QrResponse } from '../api';
import { useLazyGetFaceQrQuery, useLazyGetPersonalTaxQrQuery, usePutShortUrlMutation } from '../hooks/endpoints';
import { useGoToLogin } from '../hooks/useGoToLogin';
import { canRetry, faceQrEndsAt, faceQrFailure, FACE_QR_RETRY_MS, mobileQrPath, roleCheckOf } from '../rules';

export interface FaceQrTerminal {
  diskId: string;
  taxerName: string;
  termType?: number;
  tsp?: string;
}

export interface FaceQrDialogProps {
  /** The terminal whose face code is shown; null keeps the dialog closed. */
  terminal: FaceQrTerminal | null;
  isOpen: boolean;
  onClose(): void;
  /** Edit the scan duration: the caller opens the face-scan interval dialog. */
  onEditDuration?: () => void;
  /** The tax-bureau login is needed first (spec 02 §8): opens the tax-bureau login of this terminal. */
  onGoToLogin?: () => void;
}

/**
 * The face-scan QR dialog (spec 02 §2.1 item 6, §4, §8): the WeChat long-lived code (the mobile page's link), the
 * tax-app and the personal-income-tax-app face codes, starting on the tax-app tab when the role check is 1. Each
 * code is valid 300 s, then shows as expired until refreshed; a fetch runs its two 60 s phases, then times out.
 */
export function FaceQrDialog({ terminal, isOpen, onClose, onEditDuration, onGoToLogin }: FaceQrDialogProps) {
  const { t } = useTranslation('faceScan');
  if (!terminal) return null;
  return isOpen ? (
    <FaceQrBody
      key={terminal.diskId}
      terminal={terminal}
      title={t('qr.title', { name: terminal.taxerName })}
      onClose={onClose}
      onEditDuration={onEditDuration}
      onGoToLogin={onGoToLogin}
    />
  ) : null;
}

interface BodyProps {
  terminal: FaceQrTerminal;
  title: string;
  onClose(): void;
  onEditDuration?: () => void;
  onGoToLogin?: () => void;
}

function FaceQrBody({ terminal, title, onClose, onEditDuration, onGoToLogin }: BodyProps) {
  const { identity, isLoading } = useInvoicingIdentity(terminal.diskId);
  const [kind, setKind] = useState<QrCodeKind | null>(null);
  const [codes, setCodes] = useState<Partial<Record<QrCodeKind, FaceQrState>>>({});
  const [mobileUrl, setMobileUrl] = useState<string | undefined>(undefined);
  const [getFaceQr] = useLazyGetFaceQrQuery();
  const [getPersonalTaxQr] = useLazyGetPersonalTaxQrQuery();
  const [shortUrl] = usePutShortUrlMutation();
  const goToLogin = useGoToLogin(onGoToLogin);
  // The latest fetch of each tab: an older answer (refreshed meanwhile, or the dialog closed) is dropped.
  const latest = useRef<Partial<Record<QrCodeKind, number>>>({});
  const retries = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = retries.current;
    return () => {
      pending.forEach(clearTimeout);
      latest.current = {};
    };
  }, []);

  const set = (k: QrCodeKind, state: FaceQrState) => setCodes((prev) => ({ ...prev, [k]: state }));

  const fetchCode = useCallback(
    (k: QrCodeKind) => {
      const startedAt = Date.now();
      const run = (latest.current[k] ?? 0) + 1;
      latest.current[k] = run;
      set(k, { status: 'fetching', startedAt });
      const current = () => latest.current[k] === run;

      if (k === 'wechat') {
        // The long-lived code is the mobile page's link, shortened when the server can (else the full link).
        const url = `${window.location.origin}${mobileQrPath(terminal)}`;
        void shortUrl({ body: { url } })
          .unwrap()
          .then((reply) => reply.data.shortUrl)
          .catch(() => url)
          .then((link) => {
            if (!current()) return;
            setMobileUrl(link);
            set(k, { status: 'ready', value: link });
          });
        return;
      }

      const attempt = async () => {
        try {
          const reply =
            k === 'taxApp'
              ? await getFaceQr({ diskId: terminal.diskId, qrCodeType: 0 }).unwrap()
              : await getPersonalTaxQr({ diskId: terminal.diskId }).unwrap();
          if (!current()) return;
          const code: QrResponse = reply.data;
          const image = code.ewm.startsWith('data:image/') ? { src: code.ewm } : { value: code.ewm };
          set(k, { status: 'ready', ...image, validity: { endsAt: faceQrEndsAt(code.expireTime, Date.now()) } });
        } catch (error) {
          if (!current()) return;
          const failure = isBusinessError(error) ? faceQrFailure(error.code) : 'error';
          const message = isBusinessError(error) ? error.msg : '';
          if (failure === 'retry') {
            // Still generating: ask again while the two phases last, then it has timed out.
            if (canRetry(startedAt, Date.now())) {
              const id = setTimeout(() => {
                retries.current.delete(id);
                if (current()) void attempt();
              }, FACE_QR_RETRY_MS);
              retries.current.add(id);
            } else {
              set(k, { status: 'timedOut' });
            }
            return;
          }
          set(k, { status: 'error', ...(message ? { message } : {}) });
          if (failure === 'login') void goToLogin(message);
        }
      };
      void attempt();
    },
    [terminal, shortUrl, getFaceQr, getPersonalTaxQr, goToLogin],
  );

  // The first tab follows the role check once the invoicing account is known; each tab fetches when first shown.
  useEffect(() => {
    if (kind === null && !isLoading) setKind(initialQrCodeKind(roleCheckOf(identity)));
  }, [kind, isLoading, identity]);
  useEffect(() => {
    if (kind !== null && codes[kind] === undefined) fetchCode(kind);
  }, [kind, codes, fetchCode]);

  return (
    <QrCodeDialog
      isOpen
      title={title}
      onClose={onClose}
      selectedKind={kind ?? 'wechat'}
      onKindChange={setKind}
      codes={codes}
      onRefresh={fetchCode}
      onFetchTimeout={(k) => {
        latest.current[k] = (latest.current[k] ?? 0) + 1;
        set(k, { status: 'timedOut' });
      }}
      onExpire={(k) =>
        setCodes((prev) => {
          const code = prev[k];
          if (code?.status !== 'ready') return prev;
          return { ...prev, [k]: { status: 'expired', ...(code.src ? { src: code.src } : {}), ...(code.value ? { value: code.value } : {}) } };
        })
      }
      {...(onEditDuration ? { onEditDuration } : {})}
      {...(mobileUrl ? { mobileUrl } : {})}
    />
  );
}
