import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, SelectItem } from '../../../design-system';
import { useSearchTaxCodesQuery, type TaxCodeHit as TaxCode } from '../api';
import { useDebounced } from '../hooks/useDebounced';

export interface TaxCodeValue {
  spbm: string;
  spmc: string;
  /** The code's usual rate, when picked from the list. */
  taxRate?: string;
}

export interface TaxCodeFieldProps {
  id?: string;
  value: TaxCodeValue;
  onChange(value: TaxCodeValue): void;
  isInvalid?: boolean;
  errorMessage?: string;
}

const shown = (v: TaxCodeValue) => (v.spbm ? [v.spmc, v.spbm].filter(Boolean).join(' ') : '');
const DIGITS_19 = /^\d{19}$/;

/**
 * 税收分类编码: searches the tax-code call (GET /v3/tax/goods/keywords) by name or leading digits as the user types
 * (debounced 100 ms); choosing a code fills its short name (and offers its rate). Nineteen digits typed are taken
 * as they are; clearing the text clears the code.
 */
export function TaxCodeField({ id, value, onChange, isInvalid, errorMessage }: TaxCodeFieldProps) {
  const { t } = useTranslation('goods');
  const [text, setText] = useState(() => shown(value));
  const kw = useDebounced(text);
  const query = useSearchTaxCodesQuery({ kw }, { skip: kw === '' || kw === shown(value) });
  const codes: TaxCode[] = query.data?.data.list ?? [];
  return (
    <ComboBox<TaxCode & { id: string }>
      {...(id ? { id } : {})}
      label={t('form.taxCode')}
      placeholder={t('form.taxCodePlaceholder')}
      description={t('form.taxCodeHelp')}
      items={codes.map((c) => ({ ...c, id: c.spbm }))}
      allowsCustomValue
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        const typed = next.trim();
        if (typed === '') onChange({ spbm: '', spmc: '' });
        else if (DIGITS_19.test(typed)) onChange({ spbm: typed, spmc: '' });
      }}
      selectedKey={value.spbm || null}
      onSelectionChange={(key) => {
        const code = codes.find((c) => c.spbm === key);
        if (!code) return;
        setText(shown(code));
        onChange({ spbm: code.spbm, spmc: code.spmc, ...(code.taxRate ? { taxRate: code.taxRate } : {}) });
      }}
      isInvalid={isInvalid ?? false}
      errorMessage={errorMessage}
      emptyText={kw ? t('form.taxCodeNone') : t('form.taxCodeType')}
    >
      {(code) => <SelectItem id={code.spbm} textValue={shown(code)}>{shown(code)}</SelectItem>}
    </ComboBox>
  );
}
