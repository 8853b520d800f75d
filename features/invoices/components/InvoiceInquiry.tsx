import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { useAddressSearch } from '../../../platform/routing';
import styled from 'styled-components';
import {
  Button,
  DownloadButton,
  Empty,
  fontSize,
  Icon,
  formatDate,
  formatMoney,
  PageFrame,
  Panel,
  Skeleton,
  space,
  Table,
  Tag,
  useMessage,
  vars,
  type TableColumn,
  type TableKey,
} from '../../../design-system';
import { downloadFile } from '../../../platform/api/download';
import type { RequestStore } from '../../../platform/api/requestOnce';
import type { PortalRoute } from '../../../platform/routing';
import { searchFiltersSaved, selectDiskId, type WithSession } from '../../../platform/session';
import {
  fullyDigitalInvoiceTypes,
  invoiceKind,
  invoiceStatusFilter,
  invoiceType,
  lookupEntry,
  lookupKey,
  taxControlInvoiceTypes,
} from '../../lookups';
import { PermissionNote, permCodes, usePermission } from '../../navigation';
import type { Order } from '../api';
import { useGetOrderListQuery } from '../hooks/orderTags';
import { errorText } from '../../../platform/api/errorText';
import { useExportTask } from '../hooks/useExportTask';
import {
  defaultPeriod,
  exportPeriodIssue,
  exportQuery,
  exportRunsAsTask,
  INQUIRY_MAX_ROWS,
  inquiryFilterKeys,
  inquiryQuery,
  inquirySearch,
  inquiryTotals,
  parseInquiryFilters,
  type InquiryFilters,
} from '../rules/inquiry';
import { detailsPath } from '../rules/paths';
import { savedFiltersKey, savedFiltersOf, storedSavedFilters, withoutSavedFilter, withSavedFilter } from '../rules/savedFilters';
import { ExportTaskProgress } from './ExportTaskProgress';
import { InquiryBatchBar } from './InquiryBatchBar';
import { InquiryFilterBar } from './InquiryFilterBar';

const Totals = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[6]};
  padding-top: ${space[3]};
  color: ${vars.colorText};
  font-size: ${fontSize.md};
  font-variant-numeric: tabular-nums;
`;

const Count = styled.span`
  color: ${vars.colorTextSecondary};
