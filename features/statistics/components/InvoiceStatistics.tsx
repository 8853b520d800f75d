import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, RouterProvider } from 'react-aria-components';
import { useHref, useLocation, useNavigate } from 'react-router';
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
  Select,
  SelectItem,
  Skeleton,
  space,
  Tab,
  Table,
  TabList,
  TabPanel,
  Tabs,
  useMessage,
  vars,
  type TableColumn,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { RuleIssue } from '../../../platform/rules';
import type { PortalRoute } from '../../../platform/routing';
import { decodeSegment, useAddressSearch } from '../../../platform/routing';
import {
  fullyDigitalInvoiceTypes,
  invoiceKind,
  invoiceStatusFilter,
  invoiceStatusFilterCodes,
  invoiceType,
  lookupCodes,
  lookupKey,
  taxControlInvoiceTypes,
} from '../../lookups';
import type { InvoiceStats, StatsBucket } from '../api';
import { useGetInvoiceStatsQuery } from '../hooks/statsApi';
import { writeSheets, type Sheet, type SheetCell } from '../hooks/spreadsheet';
import { statsPageModeOf, type StatsDimension, type StatsPageMode } from '../rules/modes';
import {
  checkStatsFilters,
  defaultStatsPeriod,
  monthSeries,
  parseStatsFilters,
  shareOf,
  statsFilterKeys,
  statsQuery,
  statsSearch,
  type StatsFilters,
  type StatsScope,
} from '../rules/statistics';
import { StatsChart, type ChartDatum } from './StatsChart';

const ALL = 'all';
const TOTAL_KEY = '__total';
const invoiceTypes = [...taxControlInvoiceTypes, ...fullyDigitalInvoiceTypes];

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${space[4]};
  margin: 0;
`;
const Figure = styled.div`
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${vars.colorBorder};
  border-radius: 4px;
  background: ${vars.colorSurface};
  dt {
    color: ${vars.colorTextSecondary};
    font-size: ${fontSize.sm};
  }
  dd {
    margin: ${space[1]} 0 0;
    color: ${vars.colorText};
    font-size: ${fontSize.xl};
    font-variant-numeric: tabular-nums;
  }
`;
const Charts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${space[4]};
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const ChartTitle = styled.h3`
  margin: 0 0 ${space[2]};
  color: ${vars.colorText};
  font-size: ${fontSize.md};
  font-weight: 600;
`;
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
  margin: ${space[2]} 0 0;
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
`;
const Sub = styled.span`
  margin-left: ${space[2]};
  color: ${vars.colorTextSecondary};
`;

/** A row of a dimension's table: the bucket, its label in the user's language, and what identifies it beside. */
interface BucketRow extends StatsBucket {
  label: string;
  sub?: string;
  share: string;
}

export interface InvoiceStatisticsProps {
  /** The route shown: its id picks the page's mode (rules/modes.ts). */
  route: PortalRoute;
  /** The clock (stories and tests fix it). @default now */
  now?: Date;
}

/**
 * The invoicing statistics (开票汇总 and its details, 发票统计, 平台统计): counts and amounts of the invoices matching
 * the inquiry's filters, as figures, bars over the months and shares by type (ECharts, themed by the role), and the
 * same figures as tables per dimension (the charts' text alternative), exported as an .xlsx. The filters live in the
 * address; the figures are the server's decimal sums, equal to the inquiry's for the same filters.
 */
export function InvoiceStatistics({ route, now }: InvoiceStatisticsProps) {
  const mode = statsPageModeOf(route.id);
  if (!mode) throw new Error(`InvoiceStatistics: no statistics page for ${route.id}`);
  return <StatisticsOf route={route} mode={mode} now={now} />;
}

