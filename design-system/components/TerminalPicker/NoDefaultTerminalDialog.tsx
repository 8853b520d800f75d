import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog, type DialogCloseGesture } from '../Dialog';
import { Icon } from '../Icon';
import { terminalPickerTokens as tk } from './tokens';
import { productNamespaces } from '../../i18n';

export interface NoDefaultTerminalDialogProps {
  /** Open state (controlled). */
  isOpen: boolean;
  /** Called whenever the dialog wants to close (after either choice, ×, or Escape). */
  onOpenChange?(isOpen: boolean): void;
  /** Called when the user dismisses the dialog without choosing (× or Escape). */
  onClose?(gesture: Exclude<DialogCloseGesture, 'cancel-button'>): void;
  /**
   * 'Set first in list': make the first terminal of the list the default. May return a promise: the button shows
   * loading while it is pending (× and Escape wait too); a rejection keeps the dialog open; otherwise it closes.
   */
  onSetFirst(): unknown;
  /** 'Go to terminal list': the dialog closes and the caller navigates. */
  onGoToList(): void;
}

const WarningIcon = styled.span`
  display: inline-flex;
  color: ${tk.noDefault.iconColor};
`;

/** spec 01 §2 and §8: 当前账号未设置默认终端，请设置, offering 'set first in list' or 'go to terminal list'. */
export function NoDefaultTerminalDialog({ isOpen, onOpenChange, onClose, onSetFirst, onGoToList }: NoDefaultTerminalDialogProps) {
  const { t } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  return (
    <Dialog
      role="alertdialog"
      width="small"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      // The dialog's second button is 'go to terminal list': its cancel gesture is that choice.
      onClose={(gesture) => (gesture === 'cancel-button' ? onGoToList() : onClose?.(gesture))}
      onOk={onSetFirst}
      okText={t('terminalPicker.noDefault.setFirst')}
      cancelText={t('terminalPicker.noDefault.goToList')}
      title={t('terminalPicker.noDefault.title')}
      titleIcon={
        <WarningIcon>
          <Icon name="warning" size={20} />
        </WarningIcon>
      }
    >
      {t('terminalPicker.noDefault.content')}
    </Dialog>
  );
}
