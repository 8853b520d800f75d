import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { Alert, Button, Dialog, QrCode, space, vars } from '../../../design-system';
import { selectStaticConfig } from '../../../platform/config';
import { useGetSubscribeQrCodeQuery } from '../../messaging';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[3]};
  text-align: center;
`;

const Hint = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
`;

export interface SubscriptionDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/**
 * WeChat subscription (user menu, enterprise members only; spec 01 §2): the official account's code for this user
 * (GET /v2/message/subscribe/qrCode), drawn as a QR code; scanning it follows the account, which then forwards the
 * platform's messages. The account is named by the static config's mpName.
 */
export function SubscriptionDialog({ isOpen, onOpenChange }: SubscriptionDialogProps) {
  const { t } = useTranslation('profile');
  const config = useSelector(selectStaticConfig);
  const code = useGetSubscribeQrCodeQuery(undefined, { skip: !isOpen });
  const data = code.data?.data;
  const account = config?.mpName?.trim() || t('common:wordmark');
  return (
    <Dialog title={t('subscribe.title')} width="small" isOpen={isOpen} onOpenChange={onOpenChange} showCancel={false} okText={t('subscribe.close')}>
      <Body>
        {code.isError && !data ? (
          <Alert
            tone="danger"
            title={t('subscribe.error')}
            action={
              <Button size="sm" onPress={() => void code.refetch()}>
                {t('error.retry')}
              </Button>
            }
          />
        ) : (
          <QrCode label={t('subscribe.qrLabel', { account })} value={data?.qrCode} status={data ? 'active' : 'loading'} />
        )}
        <Hint>{data?.subscribed ? t('subscribe.already', { account }) : t('subscribe.hint', { account })}</Hint>
      </Body>
    </Dialog>
  );
}