function StatisticsOf({ route, mode, now }: { route: PortalRoute; mode: StatsPageMode; now?: Date }) {
  const { t, i18n } = useTranslation(['statistics', 'lookups', 'routeTitles', 'errors']);
  const message = useMessage();
  const navigate = useNavigate();
  // The route's :id is the address's last segment (the portal matches its own route tables: no react-router params).
  const { pathname } = useLocation();
  const id = mode.scope === 'all' ? '' : (decodeSegment(pathname.split('/').pop() ?? '') ?? '');
  // Axis labels of money in the language's compact form (300万 in Chinese, 3M in English), as the peers' charts label them.
  const axisMoney = useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
    return (value: number) => format.format(value);
  }, [i18n.language]);
  const [searchParams, setSearchParams] = useAddressSearch();
  const clock = useMemo(() => now ?? new Date(), [now]);
  const defaults = useMemo<StatsFilters>(() => ({ ...defaultStatsPeriod(clock), fpzt: '', kind: '', fplxdm: '' }), [clock]);
  const search = searchParams.toString();
  const applied = useMemo(() => parseStatsFilters(new URLSearchParams(search), defaults), [search, defaults]);
  const scope = useMemo<StatsScope>(
    () => (mode.scope === 'enterprise' ? { kind: 'enterprise', taxerId: id } : mode.scope === 'terminal' ? { kind: 'terminal', diskId: id } : { kind: 'all' }),
    [mode.scope, id],
  );
  // Fetched again whenever the page is opened: an invoice issued or voided elsewhere is counted on return.
  const query = useGetInvoiceStatsQuery(statsQuery(applied, scope), { refetchOnMountOrArgChange: true });
  const stats = query.data?.data ?? null;

  // The current terminal travels with every navigation (spec 01 §2).
  const diskId = searchParams.get('diskId');
  const withDisk = useCallback(
    (path: string, extra = '') => {
      const params = new URLSearchParams(extra);
      if (diskId) params.set('diskId', diskId);
      const text = params.toString();
      return text ? `${path}?${text}` : path;
    },
    [diskId],
  );

  const apply = (filters: StatsFilters) => {
    const next = new URLSearchParams(statsSearch(filters));
    for (const [key, value] of searchParams) if (!(statsFilterKeys as readonly string[]).includes(key)) next.set(key, value);
    if (next.toString() === searchParams.toString()) void query.refetch();
    else setSearchParams(next);
  };

  const labelOf = useLabels();
  const tables = useMemo(() => (stats ? tablesOf(stats, applied, labelOf) : null), [stats, applied, labelOf]);
  const scopeName = scopeNameOf(mode, stats, id);
  const title = scopeName ? t('titleOf', { title: t(route.titleKey), name: scopeName }) : t(route.titleKey);

  const exportFile = async () => {
    if (!tables || !stats) return null;
    try {
      const blob = await writeSheets(sheetsOf(stats, tables, mode.dimensions, (key) => t(key)));
      return { blob, name: t('export.fileName', { title: t(route.titleKey), start: applied.qsrq, end: applied.zzrq }) };
    } catch {
      message.error(t('export.failed'));
      return null;
    }
  };

  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <PageFrame
        title={title}
        actions={
          <DownloadButton variant="primary" isDisabled={!tables} fetchFile={exportFile} onDownloaded={() => message.success(t('export.done'))}>
            {t('export.action')}
          </DownloadButton>
        }
      >
        {(mode.back || mode.related.length > 0 || mode.inquiryPath) && (
          <Links aria-label={t('links.label')}>
            {mode.back && <Link href={withDisk(mode.back.path, statsSearch(applied))}>{t('links.back', { title: t(mode.back.titleKey) })}</Link>}
            {mode.related.map((link) => (
              <Link key={link.path} href={withDisk(link.path, `qsrq=${applied.qsrq}&zzrq=${applied.zzrq}${mode.scope === 'enterprise' ? `&taxerId=${encodeURIComponent(id)}` : ''}`)}>
                {t(link.titleKey)}
              </Link>
            ))}
            {mode.inquiryPath && <Link href={withDisk(mode.inquiryPath, statsSearch(applied))}>{t('links.inquiry')}</Link>}
          </Links>
        )}
        <Panel title={t('filters.title')}>
          <StatsFilterBar applied={applied} defaults={defaults} onSearch={apply} />
        </Panel>
        {query.isLoading || (query.isFetching && query.isError) ? (
          <Panel title={t('figures.title')}>
            <Skeleton variant="table" rows={6} columns={5} aria-label={t('loading')} />
          </Panel>
        ) : query.isError || !stats || !tables ? (
          <Panel title={t('figures.title')}>
            <Empty
              title={t('loadFailed')}
              description={errorText(t, query.error)}
              action={
                <Button variant="primary" onPress={() => void query.refetch()}>
                  {t('retry')}
                </Button>
              }
            />
          </Panel>
        ) : (
          <>
            <Panel title={t('figures.title')} extra={<span>{t('figures.period', { start: applied.qsrq, end: applied.zzrq })}</span>}>
              <Figures aria-busy={query.isFetching || undefined}>
                <Figure>
                  <dt>{t('figures.count')}</dt>
                  <dd>{t('figures.countValue', { count: stats.totals.count })}</dd>
                </Figure>
                <Figure>
                  <dt>{t('figures.amount')}</dt>
                  <dd>{formatMoney(stats.totals.amount)}</dd>
                </Figure>
                <Figure>
                  <dt>{t('figures.taxAmount')}</dt>
                  <dd>{formatMoney(stats.totals.taxAmount)}</dd>
                </Figure>
                <Figure>
                  <dt>{t('figures.totalAmount')}</dt>
                  <dd>{formatMoney(stats.totals.totalAmount)}</dd>
                </Figure>
              </Figures>
              {mode.inquiryPath && <Hint>{t('figures.sameAsInquiry')}</Hint>}
            </Panel>
            {stats.totals.count === 0 ? (
              <Panel title={t('tables.title')}>
                <Empty title={t('empty')} />
              </Panel>
            ) : (
              <>
                <Panel title={t('charts.title')}>
                  <Charts>
                    <section aria-labelledby={`${route.id}-by-month`}>
                      <ChartTitle id={`${route.id}-by-month`}>{t('charts.byMonth')}</ChartTitle>
                      <StatsChart kind="bar" label={t('charts.byMonthLabel')} data={tables.monthChart} formatAxis={axisMoney} />
                    </section>
                    <section aria-labelledby={`${route.id}-by-type`}>
                      <ChartTitle id={`${route.id}-by-type`}>{t('charts.byType')}</ChartTitle>
                      <StatsChart kind="pie" label={t('charts.byTypeLabel')} data={tables.typeChart} />
                    </section>
                  </Charts>
                </Panel>
                <Panel title={t('tables.title')}>
                  <Tabs defaultSelectedKey={mode.dimensions[0]}>
                    <TabList aria-label={t('tables.dimensions')}>
                      {mode.dimensions.map((dimension) => (
                        <Tab key={dimension} id={dimension}>
                          {t(`dimension.${dimension}`)}
                        </Tab>
                      ))}
                    </TabList>
                    {mode.dimensions.map((dimension) => (
                      <TabPanel key={dimension} id={dimension}>
                        <BucketTable
                          dimension={dimension}
                          rows={tables.rows[dimension]}
                          isLoading={query.isFetching}
                          onOpen={
                            mode.drill?.dimension === dimension
                              ? (row) => navigate(withDisk(mode.drill?.path(row.key) ?? '', statsSearch(applied)))
                              : undefined
                          }
                        />
                        {mode.drill?.dimension === dimension && <Hint>{t('tables.drillHint')}</Hint>}
                      </TabPanel>
                    ))}
                  </Tabs>
                </Panel>
              </>
            )}
          </>
        )}
      </PageFrame>
    </RouterProvider>
  );
}


