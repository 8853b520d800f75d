import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectDiskId } from '../../../platform/session';
import styled from 'styled-components';
import { Dialog, space, TextField, useMessage } from '../../../design-system';
import { useAddCustomerMutation, useUpdateCustomerMutation, type Customer } from '../api';
import { customerInput, customerIssues, customerLimits, emptyCustomer, type CustomerDraft } from '../rules/customerForm';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[3]} ${space[6]};
`;

export interface CustomerDialogProps {
  /** The customer edited; null adds one. */
  customer: Customer | null;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** After a save. */
  onSaved(customer: Customer): void;
}

const draftOf = (c: Customer | null): CustomerDraft =>
  c ? { name: c.name, taxId: c.taxId ?? '', addressTel: c.addressTel ?? '', bankAccount: c.bankAccount ?? '', email: c.email ?? '', mobile: c.mobile ?? '' } : emptyCustomer;

const fields = [
  { field: 'name', label: 'form.name', required: true, bytes: customerLimits.name },
  { field: 'taxId', label: 'form.taxId', bytes: customerLimits.taxId },
  { field: 'addressTel', label: 'form.addressTel', bytes: customerLimits.addressTel },
  { field: 'bankAccount', label: 'form.bankAccount', bytes: customerLimits.bankAccount },
  { field: 'email', label: 'form.email', type: 'email' },
  { field: 'mobile', label: 'form.mobile', type: 'tel' },
] as const;

/**
 * Adds or edits a customer. Wrong input is shown at its field and nothing typed is lost; a refusal of the server is
 * alerted by the request layer (its message as text) and the dialog stays open. The form starts afresh on each open.
 */
export function CustomerDialog({ customer, isOpen, onOpenChange, onSaved }: CustomerDialogProps) {
  const { t } = useTranslation(['customers', 'validation']);
  const message = useMessage();
  const [draft, setDraft] = useState<CustomerDraft>(() => draftOf(customer));
  const [opened, setOpened] = useState<{ isOpen: boolean; customer: Customer | null }>({ isOpen, customer });
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  // Each opening starts from the customer edited (or an empty form).
  if (opened.isOpen !== isOpen || opened.customer !== customer) {
    setOpened({ isOpen, customer });
    if (isOpen) {
      setDraft(draftOf(customer));
      setProblems(new Map());
    }
  }
  const diskId = useSelector(selectDiskId);
  const [add] = useAddCustomerMutation();
  const [update] = useUpdateCustomerMutation();

  const onOk = async () => {
    const found = customerIssues(draft);
    setProblems(new Map(found.map((i) => [i.field, t(i.key, i.params ?? {})])));
    if (found.length > 0) {
      document.getElementById(`customer-${found[0]?.field ?? ''}`)?.focus();
      return false;
    }
    const body = customerInput(draft);
    const disk = diskId ? { diskId } : {};
    const saved = customer ? await update({ id: customer.id, ...disk, customerInput: body }).unwrap() : await add({ ...disk, customerInput: body }).unwrap();
    message.success(t('saved'));
    onSaved(saved.data);
    return true;
  };

  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t(customer ? 'editTitle' : 'addTitle')} width="medium" okText={t('save')} onOk={onOk}>
      <Grid aria-label={t(customer ? 'editTitle' : 'addTitle')} noValidate onSubmit={(event) => event.preventDefault()}>
        {fields.map((f) => (
          <TextField
            key={f.field}
            id={`customer-${f.field}`}
            label={t(f.label)}
            {...('type' in f ? { type: f.type } : {})}
            isRequired={'required' in f}
            {...('bytes' in f ? { maxBytes: f.bytes } : {})}
            value={draft[f.field]}
            onChange={(value) => {
              setDraft((d) => ({ ...d, [f.field]: value }));
              setProblems((p) => {
                if (!p.has(f.field)) return p;
                const next = new Map(p);
                next.delete(f.field);
                return next;
              });
            }}
            isInvalid={problems.has(f.field)}
            errorMessage={problems.get(f.field)}
          />
        ))}
      </Grid>
    </Dialog>
  );
}
