import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Button,
  Empty,
  FilterBar,
  formatMoney,
  Pagination,
  Panel,
  Select,
  SelectItem,
  Skeleton,
  space,
  Table,
  Tag,
  TextField,
  useConfirm,
  useMessage,
  vars,
  type TableColumn,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import { useAddressSearch } from '../../../platform/routing';
import { declarationStatus, lookupEntry, lookupKey } from '../../lookups';
import { useGetDeclarationListQuery, usePayDeclarationMutation, type Declaration } from '../api';
import { actionsOf, filingState, reportType, type FilingStateCode, type ReportTypeCode } from '../rules/lookups';
import { certificatePath, isFilingArea, reportPath } from '../rules/paths';
import { recentPeriods } from '../rules/periods';

const Count = styled.span`
  color: ${vars.colorTextSecondary};
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${space[3]};
`;
const Actions = styled.div`
  display: flex;
  gap: ${space[1]};
`;

const ALL = 'all';
const PAGE_SIZES = [20, 50, 100] as const;
const filingCodes = Object.keys(filingState) as FilingStateCode[];
const typeCodes = Object.keys(reportType) as ReportTypeCode[];

export interface DeclarationListProps {
  route: PortalRoute;
  /** 'due': only the reports still to file (报表填报, 申报填写 without a report open). @default 'all' */
  mode?: 'all' | 'due';
  /** One report type only (申报填写: the VAT return, 财报填写: the statements); else a filter offers both. */
  only?: ReportTypeCode;
  /** Today (stories fix it): the periods offered end with the reporting period. */
  now?: Date;
}

/**
 * 申报管理 and the lists of reports to file (spec 02 §7.3 declarations): each enterprise's reports per period with
 * their filing state and the period's declaration status (spec 02 §3.1), filtered in the address; a row opens its
 * report, a sent VAT return with tax due is paid from here, a paid one leads to its certificate.
 */
