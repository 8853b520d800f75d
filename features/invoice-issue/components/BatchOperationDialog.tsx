import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Radio, RadioGroup, Select, SelectItem, TextField } from '../../../design-system';
import { lookupKey, batchGoodsOperation } from '../../lookups';
import type { Discount } from '../rules/goodsLines';

import { type BatchValue, type ValueOperation } from './batchOperations';

export { valueOperations, type BatchValue, type ValueOperation } from './batchOperations';

export interface BatchOperationDialogProps {
  /** The operation asking for its value, or null when closed. */
  op: ValueOperation | null;
  /** How many lines it acts on (named in the title). */
  count: number;
  /** Rate options (value, translated label) for 修改税率. */
  rates: readonly { value: string; label: string }[];
  /** Coal types (code, translated label) for 修改煤炭种类. */
  coalTypes: readonly { value: string; label: string }[];
  /** Applies the value; returns a message key when it cannot (the dialog stays open and says why). */
  onApply(value: BatchValue): string | null;
  onClose(): void;
}

/**
 * Asks for the value of a batch operation on the goods lines (spec 02 §3.1): the new name, unit, rate, preference note,
 * coal type, or the discount (by amount or percentage). Bad input is said at the field and nothing typed is lost.
 */
export function BatchOperationDialog({ op, count, rates, coalTypes, onApply, onClose }: BatchOperationDialogProps) {
  const { t } = useTranslation(['issueGrid', 'lookups']);
  const [value, setValue] = useState('');
  const [kind, setKind] = useState<Discount['kind']>('amount');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setValue('');
    setKind('amount');
    setError(null);
  }, [op]);

  const ok = () => {
    if (op === null) return false;
    const required = op !== 'changePreference';
    if (required && value.trim() === '') {
      setError('issueGrid:batch.required');
      return false;
    }
    const problem = onApply(op === 'changeDiscount' ? { op, discount: { kind, value } } : { op, value });
    setError(problem);
    return problem === null ? undefined : false;
  };

  const message = error ? t(error) : undefined;
  const field = () => {
    switch (op) {
      case 'changeTaxRate':
      case 'changeCoalType': {
        const options = op === 'changeTaxRate' ? rates : coalTypes;
        return (
          <Select<{ id: string; label: string }>
            label={t(op === 'changeTaxRate' ? 'batch.rate' : 'batch.coal')}
            items={options.map((o) => ({ id: o.value, label: o.label }))}
            value={value === '' ? null : value}
            onChange={(next) => setValue(next === null ? '' : String(next))}
            isRequired
            isInvalid={!!message}
            errorMessage={message}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
        );
      }
      case 'changeDiscount':
        return (
          <>
            <RadioGroup label={t('batch.discountKind')} value={kind} onChange={(next) => setKind(next === 'rate' ? 'rate' : 'amount')}>
              <Radio value="amount">{t('batch.discountByAmount')}</Radio>
              <Radio value="rate">{t('batch.discountByRate')}</Radio>
            </RadioGroup>
            <TextField
              label={t(kind === 'amount' ? 'batch.discountAmount' : 'batch.discountRate')}
              value={value}
              onChange={setValue}
              inputMode="decimal"
              isRequired
              autoFocus
              isInvalid={!!message}
              errorMessage={message}
            />
          </>
        );
      default:
        return (
          <TextField
            label={t(op === 'rename' ? 'batch.rename' : op === 'changeUnit' ? 'batch.unit' : 'batch.preference')}
            value={value}
            onChange={setValue}
            isRequired={op !== 'changePreference'}
            autoFocus
            isInvalid={!!message}
            errorMessage={message}
          />
        );
    }
  };

  return (
    <Dialog
      title={op ? `${t(lookupKey(batchGoodsOperation, op))} · ${t('checkedCount', { count })}` : ''}
      isOpen={op !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onOk={ok}
    >
      {op !== null && field()}
    </Dialog>
  );
}
