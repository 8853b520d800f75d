import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Empty, formatDateTime, formatMoney, Panel, Skeleton, space, Table, useConfirm, useMessage, type TableColumn } from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PeriodStatistics, RateStatistics } from '../api';
import { useConfirmPeriodMutation, useGetPeriodStatisticsQuery } from '../hooks/inputVatApi';
import { periodParts, rateText } from '../rules/period';
import { PeriodFigures } from './PeriodFigures';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
  margin-top: ${space[3]};
`;

const TOTAL = 'total';

export interface PeriodStatisticsPanelProps {
  taxNo: string;
  /** The current period. */
  period: string;
}

/**
 * 统计确认 (checkStatistics): the current period's statistics by rate, recomputed by the server, and their
 * confirmation, after which the period is read-only (the tax bureau's 申请统计 → 确认统计).
 */
export function PeriodStatisticsPanel({ taxNo, period }: PeriodStatisticsPanelProps) {
  const { t } = useTranslation(['inputVat', 'errors']);
  const confirm = useConfirm();
  const message = useMessage();
  const stats = useGetPeriodStatisticsQuery({ taxNo, period });
  const [confirmPeriod, confirming] = useConfirmPeriodMutation();
  const s: PeriodStatistics | undefined = stats.data?.data;

  const rows = useMemo<RateStatistics[]>(
    () => (s ? [...s.byRate, { taxRate: TOTAL, count: s.count, amount: s.amount, taxAmount: s.taxAmount }] : []),
    [s],
  );
  const columns = useMemo<TableColumn<RateStatistics>[]>(
    () => [
      { key: 'taxRate', title: t('statistics.rate'), minWidth: 120, render: (row) => (row.taxRate === TOTAL ? t('statistics.total') : rateText(row.taxRate)) },
      { key: 'count', title: t('statistics.count'), width: 120, align: 'end' },
      { key: 'amount', title: t('statistics.amount'), width: 180, align: 'end', render: (row) => formatMoney(row.amount) },
      { key: 'taxAmount', title: t('statistics.tax'), width: 180, align: 'end', render: (row) => formatMoney(row.taxAmount) },
    ],
    [t],
  );

  const submit = async () => {
    if (!s) return;
    const sure = await confirm({
      title: t('statistics.confirmTitle'),
      content: t('statistics.confirmText', { ...periodParts(period), count: s.count, amount: formatMoney(s.amount), tax: formatMoney(s.taxAmount) }),
      okText: t('statistics.confirmOk'),
      tone: 'warning',
    });
    if (!sure) return;
    const reply = await confirmPeriod({ confirmRequest: { taxNo } });
    if (!('error' in reply)) message.success(t('statistics.confirmed'));
  };

  return (
    <Panel title={t('statistics.title', periodParts(period))}>
      {s ? (
        <>
          <PeriodFigures statistics={s} />
          <Table aria-label={t('statistics.byRate')} columns={columns} rows={rows} rowKey="taxRate" maxHeight={280} emptyContent={t('statistics.empty')} />
          <Bar>
            {s.confirmed ? (
              <Alert tone="success">{t('statistics.confirmedAt', { time: formatDateTime(s.confirmedAt ?? '') })}</Alert>
            ) : (
              <>
                <Button variant="primary" isLoading={confirming.isLoading} onPress={() => void submit()}>
                  {t('statistics.confirm')}
                </Button>
                <span>{t('statistics.confirmHint')}</span>
              </>
            )}
          </Bar>
        </>
      ) : stats.isError ? (
        <Empty
          title={t('statistics.loadFailed')}
          description={errorText(t, stats.error)}
          action={
            <Button variant="primary" onPress={() => void stats.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Skeleton variant="table" rows={4} columns={4} aria-label={t('statistics.loading')} />
      )}
    </Panel>
  );
}
