import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField, Button, DateRangeField, FilterBar, FilterBarWide, Select, SelectItem, TextField } from '../../../design-system';
import type { RuleIssue } from '../../../platform/rules';
import { checkTickFilters, emptyTickFilters, type TickFilters } from '../rules/filters';
import { tickState } from '../rules/lookups';

const ALL = 'all';

export interface TickFilterBarProps {
  /** The filters in the address (the form starts from them and follows them). */
  applied: TickFilters;
  /** Called with valid filters when the user searches or resets. */
  onSearch(filters: TickFilters): void;
}

/** The ticking list's filters: seller, issue dates, amount, tick state; typed values kept while invalid. */
export function TickFilterBar({ applied, onSearch }: TickFilterBarProps) {
  const { t } = useTranslation('inputVat');
  const [draft, setDraft] = useState(applied);
  const [issues, setIssues] = useState<RuleIssue[]>([]);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
    setIssues([]);
  }
  const set = (patch: Partial<TickFilters>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setIssues((list) => list.filter((i) => !Object.keys(patch).includes(i.field)));
  };
  const problem = (field: string) => issues.find((i) => i.field === field);
  const errorOf = (...fields: string[]) => {
    const found = fields.map(problem).find(Boolean);
    return found ? t(found.key) : undefined;
  };
  return (
    <form
      aria-label={t('filters.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = checkTickFilters(draft);
        setIssues(found);
        if (found.length === 0) onSearch(draft);
      }}
    >
      <FilterBar
        aria-label={t('filters.label')}
        actions={
          <>
            <Button type="submit" variant="primary">
              {t('filters.search')}
            </Button>
            <Button
              onPress={() => {
                setDraft(emptyTickFilters);
                setIssues([]);
                onSearch(emptyTickFilters);
              }}
            >
              {t('filters.reset')}
            </Button>
          </>
        }
      >
        <TextField label={t('filters.seller')} placeholder={t('filters.sellerPlaceholder')} value={draft.seller} onChange={(seller) => set({ seller })} />
        <FilterBarWide>
          <DateRangeField
            label={t('filters.issueDate')}
            calendarLabel={t('filters.calendar')}
            value={draft.startDate && draft.endDate ? { start: draft.startDate, end: draft.endDate } : null}
            onChange={(range) => set({ startDate: range?.start ?? '', endDate: range?.end ?? '' })}
            isInvalid={problem('startDate') !== undefined || problem('endDate') !== undefined}
            errorMessage={errorOf('startDate', 'endDate')}
          />
        </FilterBarWide>
        <Select label={t('filters.state')} value={draft.ticked || ALL} onChange={(key) => set({ ticked: key === ALL ? '' : (String(key) as TickFilters['ticked']) })}>
          {[ALL, '0', '1'].map((code) => (
            <SelectItem key={code} id={code}>
              {code === ALL ? t('filters.all') : t(tickState[code as '0' | '1'].key)}
            </SelectItem>
          ))}
        </Select>
        <AmountField
          label={t('filters.minAmount')}
          value={draft.minAmount}
          onChange={(minAmount) => set({ minAmount })}
          isInvalid={problem('minAmount') !== undefined}
          errorMessage={errorOf('minAmount')}
        />
        <AmountField
          label={t('filters.maxAmount')}
          value={draft.maxAmount}
          onChange={(maxAmount) => set({ maxAmount })}
          isInvalid={problem('maxAmount') !== undefined}
          errorMessage={errorOf('maxAmount')}
        />
      </FilterBar>
    </form>
  );
}