function useLabels() {
  const { t } = useTranslation(['statistics', 'lookups']);
  return useCallback(
    (dimension: StatsDimension, bucket: StatsBucket): { label: string; sub?: string } => {
      switch (dimension) {
        case 'month': {
          const [year, month] = bucket.key.split('-');
          return { label: t('month', { year, month: Number(month) }) };
        }
        case 'type':
          return { label: t(lookupKey(invoiceType, bucket.key)) };
        case 'status':
          return { label: t(lookupKey(invoiceStatusFilter, bucket.key)) };
        case 'kind':
          return { label: t(lookupKey(invoiceKind, bucket.key)) };
        case 'enterprise':
          return { label: bucket.name ?? bucket.key, sub: bucket.key };
        case 'terminal':
          return { label: bucket.name ?? bucket.key, sub: bucket.key };
      }
    },
    [t],
  );
}

type Labeller = ReturnType<typeof useLabels>;

interface Tables {
  rows: Record<StatsDimension, BucketRow[]>;
  monthChart: ChartDatum[];
  typeChart: ChartDatum[];
}

function tablesOf(stats: InvoiceStats, filters: StatsFilters, labelOf: Labeller): Tables & { tooltip?: never } {
  const total = stats.totals.count;
  const rowsOf = (dimension: StatsDimension, buckets: readonly StatsBucket[]): BucketRow[] => [
    ...buckets.map((b) => ({ ...b, ...labelOf(dimension, b), share: shareOf(b.count, total) })),
    { ...stats.totals, key: TOTAL_KEY, label: '', share: shareOf(total, total) },
  ];
  const months = monthSeries(stats.byMonth, filters.qsrq, filters.zzrq);
  const rows: Record<StatsDimension, BucketRow[]> = {
    month: rowsOf('month', months),
    type: rowsOf('type', stats.byType),
    status: rowsOf('status', stats.byStatus),
    kind: rowsOf('kind', stats.byKind),
    enterprise: rowsOf('enterprise', stats.byEnterprise),
    terminal: rowsOf('terminal', stats.byTerminal),
  };
  return {
    rows,
    monthChart: rows.month.filter((r) => r.key !== TOTAL_KEY).map((r) => ({ name: r.label, value: Number(r.totalAmount), text: `${r.label}: ${formatMoney(r.totalAmount)} (${r.count})` })),
    typeChart: rows.type.filter((r) => r.key !== TOTAL_KEY).map((r) => ({ name: r.label, value: r.count, text: `${r.label}: ${r.count} (${r.share}%)` })),
  };
}

