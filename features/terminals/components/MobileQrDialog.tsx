import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, fontSize, Icon, QrCode, space, TextField, useMessage, vars } from '../../../design-system';
import { mobileQrUrl } from '../rules/rowActions';

export interface MobileQrDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** The terminal whose mobile face-scan page the link opens. */
  terminal: { diskId: string; taxerName: string; termType?: number; tsp: string };
  /** Where the portal is served (the link's origin). @default location.origin */
  origin?: string;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[4]};
`;

const Hint = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
  line-height: 1.6;
`;

const LinkRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${space[2]};
  width: 100%;
  & > :first-child { flex: 1; min-width: 0; }
`;

/**
 * The mobile QR link of a terminal row (spec 02 §2.1 item 6): the QR code of /h5/#/qrcode/{diskId}
 * with taxerName, termType and tsp, and the link itself, read-only and copyable (已复制到粘贴板).
 */
export function MobileQrDialog({ isOpen, onClose, terminal, origin = globalThis.location?.origin ?? '' }: MobileQrDialogProps) {
  const { t } = useTranslation('terminalActions');
  const message = useMessage();
  const url = mobileQrUrl(origin, terminal);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      message.success(t('mobileQr.copied'));
    } catch {
      // No clipboard permission: the link stays selectable in its field.
      message.warning(t('mobileQr.copyFailed'));
    }
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('mobileQr.title', { name: terminal.taxerName })}
      width="medium"
      footer={({ close }) => <Button onPress={() => close()}>{t('mobileQr.close')}</Button>}
    >
      <Body>
        <Hint>{t('mobileQr.hint')}</Hint>
        <QrCode value={url} label={t('mobileQr.qrLabel')} size={200} />
        <LinkRow>
          <TextField label={t('mobileQr.link')} value={url} isReadOnly />
          <Button icon={<Icon name="copy" size={14} />} onPress={() => void copy()}>
            {t('mobileQr.copy')}
          </Button>
        </LinkRow>
      </Body>
    </Dialog>
  );
}
