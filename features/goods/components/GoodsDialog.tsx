import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectDiskId } from '../../../platform/session';
import styled from 'styled-components';
import { Checkbox, Dialog, Select, SelectItem, space, TextField, useMessage } from '../../../design-system';
import { dutyFreeType, lookupKey } from '../../lookups';
import { useAddGoodsMutation, useUpdateGoodsMutation, type GoodsLine } from '../api';
import {
  emptyGoods,
  goodsDraftOf,
  goodsInput,
  goodsIssues,
  goodsLimits,
  goodsRates,
  preferenceCodes,
  ratePercent,
  zeroRateKinds,
  type GoodsDraft,
} from '../rules/goodsForm';
import { TaxCodeField } from './TaxCodeField';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[3]} ${space[6]};
  align-items: start;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

export interface GoodsDialogProps {
  /** The good edited; null adds one. */
  good: GoodsLine | null;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  onSaved(good: GoodsLine): void;
}

/**
 * Adds or edits a good of the library: name, tax code (searched), spec, unit, unit price with or without tax, rate
 * (with its zero-rate kind) and preferential policy. Wrong input is shown at its field, nothing typed is lost; a
 * refusal of the server is alerted with its message and the dialog stays open.
 */
export function GoodsDialog({ good, isOpen, onOpenChange, onSaved }: GoodsDialogProps) {
  const { t } = useTranslation(['goods', 'lookups', 'validation']);
  const message = useMessage();
  const [draft, setDraft] = useState<GoodsDraft>(() => (good ? goodsDraftOf(good) : emptyGoods));
  const [opened, setOpened] = useState<{ isOpen: boolean; good: GoodsLine | null }>({ isOpen, good });
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  if (opened.isOpen !== isOpen || opened.good !== good) {
    setOpened({ isOpen, good });
    if (isOpen) {
      setDraft(good ? goodsDraftOf(good) : emptyGoods);
      setProblems(new Map());
    }
  }
  const diskId = useSelector(selectDiskId);
  const [add] = useAddGoodsMutation();
  const [update] = useUpdateGoodsMutation();

  const change = (patch: Partial<GoodsDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblems((p) => {
      const fields = Object.keys(patch);
      if (!fields.some((f) => p.has(f))) return p;
      const next = new Map(p);
      for (const f of fields) next.delete(f);
      return next;
    });
  };

  const onOk = async () => {
    const found = goodsIssues(draft);
    setProblems(new Map(found.map((i) => [i.field, t(i.key, i.params ?? {})])));
    if (found[0]) {
      document.getElementById(`goods-${found[0].field}`)?.focus();
      return false;
    }
    const body = goodsInput(draft);
    const disk = diskId ? { diskId } : {};
    const saved = good ? await update({ id: good.id ?? '', ...disk, goodsInput: body }).unwrap() : await add({ ...disk, goodsInput: body }).unwrap();
    message.success(t('saved'));
    onSaved(saved.data);
    return true;
  };

  const text = (field: 'name' | 'ggxh' | 'dw' | 'price', label: string, extra: { isRequired?: boolean; maxBytes?: number } = {}) => (
    <TextField
      id={`goods-${field}`}
      label={t(label)}
      {...extra}
      value={draft[field]}
      onChange={(value) => change({ [field]: value })}
      isInvalid={problems.has(field)}
      errorMessage={problems.get(field)}
    />
  );

  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t(good ? 'editTitle' : 'addTitle')} width="large" okText={t('save')} onOk={onOk}>
      <Grid aria-label={t(good ? 'editTitle' : 'addTitle')} noValidate onSubmit={(event) => event.preventDefault()}>
        {text('name', 'form.name', { isRequired: true, maxBytes: goodsLimits.name })}
        <TaxCodeField
          id="goods-spbm"
          value={{ spbm: draft.spbm, spmc: draft.spmc }}
          onChange={(code) => change({ spbm: code.spbm, spmc: code.spmc, ...(code.taxRate ? { taxRate: code.taxRate, lslbs: code.taxRate === '0' ? '1' : '' } : {}) })}
          isInvalid={problems.has('spbm')}
          {...(problems.get('spbm') ? { errorMessage: problems.get('spbm') } : {})}
        />
        {text('ggxh', 'form.ggxh', { maxBytes: goodsLimits.ggxh })}
        {text('dw', 'form.dw', { maxBytes: goodsLimits.dw })}
        {text('price', draft.includesTax ? 'form.taxPrice' : 'form.price')}
        <Checkbox isSelected={draft.includesTax} onChange={(includesTax) => change({ includesTax })}>
          {t('form.includesTax')}
        </Checkbox>
        <Select
          id="goods-taxRate"
          label={t('form.taxRate')}
          value={draft.taxRate}
          onChange={(key) => change({ taxRate: String(key), lslbs: String(key) === '0' ? draft.lslbs || '3' : '' })}
        >
          {goodsRates.map((rate) => (
            <SelectItem key={rate} id={rate}>
              {t('form.percent', { value: ratePercent(rate) })}
            </SelectItem>
          ))}
        </Select>
        {draft.taxRate === '0' ? (
          <Select
            id="goods-lslbs"
            label={t('form.zeroRateKind')}
            value={draft.lslbs || null}
            onChange={(key) => change({ lslbs: String(key) })}
            isInvalid={problems.has('lslbs')}
            errorMessage={problems.get('lslbs')}
          >
            {zeroRateKinds.map((kind) => (
              <SelectItem key={kind} id={kind}>
                {t(lookupKey(dutyFreeType, kind))}
              </SelectItem>
            ))}
          </Select>
        ) : (
          <div />
        )}
        <Checkbox isSelected={draft.preference} onChange={(preference) => change({ preference, yhzcsm: preference ? draft.yhzcsm : '' })}>
          {t('form.preference')}
        </Checkbox>
        {draft.preference ? (
          <Select
            id="goods-yhzcsm"
            label={t('form.preferenceNote')}
            value={preferenceCodes.find((code) => t(`policy.${code}Zh`) === draft.yhzcsm) ?? null}
            onChange={(key) => change({ yhzcsm: t(`policy.${String(key)}Zh`) })}
            isInvalid={problems.has('yhzcsm')}
            errorMessage={problems.get('yhzcsm')}
          >
            {preferenceCodes.map((code) => (
              <SelectItem key={code} id={code}>
                {t(`form.preferenceNotes.${code}`)}
              </SelectItem>
            ))}
          </Select>
        ) : (
          <Wide />
        )}
      </Grid>
    </Dialog>
  );
}
