import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Button,
  Empty,
  FilterBar,
  formatDate,
  formatDateTime,
  formatMoney,
  Pagination,
  Panel,
  Select,
  SelectItem,
  Skeleton,
  space,
  Table,
  TextField,
  vars,
  type TableColumn,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import { useAddressSearch } from '../../../platform/routing';
import { lookupKey } from '../../lookups';
import { amountInWords } from '../../validators';
import { useGetCertificateListQuery, useGetCertificateQuery, type Certificate } from '../api';
import { levyItem } from '../rules/lookups';
import { certificatePath, isFilingArea } from '../rules/paths';
import { periodDays, recentPeriods } from '../rules/periods';

const Count = styled.span`
  color: ${vars.colorTextSecondary};
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${space[3]};
`;

const ALL = 'all';
const PAGE_SIZES = [20, 50, 100] as const;

export interface CertificateListProps {
  route: PortalRoute;
  /** Today (stories fix it): the periods offered end with the reporting period. */
  now?: Date;
}

/** 完税凭证查询: the tax payment certificates of the enterprises served, found by period and keyword. */
export function CertificateList({ route, now }: CertificateListProps) {
  const { t } = useTranslation(['declarations', 'lookups', 'errors']);
  const navigate = useNavigate();
  const periods = useMemo(() => recentPeriods(now ?? new Date(), 12), [now]);
  const [searchParams, setSearchParams] = useAddressSearch();
  const applied = { period: searchParams.get('period') ?? ALL, kw: searchParams.get('kw') ?? '' };
  const [draft, setDraft] = useState(applied);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const query = useGetCertificateListQuery(
    { ...(applied.period !== ALL ? { period: applied.period } : {}), ...(applied.kw.trim() ? { kw: applied.kw.trim() } : {}), page: paging.page, pageSize: paging.pageSize },
    { refetchOnMountOrArgChange: true },
  );
  const rows = query.data?.data.list ?? [];
  const total = query.data?.data.pages.items ?? 0;
  const area = isFilingArea(route.area) ? route.area : 'account';

  const apply = (filters: typeof applied) => {
    const next = new URLSearchParams(searchParams);
    next.delete('certificate');
    for (const key of ['period', 'kw'] as const) {
      const value = filters[key].trim();
      if (value && value !== ALL) next.set(key, value);
      else next.delete(key);
    }
    setPaging((p) => ({ ...p, page: 1 }));
    if (next.toString() === searchParams.toString() && paging.page === 1) void query.refetch();
    else setSearchParams(next);
  };

  const columns = useMemo<TableColumn<Certificate>[]>(
    () => [
      { key: 'number', title: t('certificates.columns.number'), width: 190 },
      { key: 'taxerName', title: t('columns.taxerName'), ellipsis: true, minWidth: 200 },
      { key: 'taxerId', title: t('columns.taxerId'), width: 180 },
      { key: 'period', title: t('columns.period'), width: 90 },
      { key: 'total', title: t('certificates.columns.total'), width: 130, align: 'end', render: (row) => formatMoney(row.total) },
      { key: 'payTime', title: t('certificates.columns.payTime'), width: 160, render: (row) => formatDateTime(row.payTime) },
      { key: 'taxOffice', title: t('certificates.columns.taxOffice'), width: 200, ellipsis: true },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 90,
        render: (row) => (
          <Button size="sm" variant="text" aria-label={t('certificates.openOf', { number: row.number, name: row.taxerName })} onPress={() => void navigate(certificatePath(area, row.id))}>
            {t('certificates.open')}
          </Button>
        ),
      },
    ],
    [t, navigate, area],
  );

  return (
    <>
      <Panel title={t('filters.title')}>
        <form
          aria-label={t('filters.title')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
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
                    setDraft({ period: ALL, kw: '' });
                    apply({ period: ALL, kw: '' });
                  }}
                >
                  {t('filters.reset')}
                </Button>
              </>
            }
          >
            <Select label={t('filters.period')} value={draft.period} onChange={(key) => setDraft((d) => ({ ...d, period: String(key) }))}>
              {[ALL, ...periods].map((p) => (
                <SelectItem key={p} id={p}>
                  {p === ALL ? t('filters.all') : p}
                </SelectItem>
              ))}
            </Select>
            <TextField label={t('filters.keyword')} placeholder={t('certificates.keywordPlaceholder')} value={draft.kw} onChange={(kw) => setDraft((d) => ({ ...d, kw }))} />
          </FilterBar>
        </form>
      </Panel>
      <Panel title={t('certificates.title')} extra={query.isSuccess ? <Count>{t('certificates.count', { count: total })}</Count> : undefined}>
        {query.isLoading || (query.isFetching && query.isError) ? (
          <Skeleton variant="table" rows={8} columns={8} aria-label={t('certificates.loading')} />
        ) : query.isError ? (
          <Empty
            title={t('certificates.loadFailed')}
            description={errorText(t, query.error)}
            action={
              <Button variant="primary" onPress={() => void query.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <>
            <Table
              aria-label={t('certificates.title')}
              columns={columns}
              rows={rows}
              rowKey="id"
              isLoading={query.isFetching}
              maxHeight={560}
              emptyContent={<Empty title={t('certificates.empty')} />}
            />
            <Footer>
              <Pagination
                total={total}
                page={paging.page}
                pageSize={paging.pageSize}
                pageSizeOptions={PAGE_SIZES}
                onChange={(page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize })}
              />
            </Footer>
          </>
        )}
      </Panel>
    </>
  );
}