function scopeNameOf(mode: StatsPageMode, stats: InvoiceStats | null, id: string): string {
  if (mode.scope === 'enterprise') return stats?.byEnterprise[0]?.name ?? id;
  if (mode.scope === 'terminal') return stats?.byTerminal[0]?.name ? `${stats.byTerminal[0].name} ${id}` : id;
  return '';
}

function BucketTable({ dimension, rows, isLoading, onOpen }: { dimension: StatsDimension; rows: BucketRow[]; isLoading: boolean; onOpen?(row: BucketRow): void }) {
  const { t } = useTranslation('statistics');
  const columns = useMemo<TableColumn<BucketRow>[]>(
    () => [
      {
        key: 'label',
        title: t(`columnOf.${dimension}`),
        minWidth: 220,
        ellipsis: true,
        render: (row) =>
          row.key === TOTAL_KEY ? (
            <strong>{t('tables.total')}</strong>
          ) : (
            <>
              {row.label}
              {row.sub && <Sub>{row.sub}</Sub>}
            </>
          ),
      },
      { key: 'count', title: t('columns.count'), width: 100, align: 'end' },
      { key: 'share', title: t('columns.share'), width: 100, align: 'end', render: (row) => `${row.share}%` },
      { key: 'amount', title: t('columns.amount'), width: 160, align: 'end', render: (row) => formatMoney(row.amount) },
      { key: 'taxAmount', title: t('columns.taxAmount'), width: 140, align: 'end', render: (row) => formatMoney(row.taxAmount) },
      { key: 'totalAmount', title: t('columns.totalAmount'), width: 160, align: 'end', render: (row) => formatMoney(row.totalAmount) },
    ],
    [t, dimension],
  );
  return (
    <Table
      aria-label={t('tables.of', { dimension: t(`dimension.${dimension}`) })}
      columns={columns}
      rows={rows}
      rowKey="key"
      isLoading={isLoading}
      maxHeight={440}
      {...(onOpen ? { onRowAction: (row: BucketRow) => row.key !== TOTAL_KEY && onOpen(row) } : {})}
    />
  );
}

function sheetsOf(stats: InvoiceStats, tables: Tables, dimensions: readonly StatsDimension[], t: (key: string) => string): Sheet[] {
  const head: SheetCell[] = ['columns.count', 'columns.share', 'columns.amount', 'columns.taxAmount', 'columns.totalAmount'].map((key) => ({ text: t(key) }));
  const figures = (row: StatsBucket & { share: string }): SheetCell[] => [
    { count: row.count },
    { text: `${row.share}%` },
    { money: row.amount },
    { money: row.taxAmount },
    { money: row.totalAmount },
  ];
  return [
    { name: t('export.totalsSheet'), rows: [[{ text: '' }, ...head], [{ text: t('tables.total') }, ...figures({ ...stats.totals, share: '100.0' })]] },
    ...dimensions.map((dimension) => ({
      name: t(`dimension.${dimension}`),
      rows: [
        [{ text: t(`columnOf.${dimension}`) }, ...(dimension === 'enterprise' || dimension === 'terminal' ? [{ text: t(`export.keyOf.${dimension}`) }] : []), ...head],
        ...tables.rows[dimension].map((row) => [
          { text: row.key === TOTAL_KEY ? t('tables.total') : row.label },
          ...(dimension === 'enterprise' || dimension === 'terminal' ? [{ text: row.key === TOTAL_KEY ? '' : row.key }] : []),
          ...figures(row),
        ]),
      ],
    })),
  ];
}

/** The filters: period (at most a year), status, kind and type; typed values kept while invalid. */
function StatsFilterBar({ applied, defaults, onSearch }: { applied: StatsFilters; defaults: StatsFilters; onSearch(filters: StatsFilters): void }) {
  const { t } = useTranslation(['statistics', 'lookups']);
  const [draft, setDraft] = useState(applied);
  const [issues, setIssues] = useState<RuleIssue[]>([]);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
    setIssues([]);
  }
  const set = (patch: Partial<StatsFilters>) => {
    setDraft((d) => ({ ...d, ...patch }));
    if ('qsrq' in patch || 'zzrq' in patch) setIssues([]);
  };
  const periodIssue = issues.find((i) => i.field === 'period');
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
            onChange={(range) => range && set({ qsrq: range.start, zzrq: range.end })}
            isInvalid={periodIssue !== undefined}
            errorMessage={periodIssue ? t(periodIssue.key) : undefined}
          />
        </FilterBarWide>
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
          {[ALL, ...invoiceTypes].map((code) => (
            <SelectItem key={code} id={code}>
              {code === ALL ? t('filters.all') : t(lookupKey(invoiceType, code))}
            </SelectItem>
          ))}
        </Select>
      </FilterBar>
    </form>
  );
}
