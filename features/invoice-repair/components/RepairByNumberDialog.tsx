import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog, space, TextField, useMessage, vars } from '../../../design-system';
import { useRepairByNumberMutation, type RepairItem } from '../api';
import { numberIssues } from '../rules/repair';

const Body = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;
const Hint = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
`;

export interface RepairByNumberDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** The terminal the invoice was issued on (the current one). */
  diskId: string;
  /** A fully-digital invoice: a 20-digit number and no code. */
  digital: boolean;
  /** After the server found the invoice and started its quick repair. */
  onStarted(item: RepairItem): void;
}

/**
 * Repair by code and number (repair/fpdmhm, spec 02 §7.3): the user names an invoice the terminal issued; the server
 * reads it from the terminal and repairs the platform. Wrong input is shown at its field, nothing typed is lost; the
 * server's refusal (not on the terminal, already in agreement) is alerted as text and the dialog stays open.
 */
export function RepairByNumberDialog({ isOpen, onOpenChange, diskId, digital, onStarted }: RepairByNumberDialogProps) {
  const { t } = useTranslation('invoiceRepair');
  const message = useMessage();
  const [draft, setDraft] = useState({ fpdm: '', fphm: '' });
  const [problems, setProblems] = useState<{ fpdm?: string; fphm?: string }>({});
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Each opening starts afresh.
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setDraft({ fpdm: '', fphm: '' });
      setProblems({});
    }
  }
  const [repair] = useRepairByNumberMutation();

  const onOk = async () => {
    const found = numberIssues(draft, digital);
    setProblems(found);
    const first = found.fpdm ? 'fpdm' : found.fphm ? 'fphm' : null;
    if (first) {
      document.getElementById(`repair-${first}`)?.focus();
      return false;
    }
    const reply = await repair({ body: { diskId, fpdm: digital ? '' : draft.fpdm.trim(), fphm: draft.fphm.trim() } }).unwrap();
    message.success(t('byNumber.done', { number: draft.fphm.trim() }));
    if (reply.data) onStarted(reply.data);
    return true;
  };

  const field = (name: 'fpdm' | 'fphm', label: string) => (
    <TextField
      id={`repair-${name}`}
      label={label}
      isRequired
      inputMode="numeric"
      value={draft[name]}
      onChange={(value) => {
        setDraft((d) => ({ ...d, [name]: value }));
        setProblems((p) => ({ ...p, [name]: undefined }));
      }}
      isInvalid={!!problems[name]}
      errorMessage={problems[name] ? t(problems[name]) : undefined}
    />
  );

  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('byNumber.title')} width="small" okText={t('byNumber.submit')} cancelText={t('byNumber.cancel')} onOk={onOk}>
      <Body aria-label={t('byNumber.title')} noValidate onSubmit={(event) => event.preventDefault()}>
        <Hint>{t('byNumber.hint')}</Hint>
        <TextField label={t('byNumber.terminal')} value={diskId} isReadOnly />
        {!digital && field('fpdm', t('byNumber.code'))}
        {field('fphm', t('byNumber.number'))}
      </Body>
    </Dialog>
  );
}
