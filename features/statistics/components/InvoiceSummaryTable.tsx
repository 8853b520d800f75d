import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Button,
  DateRangeField,
  DownloadButton,
  Empty,
  FilterBar,
  FilterBarWide,
  fontSize,
  formatMoney,
  PageFrame,
  Panel,
  Skeleton,
  space,
  Table,
  useMessage,
  vars,
  type TableColumn,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { RuleIssue } from '../../../platform/rules';
import type { PortalRoute } from '../../../platform/routing';
import { useAddressSearch } from '../../../platform/routing';
import { invoiceType, lookupKey } from '../../lookups';
import type { SummaryTableRow } from '../api';
import { useGetInvoiceSummaryTableQuery } from '../hooks/statsApi';
import { writeSheets, type SheetCell } from '../hooks/spreadsheet';
import { checkStatsFilters, currentMonth, isIsoDay, summaryTableQuery } from '../rules/statistics';

const TOTAL = 'all';
const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[4]};
  font-size: ${fontSize.md};
  a {
    color: ${vars.colorBrandText};
    text-decoration: none;
    outline: none;
    cursor: pointer;
  }
  a[data-hovered] {
    text-decoration: underline;
  }
  a[data-focus-visible] {
    outline: 2px solid ${vars.colorFocusRing};
    outline-offset: 2px;
  }
