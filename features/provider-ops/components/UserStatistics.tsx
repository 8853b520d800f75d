import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Empty, fontSize, fontWeight, PageFrame, Panel, Select, SelectItem, Skeleton, space, Table, vars, type TableColumn } from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import { diskType, lookupKey } from '../../lookups';
import { StatsChart, type ChartDatum } from '../../statistics';
import { useGetUserStatisticsQuery } from '../hooks/opsApi';
import { statsDiskTypes, statsPeriods, userStatsRows, type StatsPeriod, type UserStatsRow } from '../rules/userStats';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space[4]};
  margin: 0;
`;

const Figure = styled.div`
  dt { color: ${vars.colorTextSecondary}; font-size: ${fontSize.sm}; }
  dd { margin: ${space[1]} 0 0; color: ${vars.colorText}; font-size: ${fontSize.xxl}; font-weight: ${fontWeight.bold}; }
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${space[4]};
`;

const ChartTitle = styled.h3`
  margin: 0 0 ${space[2]};
  color: ${vars.colorText};
  font-size: ${fontSize.md};
`;

const Period = styled.div`
  width: 200px;
`;

export interface UserStatisticsProps {
  route: PortalRoute;
}

/**
 * 用户统计 (/service/userStatistics, spec 01 §2): the provider's members, agencies, new and active users and hosted
 * terminals by type, month by month; two charts (active users over the months, terminals by type this month) drawn
 * with the statistics' ECharts setup (loaded with the first chart), and the table by month that holds their figures.
 */
export function UserStatistics({ route }: UserStatisticsProps) {
  const { t, i18n } = useTranslation(['providerOps', 'lookups', 'routeTitles', 'errors']);
  const [months, setMonths] = useState<StatsPeriod>(12);
  const query = useGetUserStatisticsQuery({ months }, { refetchOnMountOrArgChange: true });
  const rows = useMemo(() => userStatsRows(query.data?.data.list ?? []), [query.data]);
  const latest = rows[rows.length - 1];
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const monthLabel = useCallback((month: string) => t('stats.monthLabel', { year: month.slice(0, 4), month: Number(month.slice(5, 7)) }), [t]);

  const activeChart = useMemo<ChartDatum[]>(
    () => rows.map((r) => ({ name: monthLabel(r.month), value: r.activeUsers, text: t('stats.activeTip', { month: monthLabel(r.month), count: number.format(r.activeUsers) }) })),
    [rows, t, number, monthLabel],
  );
  const typeChart = useMemo<ChartDatum[]>(
    () =>
      latest
        ? statsDiskTypes.map((d) => ({ name: t(lookupKey(diskType, d)), value: latest.byType[d], text: t('stats.typeTip', { type: t(lookupKey(diskType, d)), count: number.format(latest.byType[d]) }) }))
        : [],
    [latest, t, number],
  );

  const columns = useMemo<TableColumn<UserStatsRow>[]>(
    () => [
      { key: 'month', title: t('stats.month'), width: 110, render: (r) => monthLabel(r.month) },
      { key: 'members', title: t('stats.members'), width: 90, align: 'end', render: (r) => number.format(r.members) },
      { key: 'agencies', title: t('stats.agencies'), width: 100, align: 'end', render: (r) => number.format(r.agencies) },
      { key: 'newUsers', title: t('stats.newUsers'), width: 90, align: 'end', render: (r) => number.format(r.newUsers) },
      { key: 'activeUsers', title: t('stats.activeUsers'), width: 90, align: 'end', render: (r) => number.format(r.activeUsers) },
      { key: 'activeShare', title: t('stats.activeShare'), width: 90, align: 'end', render: (r) => `${r.activeShare}%` },
      ...statsDiskTypes.map((d) => ({ key: `type${d}`, title: t(lookupKey(diskType, d)), width: 100, align: 'end' as const, render: (r: UserStatsRow) => number.format(r.byType[d]) })),
      { key: 'terminals', title: t('stats.terminals'), width: 100, align: 'end', render: (r) => number.format(r.terminals) },
    ],
    [t, number, monthLabel],
  );

  const periodItems = statsPeriods.map((m) => ({ id: String(m), label: t('stats.period', { count: m }) }));

  return (
    <PageFrame
      title={t(route.titleKey)}
      actions={
        <Period>
          <Select<{ id: string; label: string }>
            label={t('stats.periodLabel')}
            items={periodItems}
            value={String(months)}
            onChange={(next) => next !== null && setMonths(Number(next) as StatsPeriod)}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
        </Period>
      }
    >
      <Column>
        {query.isError ? (
          <Alert tone="danger">{errorText(t, query.error)}</Alert>
        ) : query.isLoading ? (
          <Skeleton lines={8} aria-label={t('stats.loading')} />
        ) : !latest ? (
          <Empty title={t('stats.empty')} />
        ) : (
          <>
            <Panel title={t('stats.figuresTitle', { month: monthLabel(latest.month) })}>
              <Figures>
                <Figure>
                  <dt>{t('stats.members')}</dt>
                  <dd>{number.format(latest.members)}</dd>
                </Figure>
                <Figure>
                  <dt>{t('stats.agencies')}</dt>
                  <dd>{number.format(latest.agencies)}</dd>
                </Figure>
                <Figure>
                  <dt>{t('stats.activeUsers')}</dt>
                  <dd>{number.format(latest.activeUsers)}</dd>
                </Figure>
                <Figure>
                  <dt>{t('stats.terminals')}</dt>
                  <dd>{number.format(latest.terminals)}</dd>
                </Figure>
              </Figures>
            </Panel>
            <Panel title={t('stats.chartsTitle')}>
              <Charts>
                <section aria-labelledby={`${route.id}-active`}>
                  <ChartTitle id={`${route.id}-active`}>{t('stats.activeChart')}</ChartTitle>
                  <StatsChart kind="bar" label={t('stats.activeChartLabel')} data={activeChart} />
                </section>
                <section aria-labelledby={`${route.id}-types`}>
                  <ChartTitle id={`${route.id}-types`}>{t('stats.typeChart', { month: monthLabel(latest.month) })}</ChartTitle>
                  <StatsChart kind="pie" label={t('stats.typeChartLabel')} data={typeChart} />
                </section>
              </Charts>
            </Panel>
            <Panel title={t('stats.tableTitle')}>
              <Table aria-label={t('stats.tableLabel')} columns={columns} rows={[...rows].reverse()} rowKey="month" isLoading={query.isFetching} maxHeight={520} />
            </Panel>
          </>
        )}
      </Column>
    </PageFrame>
  );
}