export function DeclarationList({ route, mode = 'all', only, now }: DeclarationListProps) {
  const { t } = useTranslation(['declarations', 'lookups', 'errors']);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const message = useMessage();
  const periods = useMemo(() => recentPeriods(now ?? new Date(), 12), [now]);
  const [searchParams, setSearchParams] = useAddressSearch();
  const applied = {
    period: searchParams.get('period') ?? (periods[0] as string),
    sbzt: searchParams.get('sbzt') ?? '',
    reportType: only ?? searchParams.get('reportType') ?? '',
    kw: searchParams.get('kw') ?? '',
  };
  const [draft, setDraft] = useState(applied);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const query = useGetDeclarationListQuery(
    {
      ...(applied.period !== ALL ? { period: applied.period } : {}),
      ...(filingCodes.includes(applied.sbzt as FilingStateCode) ? { sbzt: applied.sbzt as FilingStateCode } : {}),
      ...(typeCodes.includes(applied.reportType as ReportTypeCode) ? { reportType: applied.reportType as ReportTypeCode } : {}),
      ...(mode === 'due' ? { due: true } : {}),
      ...(applied.kw.trim() ? { kw: applied.kw.trim() } : {}),
      page: paging.page,
      pageSize: paging.pageSize,
    },
    { refetchOnMountOrArgChange: true },
  );
  const [pay] = usePayDeclarationMutation();
  const rows = query.data?.data.list ?? [];
  const total = query.data?.data.pages.items ?? 0;
  const area = isFilingArea(route.area) ? route.area : 'account';

  const apply = (filters: typeof applied) => {
    const next = new URLSearchParams(searchParams);
    for (const key of ['period', 'sbzt', 'reportType', 'kw'] as const) {
      const value = filters[key].trim();
      if (value && !(key === 'reportType' && only)) next.set(key, value);
      else next.delete(key);
    }
    setPaging((p) => ({ ...p, page: 1 }));
    if (next.toString() === searchParams.toString() && paging.page === 1) void query.refetch();
    else setSearchParams(next);
  };

  const columns = useMemo<TableColumn<Declaration>[]>(() => {
    const typeName = (row: Declaration) => t(lookupKey(reportType, row.reportType));
    const payRow = async (row: Declaration) => {
      const values = { name: row.taxerName, period: row.period, amount: formatMoney(row.totalDue ?? '0') };
      if (!(await confirm({ title: t('pay.title'), content: t('pay.content', values), okText: t('pay.confirm') }))) return;
      const result = await pay({ id: row.id });
      if (!('error' in result)) message.success(t('pay.done'));
      void query.refetch();
    };
    return [
      { key: 'taxerName', title: t('columns.taxerName'), ellipsis: true, minWidth: 180 },
      { key: 'taxerId', title: t('columns.taxerId'), width: 170 },
      { key: 'period', title: t('columns.period'), width: 80 },
      { key: 'reportType', title: t('columns.reportType'), width: 180, ellipsis: true, render: typeName },
      {
        key: 'sbzt',
        title: t('columns.sbzt'),
        width: 120,
        render: (row) => <Tag tone={lookupEntry(filingState, row.sbzt)?.tone ?? 'neutral'}>{t(lookupKey(filingState, row.sbzt))}</Tag>,
      },
      {
        key: 'cbzt',
        title: t('columns.cbzt'),
        width: 130,
        ellipsis: true,
        render: (row) => <Tag tone={lookupEntry(declarationStatus, row.cbzt)?.tone ?? 'neutral'}>{t(lookupKey(declarationStatus, row.cbzt))}</Tag>,
      },
      { key: 'totalDue', title: t('columns.totalDue'), width: 110, align: 'end', render: (row) => (row.totalDue ? formatMoney(row.totalDue) : '') },
      { key: 'deadline', title: t('columns.deadline'), width: 100, render: (row) => row.deadline },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 130,
        render: (row) => (
          <Actions>
            {actionsOf(row).map((action) => {
              const label = t(`actions.${action}Of`, { name: row.taxerName, period: row.period, type: typeName(row) });
              const onPress =
                action === 'pay'
                  ? () => void payRow(row)
                  : action === 'certificate'
                    ? () => void navigate(certificatePath(area, row.certificateId ?? ''))
                    : () => void navigate(reportPath(area, row.reportType, row.id));
              return (
                <Button key={action} size="sm" variant="text" aria-label={label} onPress={onPress}>
                  {t(`actions.${action}`)}
                </Button>
              );
            })}
          </Actions>
        ),
      },
    ];
  }, [t, confirm, pay, message, query, navigate, area]);

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
                    const reset = { period: periods[0] as string, sbzt: '', reportType: only ?? '', kw: '' };
                    setDraft(reset);
                    apply(reset);
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
            {mode === 'all' && (
              <Select label={t('filters.sbzt')} value={draft.sbzt || ALL} onChange={(key) => setDraft((d) => ({ ...d, sbzt: key === ALL ? '' : String(key) }))}>
                {[ALL, ...filingCodes].map((code) => (
                  <SelectItem key={code} id={code}>
                    {code === ALL ? t('filters.all') : t(lookupKey(filingState, code))}
                  </SelectItem>
                ))}
              </Select>
            )}
            {!only && (
              <Select
                label={t('filters.reportType')}
                value={draft.reportType || ALL}
                onChange={(key) => setDraft((d) => ({ ...d, reportType: key === ALL ? '' : String(key) }))}
              >
                {[ALL, ...typeCodes].map((code) => (
                  <SelectItem key={code} id={code}>
                    {code === ALL ? t('filters.all') : t(lookupKey(reportType, code))}
                  </SelectItem>
                ))}
              </Select>
            )}
            <TextField label={t('filters.keyword')} placeholder={t('filters.keywordPlaceholder')} value={draft.kw} onChange={(kw) => setDraft((d) => ({ ...d, kw }))} />
          </FilterBar>
        </form>
      </Panel>
      <Panel title={t(mode === 'due' ? 'list.dueTitle' : 'list.title')} extra={query.isSuccess ? <Count>{t('list.count', { count: total })}</Count> : undefined}>
        {query.isLoading || (query.isFetching && query.isError) ? (
          <Skeleton variant="table" rows={8} columns={8} aria-label={t('list.loading')} />
        ) : query.isError ? (
          <Empty
            title={t('list.loadFailed')}
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
              aria-label={t(mode === 'due' ? 'list.dueTitle' : 'list.title')}
              columns={columns}
              rows={rows}
              rowKey="id"
              isLoading={query.isFetching}
              maxHeight={560}
              emptyContent={<Empty title={t('list.empty')} />}
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
