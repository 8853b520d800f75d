import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Radio, RadioGroup, TextField, useMessage } from '../../../design-system';
import { usePushInvoiceMutation, type Order } from '../api';
import { pushReceiverIssue, type PushChannel } from '../rules/push';

export interface PushInvoiceDialogProps {
  invoice: Order;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/**
 * Sends an issued invoice to its buyer by e-mail or SMS (PUT push with the receiver). The receiver is checked
 * before sending and the typed text is kept when it is wrong; the form starts empty each time it opens.
 */
export function PushInvoiceDialog({ invoice, isOpen, onOpenChange }: PushInvoiceDialogProps) {
  const { t } = useTranslation(['invoices', 'validation']);
  const message = useMessage();
  const [channel, setChannel] = useState<PushChannel>('email');
  const [receiver, setReceiver] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [push] = usePushInvoiceMutation();

  const reset = () => {
    setChannel('email');
    setReceiver('');
    setProblem(null);
  };

  const onOk = async () => {
    const found = pushReceiverIssue(channel, receiver);
    setProblem(found?.key ?? null);
    if (found) return false;
    // A refusal is alerted by the request layer with the server's message; the dialog stays open.
    await push({ a: invoice.diskId, b: invoice.id, receiver: receiver.trim(), diskId: invoice.diskId, enterpriseTaxId: invoice.taxerId }).unwrap();
    message.success(t('push.sent'));
    return true;
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) reset();
        onOpenChange(open);
      }}
      title={t('push.title')}
      okText={t('push.send')}
      onOk={onOk}
    >
      <form
        aria-label={t('push.title')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <RadioGroup
          label={t('push.channel')}
          variant="button"
          value={channel}
          onChange={(value) => {
            setChannel(value as PushChannel);
            setProblem(null);
          }}
        >
          <Radio value="email">{t('push.email')}</Radio>
          <Radio value="sms">{t('push.sms')}</Radio>
        </RadioGroup>
        <TextField
          label={channel === 'email' ? t('push.receiverEmail') : t('push.receiverMobile')}
          type={channel === 'email' ? 'email' : 'tel'}
          isRequired
          autoFocus
          value={receiver}
          onChange={(value) => {
            setReceiver(value);
            setProblem(null);
          }}
          isInvalid={problem !== null}
          errorMessage={problem ? t(problem) : undefined}
        />
      </form>
    </Dialog>
  );
}
