import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField, Button, DateRangeField, FilterBar, FilterBarWide, Select, SelectItem, TextField } from '../../../design-system';
import type { RuleIssue } from '../../../platform/rules';
import { invoiceKind, invoiceStatusFilterCodes, lookupCodes, lookupKey, invoiceStatusFilter, invoiceType } from '../../lookups';
import { checkInquiryFilters, type InquiryFilters } from '../rules/inquiry';
import type { SavedInquiryFilter } from '../rules/savedFilters';
import { SavedFilters } from './SavedFilters';

const ALL = 'all';

export interface InquiryFilterBarProps {
  /** The filters shown in the address (the form starts from them and follows when they change). */
  applied: InquiryFilters;
  /** The default filters (reset). */
  defaults: InquiryFilters;
  /** Invoice types offered (paper/electronic or fully digital). */
  types: readonly string[];
  /** Called with valid filters when the user searches. */
  onSearch(filters: InquiryFilters): void;
  /** Buttons after search and reset (export). */
  extraActions?: ReactNode;
  /** The saved filters (常用条件): saving takes the form's filter once it is valid, picking one searches with it. */
  saved?: {
    list: readonly SavedInquiryFilter[];
    onSave(name: string, filters: InquiryFilters): void;
    onDelete(name: string): void;
  };
}

/** The inquiry's filters: typed values kept while invalid, problems shown at their fields, nothing sent until valid. */
export function InquiryFilterBar({ applied, defaults, types, onSearch, extraActions, saved }: InquiryFilterBarProps) {
  const { t } = useTranslation('invoices');
  const [draft, setDraft] = useState(applied);
  const [issues, setIssues] = useState<RuleIssue[]>([]);
  // A new address (back, a link) shows its filters in the form.
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
    setIssues([]);
  }
  const set = (patch: Partial<InquiryFilters>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setIssues((list) => list.filter((i) => !Object.keys(patch).includes(i.field) && !(i.field === 'period' && ('qsrq' in patch || 'zzrq' in patch))));
  };
  const problem = (field: string) => issues.find((i) => i.field === field);
  const errorOf = (field: string) => {
    const found = problem(field);
    return found ? t(found.key) : undefined;
  };
  const submit = () => {
    const found = checkInquiryFilters(draft);
    setIssues(found);
    if (found.length === 0) onSearch(draft);
  };

  return (
    <form
      aria-label={t('inquiry.filters')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FilterBar
        aria-label={t('inquiry.filters')}
        actions={
          <>
            <Button type="submit" variant="primary">
              {t('inquiry.search')}
            </Button>
            <Button
              onPress={() => {
                setDraft(defaults);
                setIssues([]);
                onSearch(defaults);
              }}
            >
              {t('inquiry.reset')}
            </Button>
            {saved && (
              <SavedFilters
                saved={saved.list}
                onSave={(name) => {
                  // Only a valid filter is saved; its problems show at the fields, as a search would show them.
                  const found = checkInquiryFilters(draft);
                  setIssues(found);
                  if (found.length > 0) return false;
                  saved.onSave(name, draft);
                  return true;
                }}
                onPick={(entry) => {
                  setDraft(entry.filters);
                  setIssues([]);
                  onSearch(entry.filters);
                }}
                onDelete={saved.onDelete}
              />
            )}
            {extraActions}
          </>
        }
      >
        <Select label={t('filters.status')} value={draft.fpzt || ALL} onChange={(key) => set({ fpzt: key === ALL ? '' : String(key) })}>
          {[ALL, ...invoiceStatusFilterCodes].map((code) => (
            <SelectItem key={code} id={code}>
              {code === ALL ? t('filters.all') : t(lookupKey(invoiceStatusFilter, code))}
            </SelectItem>
          ))}
        </Select>
        <Select label={t('filters.kind')} value={draft.kind || ALL} onChange={(key) => set({ kind: key === ALL ? '' : String(key) })}>
          {[ALL, ...lookupCodes(invoiceKind)].map((code) => (
            <SelectItem key={code} id={code}>
              {code === ALL ? t('filters.all') : t(lookupKey(invoiceKind, code))}
            </SelectItem>
          ))}
        </Select>
        <Select label={t('filters.type')} value={draft.fplxdm || ALL} onChange={(key) => set({ fplxdm: key === ALL ? '' : String(key) })}>
          {[ALL, ...types].map((code) => (
            <SelectItem key={code} id={code}>
              {code === ALL ? t('filters.all') : t(lookupKey(invoiceType, code))}
            </SelectItem>
          ))}
        </Select>
        <TextField label={t('filters.buyer')} placeholder={t('filters.buyerPlaceholder')} value={draft.gf} onChange={(gf) => set({ gf })} />
        <FilterBarWide>
          <DateRangeField
            label={t('filters.period')}
            calendarLabel={t('filters.calendar')}
            value={{ start: draft.qsrq, end: draft.zzrq }}
            onChange={(range) => range && set({ qsrq: range.start, zzrq: range.end })}
            isInvalid={problem('period') !== undefined}
            errorMessage={errorOf('period')}
          />
        </FilterBarWide>
        <TextField label={t('filters.code')} value={draft.fpdm} onChange={(fpdm) => set({ fpdm })} maxLength={12} />
        <TextField label={t('filters.number')} value={draft.fphm} onChange={(fphm) => set({ fphm })} maxLength={20} />
        <AmountField
          label={t('filters.minAmount')}
          value={draft.minAmount}
          onChange={(minAmount) => set({ minAmount })}
          allowNegative
          isInvalid={problem('minAmount') !== undefined}
          errorMessage={errorOf('minAmount')}
        />
        <AmountField
          label={t('filters.maxAmount')}
          value={draft.maxAmount}
          onChange={(maxAmount) => set({ maxAmount })}
          allowNegative
          isInvalid={problem('maxAmount') !== undefined}
          errorMessage={errorOf('maxAmount')}
        />
      </FilterBar>
    </form>
  );
}
