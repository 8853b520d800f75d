import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Empty,
  formatDateTime,
  formatMoney,
  Panel,
  Select,
  SelectItem,
  Skeleton,
  space,
  Table,
  Tag,
  useMessage,
  vars,
  type TableColumn,
  type TableKey,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import { invoiceType, lookupKey } from '../../lookups';
import type { PeriodStatistics, PurchaseInvoice } from '../api';
import { useGetPeriodStatisticsQuery, useGetPurchaseInvoicesQuery, useTickPurchaseInvoicesMutation } from '../hooks/inputVatApi';
import { hasFilters, invoiceFilterOf, listQuery, type TickFilters } from '../rules/filters';
import { entryOf, tickState } from '../rules/lookups';
import { periodParts, rateText } from '../rules/period';
import { sumOf, tickCounts } from '../rules/sums';
import { PeriodFigures } from './PeriodFigures';
import { PurchaseTicketDialog } from './PurchaseTicketDialog';
import { TickFilterBar } from './TickFilterBar';

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
const Gap = styled.div`
  margin-bottom: ${space[3]};
`;
const PeriodRow = styled.div`
  max-width: 260px;
  margin-bottom: ${space[3]};
`;

export interface TickPanelProps {
  taxNo: string;
  /** The period shown (YYYYMM). */
  period: string;
  /** The current period: the only one that may be ticked, until confirmed. */
  currentPeriod: string;
  /** The periods offered (current first, then earlier ones). */
  periods: readonly PeriodStatistics[];
  onPeriodChange(period: string): void;
  filters: TickFilters;
  onSearch(filters: TickFilters): void;
}

/**
 * 发票勾选: the period's purchase invoices with filters; tick or untick the selected ones or every invoice the filters
 * find (thousands in one call); the period's statistics follow each change (the server recomputes them). A confirmed
 * or earlier period is read-only.
 */
