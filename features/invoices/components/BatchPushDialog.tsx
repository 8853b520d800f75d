import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog, fontSize, space, TextField, useMessage, vars } from '../../../design-system';
import { usePushInvoiceMutation, type Order } from '../api';
import { pushReceiverIssue } from '../rules/push';

const Note = styled.p`
  margin: 0 0 ${space[3]};
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
`;

export interface BatchPushDialogProps {
  /** The selected invoices; only the issued ones are sent. */
  invoices: readonly Order[];
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/**
 * Sends the selected issued invoices to one e-mail address (the spec's push, PUT push/{a}/{b} with the receiver,
 * once per invoice, one after the other). The address is checked first and kept when wrong; the result says how
 * many were sent, and a refused invoice is alerted by the request layer with the server's message.
 */
export function BatchPushDialog({ invoices, isOpen, onOpenChange }: BatchPushDialogProps) {
  const { t } = useTranslation(['invoices', 'validation']);
  const message = useMessage();
  const [receiver, setReceiver] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [push] = usePushInvoiceMutation();
  const issued = invoices.filter((o) => o.ddzt === 0);

  const onOk = async () => {
    const found = pushReceiverIssue('email', receiver);
    setProblem(found?.key ?? null);
    if (found) return false;
    let sent = 0;
    for (const invoice of issued) {
      const result = await push({ a: invoice.diskId, b: invoice.id, receiver: receiver.trim(), diskId: invoice.diskId, enterpriseTaxId: invoice.taxerId });
      if (!('error' in result)) sent++;
    }
    // The count is worth reading: it stays 3 s (a plain success goes after 0.8 s).
    if (sent === issued.length) message.success(t('batch.pushed', { count: sent }), { duration: 3000 });
    else message.error(t('batch.pushPartial', { sent, failed: issued.length - sent }));
    return true;
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          setReceiver('');
          setProblem(null);
        }
        onOpenChange(open);
      }}
      title={t('batch.pushTitle')}
      okText={t('push.send')}
      isOkDisabled={issued.length === 0}
      onOk={onOk}
    >
      <form
        aria-label={t('batch.pushTitle')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <Note>{issued.length === invoices.length ? t('batch.pushAll', { count: issued.length }) : t('batch.pushSome', { count: issued.length, skipped: invoices.length - issued.length })}</Note>
        <TextField
          label={t('push.receiverEmail')}
          type="email"
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
