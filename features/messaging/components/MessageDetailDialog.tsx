import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog, fontSize, formatDateTime, space, vars } from '../../../design-system';
import type { Message } from '../api';

const Sent = styled.p`
  margin: 0 0 ${space[3]};
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
`;

/** The server's text as text: never HTML; its line breaks kept. */
const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export interface MessageDetailDialogProps {
  /** The message shown; null closes the dialog. */
  message: Message | null;
  onClose: () => void;
}

/** A message read in full (the inbox marks it read as it opens). */
export function MessageDetailDialog({ message, onClose }: MessageDetailDialogProps) {
  const { t } = useTranslation('inbox');
  return (
    <Dialog
      title={message?.title ?? ''}
      width="medium"
      isOpen={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      showCancel={false}
      okText={t('detail.close')}
    >
      {message && (
        <>
          <Sent>{t('detail.sent', { time: formatDateTime(message.createTime) })}</Sent>
          <Content>{message.content}</Content>
        </>
      )}
    </Dialog>
  );
}
