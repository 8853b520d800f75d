import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import {
  Alert,
  Button,
  DateRangeField,
  FilterBar,
  FilterBarWide,
  formatDate,
  formatMoney,
  PageFrame,
  Pagination,
  Panel,
  space,
  StatusBadge,
  Table,
  TextField,
  type TableColumn,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { RuleIssue } from '../../../platform/rules';
import type { PortalRoute } from '../../../platform/routing';
import { selectDiskId } from '../../../platform/session';
import { useAddressSearch } from '../../../platform/routing';
import { invoiceType, lookupKey } from '../../lookups';
import { useGetNegativeBlueListQuery, type NegativeBlue } from '../api';
import { checkNegativeFilters, emptyNegativeFilters, reversalStateOf, reversalTones, scopeOfRoute, type NegativeFilters } from '../rules/negative';
import { BlueReversal } from './BlueReversal';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;

const filterKeys = ['fpdm', 'fphm', 'buyer', 'qsrq', 'zzrq'] as const;

function filtersOf(params: URLSearchParams): NegativeFilters {
  const f = { ...emptyNegativeFilters };
  for (const key of filterKeys) f[key] = params.get(key) ?? '';
  return f;
}

export interface NegativeIssueProps {
  route: PortalRoute;
}

/**
 * 负数发票开具 (spec 01 §2 negative, fullpower/negative): find the issued blue invoice to reverse by its code and number,
 * its buyer or its issue date, among the current terminal's; see how far each is reversed; pick one (its id and the
 * filters stay in the address, so a reload or the way back from the issuing form finds it again) and reverse it.
 */
export function NegativeIssue({ route }: NegativeIssueProps) {
  const { t } = useTranslation(['negativeIssue', 'lookups', 'routeTitles', 'errors']);
  const diskId = useSelector(selectDiskId);
  const scope = scopeOfRoute(route.path);
  const [searchParams, setSearchParams] = useAddressSearch();
  const search = searchParams.toString();
  const applied = useMemo(() => filtersOf(new URLSearchParams(search)), [search]);
  const selected = new URLSearchParams(search).get('id') ?? '';
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }
  const [issues, setIssues] = useState<RuleIssue[]>([]);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const query = useGetNegativeBlueListQuery(
    {
      diskId: diskId ?? '',
      scope,
      page: paging.page,
      pageSize: paging.pageSize,
      ...Object.fromEntries(filterKeys.filter((k) => applied[k].trim()).map((k) => [k, applied[k].trim()])),
    },
    // Red invoices issued meanwhile change what is left: each visit asks again.
    { skip: !diskId, refetchOnMountOrArgChange: true },
  );
  const rows = query.data?.data.list ?? [];
  const total = query.data?.data.pages.items ?? 0;

  const set = (patch: Partial<NegativeFilters>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setIssues((list) => list.filter((i) => !Object.keys(patch).includes(i.field) && !(i.field === 'period' && ('qsrq' in patch || 'zzrq' in patch))));
  };
  const problem = (field: string) => issues.find((i) => i.field === field);
  const errorOf = (field: string) => {
    const found = problem(field);
    return found ? t(found.key) : undefined;
  };
  const apply = (filters: NegativeFilters, id = '') => {
    const next = new URLSearchParams();
    for (const key of filterKeys) if (filters[key].trim()) next.set(key, filters[key].trim());
    if (id) next.set('id', id);
    setPaging((p) => ({ ...p, page: 1 }));
    if (next.toString() === search) void query.refetch();
    else setSearchParams(next);
  };
  const submit = () => {
    const found = checkNegativeFilters(draft);
    setIssues(found);
    if (found.length === 0) apply(draft);
  };
  const pick = (row: NegativeBlue) => {
    const next = new URLSearchParams(search);
    next.set('id', row.id);
    setSearchParams(next);
  };

  const columns = useMemo<TableColumn<NegativeBlue>[]>(
    () => [
      { key: 'fplxdm', title: t('columns.type'), width: 150, ellipsis: true, render: (r) => t(lookupKey(invoiceType, r.fplxdm)) },
      ...(scope === 'tax' ? [{ key: 'fpdm', title: t('columns.code'), width: 130 }] : []),
      { key: 'fphm', title: t('columns.number'), width: scope === 'tax' ? 110 : 200 },
      { key: 'gfmc', title: t('columns.buyer'), minWidth: 160, ellipsis: true },
      { key: 'issueTime', title: t('columns.issueDate'), width: 110, render: (r) => formatDate(r.issueTime) },
      { key: 'totalAmount', title: t('columns.total'), width: 120, align: 'end', render: (r) => formatMoney(r.totalAmount) },
      { key: 'remainingTotal', title: t('columns.remainingTotal'), width: 150, align: 'end', render: (r) => formatMoney(r.remainingTotal) },
      {
        key: 'state',
        title: t('columns.state'),
        width: 110,
        render: (r) => {
          const state = reversalStateOf(r);
          return <StatusBadge tone={reversalTones[state]}>{t(`state.${state}`)}</StatusBadge>;
        },
      },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 90,
        render: (r) => (
          <Button size="sm" variant="text" aria-label={t('actions.pickOf', { number: r.fphm })} onPress={() => pick(r)}>
            {t('actions.pick')}
          </Button>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pick reads the address at the time of the press
    [t, scope, search],
  );

  return (
    <PageFrame title={t(route.titleKey)}>
      <Panel title={t('filters.title')}>
        <form
          aria-label={t('filters.title')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FilterBar
            aria-label={t('filters.title')}
            actions={
              <>
                <Button type="submit" variant="primary" isLoading={query.isFetching}>
                  {t('filters.search')}
                </Button>
                <Button
                  onPress={() => {
                    setDraft(emptyNegativeFilters);
                    setIssues([]);
                    apply(emptyNegativeFilters);
                  }}
                >
                  {t('filters.reset')}
                </Button>
              </>
            }
          >
            {scope === 'tax' && (
              <TextField
                label={t('filters.code')}
                value={draft.fpdm}
                onChange={(fpdm) => set({ fpdm })}
                inputMode="numeric"
                maxLength={12}
                isInvalid={problem('fpdm') !== undefined}
                errorMessage={errorOf('fpdm')}
              />
            )}
            <TextField
              label={t('filters.number')}
              value={draft.fphm}
              onChange={(fphm) => set({ fphm })}
              inputMode="numeric"
              maxLength={20}
              isInvalid={problem('fphm') !== undefined}
              errorMessage={errorOf('fphm')}
            />
            <TextField label={t('filters.buyer')} placeholder={t('filters.buyerPlaceholder')} value={draft.buyer} onChange={(buyer) => set({ buyer })} />
            <FilterBarWide>
              <DateRangeField
                label={t('filters.period')}
                calendarLabel={t('filters.calendar')}
                value={draft.qsrq && draft.zzrq ? { start: draft.qsrq, end: draft.zzrq } : null}
                onChange={(range) => set(range ? { qsrq: range.start, zzrq: range.end } : { qsrq: '', zzrq: '' })}
                isInvalid={problem('period') !== undefined}
                errorMessage={errorOf('period')}
              />
            </FilterBarWide>
          </FilterBar>
        </form>
      </Panel>
      {!diskId ? (
        <Alert tone="warning">{t('list.noTerminal')}</Alert>
      ) : (
        <Panel title={t(scope === 'digital' ? 'list.titleDigital' : 'list.title')}>
          <Column>
            {query.isError ? (
              <Alert tone="danger">
                {errorText(t, query.error)}{' '}
                <Button size="sm" onPress={() => void query.refetch()}>
                  {t('list.retry')}
                </Button>
              </Alert>
            ) : (
              <Table
                aria-label={t(scope === 'digital' ? 'list.titleDigital' : 'list.title')}
                columns={columns}
                rows={rows}
                rowKey="id"
                isLoading={query.isFetching}
                onRowAction={pick}
                emptyContent={query.isLoading ? t('list.loading') : t('list.empty')}
                maxHeight={420}
              />
            )}
            <Pagination total={total} page={paging.page} pageSize={paging.pageSize} onChange={(page, pageSize) => setPaging({ page, pageSize })} />
          </Column>
        </Panel>
      )}
      {selected && <BlueReversal key={selected} route={route} id={selected} />}
    </PageFrame>
  );
}