`;
const Hint = styled.p`
  margin: 0 0 ${space[3]};
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
`;

/** The columns of the summary table, in the order of a tax-control client's 发票汇总表. */
const figureColumns = [
  ['blueCount', 'count'],
  ['blueAmount', 'money'],
  ['blueTax', 'money'],
  ['redCount', 'count'],
  ['redAmount', 'money'],
  ['redTax', 'money'],
  ['blueVoidCount', 'count'],
  ['redVoidCount', 'count'],
  ['blankVoidCount', 'count'],
  ['netAmount', 'money'],
  ['netTax', 'money'],
] as const satisfies ReadonlyArray<readonly [keyof SummaryTableRow, 'count' | 'money']>;

export interface InvoiceSummaryTableProps {
  route: PortalRoute;
  /** The clock (stories and tests fix it). @default now */
  now?: Date;
}

/**
 * The invoice summary table (发票汇总, spec 02 §2.3 InvoiceSum; the member's summaryDetail): for a period (the current
 * month by default), per invoice type, the valid blue and red invoices with their amounts and tax, the voided ones
 * and the blank voids, and the net sales and output tax, as a tax-control client's monthly 发票汇总表 reports them.
 * An agency's link may narrow it to one enterprise (?taxerId=). Exported as an .xlsx.
 */
export function InvoiceSummaryTable({ route, now }: InvoiceSummaryTableProps) {
  const { t } = useTranslation(['statistics', 'lookups', 'routeTitles', 'errors']);
  const message = useMessage();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useAddressSearch();
  const clock = useMemo(() => now ?? new Date(), [now]);
  const fallback = useMemo(() => currentMonth(clock), [clock]);
  const qsrq = searchParams.get('qsrq') ?? '';
  const zzrq = searchParams.get('zzrq') ?? '';
  const taxerId = route.area === 'member' ? '' : (searchParams.get('taxerId') ?? '').trim();
  const applied = isIsoDay(qsrq) && isIsoDay(zzrq) ? { qsrq, zzrq } : fallback;
  const query = useGetInvoiceSummaryTableQuery(summaryTableQuery(applied, taxerId ? { kind: 'enterprise', taxerId } : { kind: 'all' }), {
    refetchOnMountOrArgChange: true,
  });
  const data = query.data?.data ?? null;
  const rows = useMemo(() => (data ? [...data.list, data.total] : []), [data]);
  const statisticsPath = route.area === 'member' ? '/member/platform/statistics' : taxerId ? `/account/summaryDetail/${encodeURIComponent(taxerId)}` : '/account/summary';
  const diskId = searchParams.get('diskId');
  const withDisk = (path: string, extra: Record<string, string> = {}) => {
    const params = new URLSearchParams(extra);
    if (diskId) params.set('diskId', diskId);
    return params.toString() ? `${path}?${params.toString()}` : path;
  };

  const apply = (period: { qsrq: string; zzrq: string }) => {
    const next = new URLSearchParams(searchParams);
    next.set('qsrq', period.qsrq);
    next.set('zzrq', period.zzrq);
    if (next.toString() === searchParams.toString()) void query.refetch();
    else setSearchParams(next);
  };

  const typeName = (code: string) => (code === TOTAL ? t('tables.total') : t(lookupKey(invoiceType, code)));
  const columns = useMemo<TableColumn<SummaryTableRow>[]>(
    () => [
      { key: 'fplxdm', title: t('summaryTable.type'), minWidth: 200, ellipsis: true, render: (row) => (row.fplxdm === TOTAL ? <strong>{t('tables.total')}</strong> : t(lookupKey(invoiceType, row.fplxdm))) },
      ...figureColumns.map(([key, kind]) => ({
        key,
        title: t(`summaryTable.${key}`),
        width: kind === 'money' ? 140 : 96,
        align: 'end' as const,
        render: (row: SummaryTableRow) => (kind === 'money' ? formatMoney(String(row[key])) : String(row[key])),
      })),
    ],
    [t],
  );

  const exportFile = async () => {
    if (!data) return null;
    try {
      const head: SheetCell[] = [{ text: t('summaryTable.type') }, ...figureColumns.map(([key]) => ({ text: t(`summaryTable.${key}`) }))];
      const body = rows.map((row): SheetCell[] => [
        { text: typeName(row.fplxdm) },
        ...figureColumns.map(([key, kind]): SheetCell => (kind === 'money' ? { money: String(row[key]) } : { count: Number(row[key]) })),
      ]);
      const blob = await writeSheets([{ name: t(route.titleKey), rows: [head, ...body] }]);
      return { blob, name: t('export.fileName', { title: t(route.titleKey), start: applied.qsrq, end: applied.zzrq }) };
    } catch {
      message.error(t('export.failed'));
      return null;
    }
  };

  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <PageFrame
        title={taxerId ? t('titleOf', { title: t(route.titleKey), name: taxerId }) : t(route.titleKey)}
        actions={
          <DownloadButton variant="primary" isDisabled={!data} fetchFile={exportFile} onDownloaded={() => message.success(t('export.done'))}>
            {t('export.action')}
          </DownloadButton>
        }
      >
        <Links aria-label={t('links.label')}>
          <Link href={withDisk(statisticsPath, applied)}>{t('links.back', { title: t(route.area === 'member' ? 'routeTitles:title.platformStatistics' : taxerId ? 'routeTitles:title.summaryDetail' : 'routeTitles:title.summary') })}</Link>
          {taxerId && <Link href={withDisk(route.path, applied)}>{t('summaryTable.allEnterprises')}</Link>}
        </Links>
        <Panel title={t('filters.title')}>
          <PeriodFilter applied={applied} defaults={fallback} onSearch={apply} />
        </Panel>
        <Panel title={t('summaryTable.title')} extra={<span>{t('figures.period', { start: applied.qsrq, end: applied.zzrq })}</span>}>
          <Hint>{t('summaryTable.hint')}</Hint>
          {query.isLoading || (query.isFetching && query.isError) ? (
            <Skeleton variant="table" rows={5} columns={8} aria-label={t('loading')} />
          ) : query.isError || !data ? (
            <Empty
              title={t('loadFailed')}
              description={errorText(t, query.error)}
              action={
                <Button variant="primary" onPress={() => void query.refetch()}>
                  {t('retry')}
                </Button>
              }
            />
          ) : data.list.length === 0 ? (
            <Empty title={t('empty')} />
          ) : (
            <Table aria-label={t('summaryTable.title')} columns={columns} rows={rows} rowKey="fplxdm" isLoading={query.isFetching} maxHeight={440} />
          )}
        </Panel>
      </PageFrame>
    </RouterProvider>
  );
}

function PeriodFilter({ applied, defaults, onSearch }: { applied: { qsrq: string; zzrq: string }; defaults: { qsrq: string; zzrq: string }; onSearch(period: { qsrq: string; zzrq: string }): void }) {
  const { t } = useTranslation('statistics');
  const [draft, setDraft] = useState(applied);
  const [issues, setIssues] = useState<RuleIssue[]>([]);
  const key = `${applied.qsrq}|${applied.zzrq}`;
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    setDraft(applied);
    setIssues([]);
  }
  const periodIssue = issues[0];
  return (
    <form
      aria-label={t('filters.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = checkStatsFilters(draft);
        setIssues(found);
        if (found.length === 0) onSearch(draft);
      }}
    >
      <FilterBar
        aria-label={t('filters.title')}
        actions={
          <>
            <Button type="submit" variant="primary">
              {t('filters.search')}
            </Button>
            <Button
              onPress={() => {
                setDraft(defaults);
                setIssues([]);
                onSearch(defaults);
              }}
            >
              {t('filters.reset')}
            </Button>
          </>
        }
      >
        <FilterBarWide>
          <DateRangeField
            label={t('filters.period')}
            calendarLabel={t('filters.calendar')}
            value={{ start: draft.qsrq, end: draft.zzrq }}
            onChange={(range) => {
              if (!range) return;
              setDraft({ qsrq: range.start, zzrq: range.end });
              setIssues([]);
            }}
            isInvalid={periodIssue !== undefined}
            errorMessage={periodIssue ? t(periodIssue.key) : undefined}
          />
        </FilterBarWide>
      </FilterBar>
    </form>
  );
}