export function TickPanel({ taxNo, period, currentPeriod, periods, onPeriodChange, filters, onSearch }: TickPanelProps) {
  const { t } = useTranslation(['inputVat', 'lookups', 'errors']);
  const message = useMessage();
  const query = useGetPurchaseInvoicesQuery(listQuery(taxNo, period, filters));
  const stats = useGetPeriodStatisticsQuery({ taxNo, period });
  const rows = useMemo(() => query.data?.data.list ?? [], [query.data]);
  const statistics = stats.data?.data;
  const readOnly = period !== currentPeriod || statistics?.confirmed === true;

  const result = `${taxNo}|${period}|${JSON.stringify(filters)}`;
  const [selection, setSelection] = useState<{ result: string; keys: ReadonlySet<TableKey> }>({ result, keys: new Set() });
  const selectedKeys = useMemo(() => (selection.result === result ? selection.keys : new Set<TableKey>()), [selection, result]);
  const selectedRows = useMemo(() => (selectedKeys.size ? rows.filter((row) => selectedKeys.has(row.id)) : []), [rows, selectedKeys]);
  const selectedSum = useMemo(() => sumOf(selectedRows), [selectedRows]);
  const selectedCounts = useMemo(() => tickCounts(selectedRows), [selectedRows]);
  const listCounts = useMemo(() => tickCounts(rows), [rows]);
  const [viewing, setViewing] = useState<string | null>(null);

  const [tick, ticking] = useTickPurchaseInvoicesMutation();
  const [sendError, setSendError] = useState<string | null>(null);
  const send = async (ticked: boolean, target: { ids: string[] } | 'filtered') => {
    setSendError(null);
    const reply = await tick({ tickRequest: { taxNo, ticked, ...(target === 'filtered' ? { filter: invoiceFilterOf(filters) } : { ids: target.ids }) } });
    if ('error' in reply) {
      setSendError(errorText(t, reply.error));
      return;
    }
    setSelection({ result, keys: new Set() });
    message.success(t(ticked ? 'tick.ticked' : 'tick.unticked', { count: reply.data.data.changed }));
  };

  const columns = useMemo<TableColumn<PurchaseInvoice>[]>(
    () => [
      {
        key: 'ticked',
        title: t('columns.state'),
        width: 90,
        render: (row) => {
          const entry = entryOf(tickState, row.ticked ? '1' : '0');
          return <Tag tone={entry.tone ?? 'neutral'}>{t(entry.key)}</Tag>;
        },
      },
      { key: 'fplxdm', title: t('columns.type'), width: 150, ellipsis: true, render: (row) => t(lookupKey(invoiceType, row.fplxdm)) },
      { key: 'fpdm', title: t('columns.code'), width: 120 },
      {
        key: 'fphm',
        title: t('columns.number'),
        width: 200,
        render: (row) => (
          <Button size="sm" variant="text" aria-label={t('columns.openTicket', { number: row.fphm })} onPress={() => setViewing(row.id)}>
            {row.fphm}
          </Button>
        ),
      },
      { key: 'xfmc', title: t('columns.seller'), minWidth: 200, ellipsis: true },
      { key: 'xfsh', title: t('columns.sellerTaxNo'), width: 180 },
      { key: 'issueDate', title: t('columns.issueDate'), width: 110 },
      { key: 'amount', title: t('columns.amount'), width: 120, align: 'end', render: (row) => formatMoney(row.amount) },
      { key: 'taxRate', title: t('columns.rate'), width: 70, align: 'center', render: (row) => rateText(row.taxRate) },
      { key: 'taxAmount', title: t('columns.tax'), width: 110, align: 'end', render: (row) => formatMoney(row.taxAmount) },
      { key: 'totalAmount', title: t('columns.total'), width: 120, align: 'end', render: (row) => formatMoney(row.totalAmount) },
    ],
    [t],
  );

  const periodSelect = (
    <PeriodRow>
      <Select label={t('tick.period')} value={period} onChange={(key) => onPeriodChange(String(key))}>
        {periods.map((p) => (
          <SelectItem key={p.period} id={p.period}>
            {t(p.period === currentPeriod ? 'tick.currentPeriod' : 'period', periodParts(p.period))}
          </SelectItem>
        ))}
      </Select>
    </PeriodRow>
  );

  const firstLoad = query.isLoading || (query.isFetching && query.isError);
  return (
    <>
      {statistics ? <PeriodFigures statistics={statistics} /> : stats.isError ? <Alert tone="danger">{errorText(t, stats.error)}</Alert> : <Skeleton variant="text" lines={2} />}
      {readOnly && statistics && (
        <Gap>
          <Alert tone="info">
            {statistics.confirmed ? t('tick.readOnlyConfirmed', { time: formatDateTime(statistics.confirmedAt ?? '') }) : t('tick.readOnlyPast')}
          </Alert>
        </Gap>
      )}
      <Panel title={t('tick.filters')}>
        {periodSelect}
        <TickFilterBar applied={filters} onSearch={onSearch} />
      </Panel>
      <Panel title={t('tick.list')} extra={query.isSuccess ? <Count>{t('tick.count', { count: rows.length })}</Count> : undefined}>
        {firstLoad ? (
          <Skeleton variant="table" rows={8} columns={8} aria-label={t('tick.loading')} />
        ) : query.isError ? (
          <Empty
            title={t('tick.loadFailed')}
            description={errorText(t, query.error)}
            action={
              <Button variant="primary" onPress={() => void query.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <>
            <Bar role="group" aria-label={t('tick.actions')}>
              <Count aria-live="polite">
                {selectedRows.length > 0
                  ? t('tick.selected', { count: selectedSum.count, amount: formatMoney(selectedSum.amount), tax: formatMoney(selectedSum.taxAmount) })
                  : t('tick.noneSelected')}
              </Count>
              {!readOnly && (
                <>
                  <Button
                    variant="primary"
                    isDisabled={selectedCounts.unticked === 0}
                    isLoading={ticking.isLoading}
                    onPress={() => void send(true, { ids: selectedRows.filter((r) => !r.ticked).map((r) => r.id) })}
                  >
                    {t('tick.tickSelected', { count: selectedCounts.unticked })}
                  </Button>
                  <Button isDisabled={selectedCounts.ticked === 0} isLoading={ticking.isLoading} onPress={() => void send(false, { ids: selectedRows.filter((r) => r.ticked).map((r) => r.id) })}>
                    {t('tick.untickSelected', { count: selectedCounts.ticked })}
                  </Button>
                  <Button isDisabled={listCounts.unticked === 0} isLoading={ticking.isLoading} onPress={() => void send(true, 'filtered')}>
                    {t(hasFilters(filters) ? 'tick.tickFiltered' : 'tick.tickAll', { count: listCounts.unticked })}
                  </Button>
                  <Button isDisabled={listCounts.ticked === 0} isLoading={ticking.isLoading} onPress={() => void send(false, 'filtered')}>
                    {t(hasFilters(filters) ? 'tick.untickFiltered' : 'tick.untickAll', { count: listCounts.ticked })}
                  </Button>
                </>
              )}
            </Bar>
            {sendError && (
              <Gap>
                <Alert tone="danger">{t('tick.sendFailed', { reason: sendError })}</Alert>
              </Gap>
            )}
            <Table
              aria-label={t('tick.list')}
              columns={columns}
              rows={rows}
              rowKey="id"
              selectionMode={readOnly ? 'none' : 'multiple'}
              selectedKeys={selectedKeys}
              onSelectionChange={(keys) => setSelection({ result, keys })}
              isLoading={query.isFetching}
              maxHeight={520}
            />
          </>
        )}
      </Panel>
      <PurchaseTicketDialog invoiceId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
