import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Empty,
  formatDate,
  formatMoney,
  PageFrame,
  Panel,
  Skeleton,
  space,
  Table,
  Tag,
  useConfirm,
  useMessage,
  vars,
  type TableColumn,
  type TableKey,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import { useAddressSearch, type PortalRoute } from '../../../platform/routing';
import { selectDiskId } from '../../../platform/session';
import {
  InquiryFilterBar,
  inquiryFilterKeys,
  inquiryQuery,
  inquirySearch,
  parseInquiryFilters,
  shanghaiDay,
  useGetOrderListQuery,
  voidableTypes,
  voidRefusal,
  voidRefusalKey,
  type InquiryFilters,
  type Order,
} from '../../invoices';
import { invoiceKind, invoiceStatusFilter, invoiceType, lookupEntry, lookupKey } from '../../lookups';
import type { BatchVoidItem } from '../api';
import { useVoidInvoiceBatchMutation } from '../hooks/voidApi';
import { BATCH_VOID_MAX, failedIds, mergeResults, refusalCounts, resultCounts, splitSelection, type BatchResults } from '../rules/batch';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
  margin-bottom: ${space[3]};
`;

const Count = styled.span`
  color: ${vars.colorTextSecondary};
  font-variant-numeric: tabular-nums;
`;

const Lines = styled.ul`
  margin: ${space[1]} 0 0;
  padding-left: ${space[5]};
`;

const Gap = styled.div`
  margin-bottom: ${space[3]};