const Paper = styled.article`
  max-width: 880px;
  margin: 0 auto;
  padding: ${space[5]};
  background: ${vars.colorSurface};
  border: 1px solid ${vars.colorBorder};
  color: ${vars.colorText};
  h2 {
    margin: 0 0 ${space[4]};
    text-align: center;
    font-size: 22px;
    letter-spacing: 4px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    border: 1px solid ${vars.colorBorder};
    padding: ${space[2]} ${space[3]};
    text-align: left;
  }
  td[data-money] {
    text-align: right;
  }
  @media print {
    border: none;
  }
`;
const Meta = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr max-content 1fr;
  gap: ${space[2]} ${space[3]};
  margin: 0 0 ${space[3]};
  dt {
    color: ${vars.colorTextSecondary};
  }
  dd {
    margin: 0;
  }
`;
const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space[3]};
  margin-bottom: ${space[3]};
  @media print {
    display: none;
  }
`;

/** The printable face of a certificate (税收完税证明). */
export function CertificateSheet({ certificate: c }: { certificate: Certificate }) {
  const { t } = useTranslation(['declarations', 'lookups', 'errors']);
  const days = periodDays(c.period);
  return (
    <Paper aria-labelledby={`certificate-${c.id}`}>
      <h2 id={`certificate-${c.id}`}>{t('certificates.sheetTitle')}</h2>
      <Meta>
        <dt>{t('certificates.columns.number')}</dt>
        <dd>{c.number}</dd>
        <dt>{t('certificates.issueDate')}</dt>
        <dd>{formatDate(c.payTime)}</dd>
        <dt>{t('columns.taxerId')}</dt>
        <dd>{c.taxerId}</dd>
        <dt>{t('columns.taxerName')}</dt>
        <dd>{c.taxerName}</dd>
        <dt>{t('certificates.columns.taxOffice')}</dt>
        <dd>{c.taxOffice}</dd>
        <dt>{t('certificates.bank')}</dt>
        <dd>{c.bank ?? ''}</dd>
      </Meta>
      <table aria-label={t('certificates.items')}>
        <thead>
          <tr>
            <th scope="col">{t('certificates.levyItem')}</th>
            <th scope="col">{t('certificates.taxPeriod')}</th>
            <th scope="col">{t('certificates.columns.payTime')}</th>
            <th scope="col">{t('certificates.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {c.items.map((item) => (
            <tr key={item.zsxm}>
              <td>{t(lookupKey(levyItem, item.zsxm))}</td>
              <td>{t('vat.periodValue', days)}</td>
              <td>{formatDate(c.payTime)}</td>
              <td data-money="">{formatMoney(item.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('certificates.totalInWords')}</th>
            <td colSpan={2}>{amountInWords(c.total) ?? ''}</td>
            <td data-money="">{`¥${formatMoney(c.total)}`}</td>
          </tr>
        </tfoot>
      </table>
    </Paper>
  );
}

/** One certificate, found by its id, with print and back. */
export function CertificateView({ id, backPath }: { id: string; backPath: string }) {
  const { t } = useTranslation(['declarations', 'lookups', 'errors']);
  const navigate = useNavigate();
  const query = useGetCertificateQuery({ id }, { refetchOnMountOrArgChange: true });
  const certificate = query.data?.data ?? null;
  if (query.isLoading) return <Skeleton variant="table" rows={6} columns={4} aria-label={t('certificates.loading')} />;
  if (query.isError || !certificate) {
    return (
      <Empty
        title={t('certificates.loadFailed')}
        description={query.error ? errorText(t, query.error) : undefined}
        action={
          <>
            <Button variant="primary" onPress={() => void query.refetch()}>
              {t('retry')}
            </Button>
            <Button onPress={() => void navigate(backPath)}>{t('back')}</Button>
          </>
        }
      />
    );
  }
  return (
    <Panel title={t('certificates.viewTitle')}>
      <Bar>
        <Button onPress={() => void navigate(backPath)}>{t('back')}</Button>
        <Button variant="primary" onPress={() => window.print()}>
          {t('certificates.print')}
        </Button>
      </Bar>
      <CertificateSheet certificate={certificate} />
    </Panel>
  );
}
