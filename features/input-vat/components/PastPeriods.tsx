import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, formatDateTime, formatMoney, Panel, Skeleton, Table, Tag, type TableColumn } from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PeriodStatistics } from '../api';
import { useGetVatPeriodsQuery } from '../hooks/inputVatApi';
import { entryOf, periodState } from '../rules/lookups';
import { periodParts } from '../rules/period';

export interface PastPeriodsProps {
  taxNo: string;
  /** The current period (left out: it is the ticking tab's). */
  currentPeriod: string;
  /** Opens a period's ticked invoices (read-only). */
  onOpen(period: string): void;
}

/** 往期查询 (previousPeriodQuery): the earlier periods with their state and statistics; a row opens its invoices. */
export function PastPeriods({ taxNo, currentPeriod, onOpen }: PastPeriodsProps) {
  const { t } = useTranslation(['inputVat', 'errors']);
  const query = useGetVatPeriodsQuery({ taxNo });
  const rows = useMemo(() => (query.data?.data ?? []).filter((p) => p.period !== currentPeriod), [query.data, currentPeriod]);
  const columns = useMemo<TableColumn<PeriodStatistics>[]>(
    () => [
      { key: 'period', title: t('history.period'), width: 140, render: (row) => t('period', periodParts(row.period)) },
      {
        key: 'confirmed',
        title: t('history.state'),
        width: 110,
        render: (row) => {
          const entry = entryOf(periodState, row.confirmed ? 'confirmed' : 'open');
          return <Tag tone={entry.tone ?? 'neutral'}>{t(entry.key)}</Tag>;
        },
      },
      { key: 'count', title: t('history.count'), width: 100, align: 'end' },
      { key: 'amount', title: t('history.amount'), width: 160, align: 'end', render: (row) => formatMoney(row.amount) },
      { key: 'taxAmount', title: t('history.tax'), width: 150, align: 'end', render: (row) => formatMoney(row.taxAmount) },
      { key: 'confirmedAt', title: t('history.confirmedAt'), minWidth: 160, render: (row) => (row.confirmedAt ? formatDateTime(row.confirmedAt) : '') },
      {
        key: 'open',
        title: t('history.actions'),
        width: 120,
        render: (row) => (
          <Button size="sm" variant="text" aria-label={t('history.openOf', periodParts(row.period))} onPress={() => onOpen(row.period)}>
            {t('history.open')}
          </Button>
        ),
      },
    ],
    [t, onOpen],
  );
  return (
    <Panel title={t('history.title')}>
      {query.isSuccess ? (
        <Table aria-label={t('history.title')} columns={columns} rows={rows} rowKey="period" maxHeight={400} emptyContent={t('history.empty')} />
      ) : query.isError ? (
        <Empty
          title={t('history.loadFailed')}
          description={errorText(t, query.error)}
          action={
            <Button variant="primary" onPress={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Skeleton variant="table" rows={3} columns={6} aria-label={t('history.loading')} />
      )}
    </Panel>
  );
}
