import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import styled from 'styled-components';
import { Button, fontSize, fontWeight, formatDateTime, Icon, QrCode, RadioGroup, Radio, space, Spinner, vars } from '../../../design-system';
import { requestOnce, type RequestStore } from '../../../platform/api/requestOnce';
import type { PageProps } from '../../../platform/routing';
import { lookupKey, qrCodeType } from '../../lookups';
import type { GetMobileFaceQrApiResponse } from '../api';
import { parseMobileQrHash, type MobileQrAddress } from '../rules/rowActions';

const Page = styled.main`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[4]};
  width: 100%;
  max-width: 480px;
  min-height: 100vh;
  margin: 0 auto;
  padding: ${space[5]} ${space[4]};
  background: ${vars.colorSurface};
  color: ${vars.colorText};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.medium};
`;

const Name = styled.p`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.medium};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
`;

const Hint = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
  line-height: 1.6;
`;

const Links = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  font-size: ${fontSize.sm};
  & a { color: ${vars.colorBrandText}; }
`;

type QrData = NonNullable<GetMobileFaceQrApiResponse['data']>;
type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready' | 'expired'; qr: QrData };

function currentAddress(): MobileQrAddress | null {
  return parseMobileQrHash(globalThis.location?.hash ?? '');
}

/**
 * The mobile face-scan page /h5/#/qrcode/{diskId}?taxerName&termType&tsp (spec 02 §2.1 item 6, §4): opened on a
 * phone without a session, it shows the terminal's face-scan QR for the tax app or the personal-income-tax app,
 * valid 300 s, then expired with a refresh; the app download links. Laid out for a 375 px screen.
 */
export function MobileFaceQrPage(_props: PageProps) {
  const { t } = useTranslation(['terminalActions', 'lookups']);
  const store = useStore() as unknown as RequestStore;
  const [address, setAddress] = useState(currentAddress);
  const [kind, setKind] = useState<'0' | '1'>('0');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const onHash = () => setAddress(currentAddress());
    globalThis.addEventListener('hashchange', onHash);
    return () => globalThis.removeEventListener('hashchange', onHash);
  }, []);

  const diskId = address?.diskId;
  const tsp = address?.tsp;
  useEffect(() => {
    if (!diskId) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    void requestOnce<GetMobileFaceQrApiResponse>(
      store,
      { url: `/v2/terminal/h5/faceQr/${encodeURIComponent(diskId)}`, params: { qrCodeType: Number(kind), ...(tsp ? { tsp } : {}) } },
      { endpoint: 'getMobileFaceQr', type: 'query', signal: controller.signal },
    ).then((result) => {
      if (controller.signal.aborted) return;
      // A business failure has been alerted (提示) with the server's text; the page offers a retry either way.
      setState(result.data?.data ? { status: 'ready', qr: result.data.data } : { status: 'failed' });
    });
    return () => controller.abort();
  }, [store, diskId, tsp, kind, attempt]);

  // Valid until expireTime (300 s from issue, spec 02 §4), then expired until refreshed.
  const expireAt = state.status === 'ready' ? Number(state.qr.expireTime) : NaN;
  useEffect(() => {
    if (!Number.isFinite(expireAt)) return;
    const timer = setTimeout(() => setState((s) => (s.status === 'ready' ? { status: 'expired', qr: s.qr } : s)), Math.max(0, expireAt - Date.now()));
    return () => clearTimeout(timer);
  }, [expireAt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  if (!address) {
    return (
      <Page>
        <Title>{t('mobilePage.title')}</Title>
        <Hint role="alert">{t('mobilePage.badLink')}</Hint>
      </Page>
    );
  }

  const qr = state.status === 'ready' || state.status === 'expired' ? state.qr : null;
  return (
    <Page>
      <Title>{t('mobilePage.title')}</Title>
      <div>
        <Name>{address.taxerName || qr?.taxerName}</Name>
        <Meta>{t('mobilePage.terminal', { diskId: address.diskId })}</Meta>
        {address.tsp && <Meta>{t('mobilePage.provider', { tsp: address.tsp })}</Meta>}
      </div>
      <RadioGroup label={t('mobilePage.apps')} orientation="horizontal" value={kind} onChange={(value) => setKind(value === '1' ? '1' : '0')}>
        <Radio value="0">{t(lookupKey(qrCodeType, '0'))}</Radio>
        <Radio value="1">{t(lookupKey(qrCodeType, '1'))}</Radio>
      </RadioGroup>
      {state.status === 'loading' && <Spinner size={24} label={t('mobilePage.loading')} />}
      {state.status === 'failed' && (
        <>
          <Hint role="alert">{t('mobilePage.failed')}</Hint>
          <Button variant="primary" onPress={refresh}>
            {t('mobilePage.retry')}
          </Button>
        </>
      )}
      {qr && (
        <>
          <QrCode value={qr.ewm} label={t('mobilePage.qrLabel')} size={220} status={state.status === 'expired' ? 'expired' : 'active'} onRefresh={refresh} expiredText={t('mobilePage.expired')} />
          <Hint role="status">{state.status === 'expired' ? t('mobilePage.expired') : t('mobilePage.validUntil', { time: formatDateTime(new Date(Number(qr.expireTime))).slice(0, 16) })}</Hint>
          <Hint>{qr.message || t('mobilePage.hint')}</Hint>
          <Button icon={<Icon name="refresh" size={14} />} onPress={refresh}>
            {t('mobilePage.refresh')}
          </Button>
        </>
      )}
      {qr && (qr.dzsjAppIphone || qr.dzsjAppAndroid) && (
        <Links>
          {qr.dzsjAppIphone && (
            <a href={qr.dzsjAppIphone} target="_blank" rel="noreferrer">
              {t('mobilePage.downloadIos')}
            </a>
          )}
          {qr.dzsjAppAndroid && (
            <a href={qr.dzsjAppAndroid} target="_blank" rel="noreferrer">
              {t('mobilePage.downloadAndroid')}
            </a>
          )}
        </Links>
      )}
    </Page>
  );
}

export default MobileFaceQrPage;