`;

/** The paper types, the only ones voided (features/invoices/rules/void.ts). */
const paperTypes = [...voidableTypes];

export interface BatchVoidProps {
  route: PortalRoute;
  /** The clock the void rule reads (stories fix it). @default now */
  now?: Date;
}

/** A row of the results: the invoice as it was sent, and its answer. */
interface ResultRow extends BatchVoidItem {
  gfmc: string;
}

/** The batch's default filters: issued paper invoices of this month (Asia/Shanghai), the ones that may be voided. */
function monthFilters(now: Date): InquiryFilters {
  const today = shanghaiDay(now);
  return { ...parseInquiryFilters(new URLSearchParams(), now), fpzt: '3', qsrq: `${today.slice(0, 8)}01`, zzrq: today };
}

/**
 * 批量作废 (spec 01 §2 batchVoid): find invoices with the inquiry's filters (this month's issued paper invoices at first),
 * select many, see before sending which cannot be voided and why (the details page's rule), send the rest in one
 * call, read each invoice's result (voided, or failed with the server's reason) and retry the failed ones.
 */
export function BatchVoid({ route, now }: BatchVoidProps) {
  const { t } = useTranslation(['invoiceVoid', 'invoices', 'lookups', 'errors']);
  const confirm = useConfirm();
  const message = useMessage();
  const [searchParams, setSearchParams] = useAddressSearch();
  const clock = useMemo(() => now ?? new Date(), [now]);
  const search = searchParams.toString();
  const defaults = useMemo(() => monthFilters(clock), [clock]);
  const applied = useMemo(() => {
    const params = new URLSearchParams(search);
    return inquiryFilterKeys.some((key) => params.has(key)) ? parseInquiryFilters(params, clock) : defaults;
  }, [search, clock, defaults]);
  // A member works on the current terminal; agency users on every terminal they see (as the inquiry).
  const memberDisk = useSelector(selectDiskId);
  const diskId = route.area === 'member' ? memberDisk : null;
  const query = useGetOrderListQuery(inquiryQuery(applied, diskId));
  const rows = useMemo(() => query.data?.data.list ?? [], [query.data]);
  const total = query.data?.data.pages.items ?? 0;

  const result = `${inquirySearch(applied)}|${diskId ?? ''}`;
  const [selection, setSelection] = useState<{ result: string; keys: ReadonlySet<TableKey> }>({ result, keys: new Set() });
  const selectedKeys = useMemo(() => (selection.result === result ? selection.keys : new Set<TableKey>()), [selection, result]);
  const selectedRows = useMemo(() => rows.filter((row) => selectedKeys.has(row.id)), [rows, selectedKeys]);
  const split = useMemo(() => splitSelection(selectedRows, clock), [selectedRows, clock]);
  const clear = () => setSelection({ result, keys: new Set() });

  const [send, sending] = useVoidInvoiceBatchMutation();
  const [results, setResults] = useState<BatchResults>({});
  const [buyers, setBuyers] = useState<Record<string, string>>({});
  const [sendError, setSendError] = useState<string | null>(null);

  const apply = (filters: InquiryFilters) => {
    const next = new URLSearchParams(inquirySearch(filters));
    for (const [key, value] of searchParams) if (!(inquiryFilterKeys as readonly string[]).includes(key)) next.set(key, value);
    setSearchParams(next);
  };

  const sendIds = async (ids: string[]) => {
    setSendError(null);
    const reply = await send({ batchVoidRequest: { ids } });
    if ('error' in reply) {
      // The request layer has alerted the server's words; nothing was voided, the selection stays for another try.
      setSendError(errorText(t, reply.error));
      return false;
    }
    setResults((previous) => mergeResults(previous, reply.data.data.results));
    return true;
  };

  const submit = async () => {
    const ids = split.voidable.map((o) => o.id);
    if (ids.length === 0) return;
    if (ids.length > BATCH_VOID_MAX) {
      message.error(t('batch.tooMany', { max: BATCH_VOID_MAX }));
      return;
    }
    const content = [t('batch.confirm', { count: ids.length }), split.refused.length > 0 ? t('batch.confirmRefused', { count: split.refused.length }) : ''].join('');
    const sure = await confirm({ title: t('batch.confirmTitle'), content, okText: t('batch.ok'), okVariant: 'danger', tone: 'warning' });
    if (!sure) return;
    setBuyers((known) => ({ ...known, ...Object.fromEntries(split.voidable.map((o) => [o.id, o.gfmc])) }));
    setResults({});
    if (await sendIds(ids)) clear();
  };

  const columns = useMemo<TableColumn<Order>[]>(
    () => [
      { key: 'fpdm', title: t('invoices:columns.code'), width: 130 },
      { key: 'fphm', title: t('invoices:columns.number'), width: 110 },
      { key: 'fplxdm', title: t('invoices:columns.type'), width: 170, ellipsis: true, render: (row) => t(lookupKey(invoiceType, row.fplxdm)) },
      {
        key: 'kind',
        title: t('invoices:columns.kind'),
        width: 100,
        render: (row) => <Tag tone={lookupEntry(invoiceKind, row.kind)?.tone ?? 'neutral'}>{t(lookupKey(invoiceKind, row.kind))}</Tag>,
      },
      {
        key: 'fpzt',
        title: t('invoices:columns.status'),
        width: 100,
        render: (row) => <Tag tone={lookupEntry(invoiceStatusFilter, row.fpzt)?.tone ?? 'neutral'}>{t(lookupKey(invoiceStatusFilter, row.fpzt))}</Tag>,
      },
      ...(route.area === 'member' ? [] : [{ key: 'xfmc', title: t('invoices:columns.seller'), ellipsis: true, minWidth: 160 }]),
      { key: 'gfmc', title: t('invoices:columns.buyer'), ellipsis: true, minWidth: 180 },
      { key: 'totalAmount', title: t('invoices:columns.total'), width: 130, align: 'end', render: (row) => formatMoney(row.totalAmount) },
      { key: 'issueTime', title: t('invoices:columns.issueTime'), width: 110, render: (row) => formatDate(row.issueTime ?? row.createTime) },
      {
        key: 'voidable',
        title: t('batch.columns.voidable'),
        minWidth: 220,
        ellipsis: true,
        render: (row) => {
          const refusal = voidRefusal(row, clock);
          return refusal ? t(`invoices:${voidRefusalKey[refusal]}`) : <Tag tone="success">{t('batch.canVoid')}</Tag>;
        },
      },
    ],
    [t, route.area, clock],
  );

  const resultRows = useMemo<ResultRow[]>(() => Object.values(results).map((r) => ({ ...r, gfmc: buyers[r.id] ?? '' })), [results, buyers]);
  const counts = resultCounts(results);
  const retryIds = failedIds(results);
  const resultColumns = useMemo<TableColumn<ResultRow>[]>(
    () => [
      { key: 'fpdm', title: t('invoices:columns.code'), width: 130 },
      { key: 'fphm', title: t('invoices:columns.number'), width: 110 },
      { key: 'gfmc', title: t('invoices:columns.buyer'), ellipsis: true, minWidth: 180 },
      {
        key: 'voided',
        title: t('batch.outcomeColumns.result'),
        width: 100,
        render: (row) => <Tag tone={row.voided ? 'success' : 'danger'}>{t(row.voided ? 'batch.voided' : 'batch.failed')}</Tag>,
      },
      { key: 'msg', title: t('batch.outcomeColumns.reason'), minWidth: 220, ellipsis: true, render: (row) => (row.voided ? '' : (row.msg ?? '')) },
    ],
    [t],
  );

  const firstLoad = query.isLoading || (query.isFetching && query.isError);
  return (
    <PageFrame title={t('batch.title')}>
      <Alert tone="info">{t('batch.intro')}</Alert>
      <Panel title={t('batch.filters')}>
        <InquiryFilterBar applied={applied} defaults={defaults} types={paperTypes} onSearch={apply} />
      </Panel>
      {resultRows.length > 0 && (
        <Panel title={t('batch.outcome')} extra={<Count>{t('batch.outcomeCount', counts)}</Count>}>
          <Bar>
            {retryIds.length > 0 && (
              <Button variant="primary" isLoading={sending.isLoading} onPress={() => void sendIds(retryIds)}>
                {t('batch.retryFailed', { count: retryIds.length })}
              </Button>
            )}
            <Button
              onPress={() => {
                setResults({});
                setSendError(null);
              }}
            >
              {t('batch.dismiss')}
            </Button>
          </Bar>
          <Table aria-label={t('batch.outcome')} columns={resultColumns} rows={resultRows} rowKey="id" maxHeight={280} />
        </Panel>
      )}
      <Panel title={t('batch.results')} extra={query.isSuccess ? <Count>{t('batch.count', { count: total })}</Count> : undefined}>
        {firstLoad ? (
          <Skeleton variant="table" rows={8} columns={8} aria-label={t('batch.loading')} />
        ) : query.isError ? (
          <Empty
            title={t('batch.loadFailed')}
            description={errorText(t, query.error)}
            action={
              <Button variant="primary" onPress={() => void query.refetch()}>
                {t('batch.retry')}
              </Button>
            }
          />
        ) : (
          <>
            <Bar role="group" aria-label={t('batch.title')}>
              <Count aria-live="polite">
                {selectedRows.length > 0 ? t('batch.selected', { count: selectedRows.length, voidable: split.voidable.length }) : t('batch.none')}
              </Count>
              <Button variant="danger" isDisabled={split.voidable.length === 0} isLoading={sending.isLoading} onPress={() => void submit()}>
                {t('batch.submit', { count: split.voidable.length })}
              </Button>
              {selectedRows.length > 0 && <Button onPress={clear}>{t('batch.clear')}</Button>}
            </Bar>
            {split.refused.length > 0 && (
              <Gap>
                <Alert tone="warning">
                  {t('batch.refusedSummary')}
                  <Lines>
                    {refusalCounts(split.refused).map(({ refusal, count }) => (
                      <li key={refusal}>{t('batch.refusedLine', { reason: t(`invoices:${voidRefusalKey[refusal]}`), count })}</li>
                    ))}
                  </Lines>
                </Alert>
              </Gap>
            )}
            {sendError && (
              <Gap>
                <Alert tone="danger">{t('batch.sendFailed', { reason: sendError })}</Alert>
              </Gap>
            )}
            <Table
              aria-label={t('batch.results')}
              columns={columns}
              rows={rows}
              rowKey="id"
              selectionMode="multiple"
              selectedKeys={selectedKeys}
              onSelectionChange={(keys) => setSelection({ result, keys })}
              isLoading={query.isFetching}
              maxHeight={480}
            />
          </>
        )}
      </Panel>
    </PageFrame>
  );
}