`;

export interface InvoiceInquiryProps {
  /** The route shown (its area picks the details path; fullpower offers the fully digital types). */
  route: PortalRoute;
  /** The clock (stories and tests fix it). @default now */
  now?: Date;
}

/**
 * Invoice inquiry (spec 01 §4 invoice status and kind, §9 default period): filters kept in the address and saved under a name, the result in a virtualised
 * table with its totals in decimal, rows opening the invoice's details, selected rows downloaded, sent or exported
 * in a batch, and the result exported to Excel (a large result as a task followed in the progress dialog).
 */
export function InvoiceInquiry({ route, now }: InvoiceInquiryProps) {
  const { t } = useTranslation(['invoices', 'lookups', 'errors']);
  const message = useMessage();
  const store = useStore() as unknown as RequestStore;
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useAddressSearch();
  // Exporting needs the role's permission (spec 01 §6); without it the button is disabled, the reason below.
  const mayExport = usePermission(permCodes.export);
  const clock = useMemo(() => now ?? new Date(), [now]);
  const search = searchParams.toString();
  const applied = useMemo(() => parseInquiryFilters(new URLSearchParams(search), clock), [search, clock]);
  const defaults = useMemo<InquiryFilters>(() => ({ ...parseInquiryFilters(new URLSearchParams(), clock), ...defaultPeriod(clock) }), [clock]);
  const fullpower = route.path.includes('fullpower');
  // A member inquires on the current terminal; agency and provider users on every terminal they see.
  const memberDisk = useSelector(selectDiskId);
  const diskId = route.area === 'member' ? memberDisk : null;
  const query = useGetOrderListQuery(inquiryQuery(applied, diskId));
  const rows = useMemo(() => query.data?.data.list ?? [], [query.data]);
  const total = query.data?.data.pages.items ?? 0;
  const totals = useMemo(() => inquiryTotals(rows), [rows]);

  // Saved filters: the session store's saved search filters (spec 01 §3), see rules/savedFilters.ts.
  const dispatch = useDispatch();
  const savedKey = savedFiltersKey(route.id);
  const stored = useSelector((state: WithSession) => state.session.searchFilters[savedKey]);
  const savedList = useMemo(() => savedFiltersOf(stored), [stored]);
  const keepSaved = (list: ReturnType<typeof savedFiltersOf>) =>
    dispatch(searchFiltersSaved({ page: savedKey, filters: list.length > 0 ? storedSavedFilters(list) : null }));

  // The selection belongs to a result: a new search starts with none. A result is its filters and terminal, not the
  // address's text (parameters added to the address without a new search, such as the current disk, keep it).
  const result = `${inquirySearch(applied)}|${diskId ?? ''}`;
  const [selection, setSelection] = useState<{ result: string; keys: ReadonlySet<TableKey> }>({ result, keys: new Set() });
  const selectedKeys = useMemo(() => (selection.result === result ? selection.keys : new Set<TableKey>()), [selection, result]);
  const selectedRows = useMemo(() => rows.filter((row) => selectedKeys.has(row.id)), [rows, selectedKeys]);

  const exporter = useExportTask((filter) => t('export.fileName', { start: filter.qsrq, end: filter.zzrq }));

  const apply = (filters: InquiryFilters) => {
    const next = new URLSearchParams(inquirySearch(filters));
    // Other parameters of the address (the current terminal's diskId) stay.
    for (const [key, value] of searchParams) if (!(inquiryFilterKeys as readonly string[]).includes(key)) next.set(key, value);
    setSearchParams(next);
  };

  const columns = useMemo<TableColumn<Order>[]>(
    () => [
      { key: 'fpdm', title: t('columns.code'), width: 130 },
      { key: 'fphm', title: t('columns.number'), width: 190 },
      { key: 'fplxdm', title: t('columns.type'), width: 190, ellipsis: true, render: (row) => t(lookupKey(invoiceType, row.fplxdm)) },
      {
        key: 'kind',
        title: t('columns.kind'),
        width: 110,
        render: (row) => <Tag tone={lookupEntry(invoiceKind, row.kind)?.tone ?? 'neutral'}>{t(lookupKey(invoiceKind, row.kind))}</Tag>,
      },
      {
        key: 'fpzt',
        title: t('columns.status'),
        width: 110,
        render: (row) => <Tag tone={lookupEntry(invoiceStatusFilter, row.fpzt)?.tone ?? 'neutral'}>{t(lookupKey(invoiceStatusFilter, row.fpzt))}</Tag>,
      },
      ...(route.area === 'member' ? [] : [{ key: 'xfmc', title: t('columns.seller'), ellipsis: true, minWidth: 180 }]),
      { key: 'gfmc', title: t('columns.buyer'), ellipsis: true, minWidth: 180 },
      { key: 'gfsh', title: t('columns.buyerTaxId'), width: 190 },
      { key: 'amount', title: t('columns.amount'), width: 130, align: 'end', render: (row) => formatMoney(row.amount) },
      { key: 'taxAmount', title: t('columns.taxAmount'), width: 120, align: 'end', render: (row) => formatMoney(row.taxAmount) },
      { key: 'totalAmount', title: t('columns.total'), width: 140, align: 'end', render: (row) => formatMoney(row.totalAmount) },
      { key: 'issueTime', title: t('columns.issueTime'), width: 120, render: (row) => formatDate(row.issueTime ?? row.createTime) },
    ],
    [t, route.area],
  );

  const exportButton = exporter.task && !exporter.isOpen ? (
    <Button icon={<Icon name="clock" size={14} />} onPress={exporter.show}>
      {t('exportTask.show')}
    </Button>
  ) : (
    <DownloadButton
      isDisabled={!mayExport.allowed}
      fetchFile={async () => {
        const refused = exportPeriodIssue(applied);
        if (refused) {
          message.error(t(refused.key));
          return null;
        }
        // A large result is written by a task of the server, followed in the progress dialog (rules/inquiry.ts).
        if (exportRunsAsTask(total)) {
          await exporter.start(exportQuery(applied, diskId));
          return null;
        }
        const result = await downloadFile(
          store,
          { url: '/v2/tax/invoice/export/excel', params: exportQuery(applied, diskId) },
          { endpoint: 'exportInvoiceList', fallbackName: t('export.fileName', { start: applied.qsrq, end: applied.zzrq }) },
        );
        // A business error has been alerted by the request layer with the server's message.
        if (result.error) return null;
        return { blob: result.file.blob, name: t('export.fileName', { start: applied.qsrq, end: applied.zzrq }) };
      }}
    >
      {t('export.excel')}
    </DownloadButton>
  );

  const firstLoad = query.isLoading || (query.isFetching && query.isError);
  return (
    <PageFrame title={t(fullpower ? 'inquiry.fullpowerTitle' : 'inquiry.title')}>
      <Panel title={t('inquiry.filters')}>
        <InquiryFilterBar
          applied={applied}
          defaults={defaults}
          types={fullpower ? fullyDigitalInvoiceTypes : taxControlInvoiceTypes}
          onSearch={apply}
          extraActions={exportButton}
          saved={{
            list: savedList,
            onSave: (name, filters) => {
              keepSaved(withSavedFilter(savedList, name, filters));
              message.success(t('saved.saved', { name: name.trim() }));
            },
            onDelete: (name) => {
              keepSaved(withoutSavedFilter(savedList, name));
              message.success(t('saved.deleted', { name }));
            },
          }}
        />
        <PermissionNote permission={mayExport} />
      </Panel>
      <Panel title={t('inquiry.results')} extra={query.isSuccess ? <Count>{t('inquiry.count', { count: total })}</Count> : undefined}>
        {firstLoad ? (
          <Skeleton variant="table" rows={8} columns={8} aria-label={t('inquiry.loading')} />
        ) : query.isError ? (
          <Empty
            title={t('inquiry.loadFailed')}
            description={errorText(t, query.error)}
            action={
              <Button variant="primary" onPress={() => void query.refetch()}>
                {t('inquiry.retry')}
              </Button>
            }
          />
        ) : (
          <>
            <InquiryBatchBar selected={selectedRows} onClear={() => setSelection({ result, keys: new Set() })} />
            <Table
              aria-label={t('inquiry.results')}
              columns={columns}
              rows={rows}
              rowKey="id"
              selectionMode="multiple"
              selectedKeys={selectedKeys}
              onSelectionChange={(keys) => setSelection({ result, keys })}
              isLoading={query.isFetching}
              maxHeight={520}
              onRowAction={(row) => {
                if (!row.fphm) return;
                navigate(
                  { pathname: detailsPath(route.area, row), search: diskSearch(searchParams) },
                  { state: { inquiry: `${location.pathname}${location.search}` } },
                );
              }}
            />
            {total > rows.length && <Count>{t('inquiry.truncated', { count: INQUIRY_MAX_ROWS })}</Count>}
            <Totals aria-label={t('totals.label')} role="group">
              <span>{t('totals.amount', { value: formatMoney(totals.amount) })}</span>
              <span>{t('totals.taxAmount', { value: formatMoney(totals.taxAmount) })}</span>
              <span>{t('totals.total', { value: formatMoney(totals.totalAmount) })}</span>
            </Totals>
          </>
        )}
      </Panel>
      <ExportTaskProgress exporter={exporter} />
    </PageFrame>
  );
}

/** The address's diskId (the current terminal travels with every navigation, spec 01 §2). */
function diskSearch(params: URLSearchParams): string {
  const diskId = params.get('diskId');
  return diskId ? `?${new URLSearchParams({ diskId }).toString()}` : '';
}

