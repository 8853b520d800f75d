import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ComboBox, Dialog, SelectItem } from '../../../design-system';
import { useGetTaxCodeListQuery, type TaxCode } from '../../goods';

/** spec 01 §9: search debounce 100 ms. */
const SEARCH_DEBOUNCE_MS = 100;

export interface TaxCodePickerProps {
  /** Open for this line (1-based row, named in the title), or closed when null. */
  row: number | null;
  /** Called with the chosen code; the picker closes. */
  onPick(code: TaxCode): void;
  onClose(): void;
}

function percent(rate: string): string {
  const n = Number(rate);
  return Number.isFinite(n) ? `${Math.round(n * 1000) / 10}%` : rate;
}

/**
 * The tax-code picker (spec 01 §3 Goods line spbm/zxbm): searches the tax classification catalogue (GET /v3/tax/goods/taxCode/list) by
 * code, short name or name as the user types; arrows and Enter choose; the line takes the code (19 digits), the short
 * name, the code's rates and preference notes (applyTaxCode). Opened by F4 in a line or by the code cell's button.
 */
export function TaxCodePicker({ row, onPick, onClose }: TaxCodePickerProps) {
  const { t } = useTranslation('issueGrid');
  const [kw, setKw] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const id = setTimeout(() => setSearch(kw.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [kw]);
  useEffect(() => {
    if (row === null) {
      setKw('');
      setSearch('');
    }
  }, [row]);
  const { data, isError } = useGetTaxCodeListQuery({ kw: search, page: 1, pageSize: 50 }, { skip: row === null });
  const list = data?.data.list ?? [];

  return (
    <Dialog
      title={row === null ? t('picker.title') : t('picker.open', { row })}
      isOpen={row !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      width="small"
      footer={null}
    >
      <ComboBox<TaxCode>
        label={t('picker.search')}
        placeholder={t('picker.placeholder')}
        inputValue={kw}
        onInputChange={setKw}
        items={list}
        menuTrigger="focus"
        allowsCustomValue
        autoFocus
        emptyText={t('picker.empty')}
        onSelectionChange={(key) => {
          const picked = list.find((c) => c.spbm === key);
          if (picked) onPick(picked);
        }}
      >
        {(c) => (
          <SelectItem id={c.spbm} textValue={`${c.spbm} *${c.spjc}*${c.mc}`}>
            {`${c.spbm} *${c.spjc}*${c.mc} · ${t('picker.rates', { rates: c.taxRateList.map(percent).join(' / ') })}`}
          </SelectItem>
        )}
      </ComboBox>
      {isError && (
        <Alert tone="danger" live>
          {t('picker.failed')}
        </Alert>
      )}
    </Dialog>
  );
}
