import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, Empty, PageFrame, Panel, Skeleton, space, Tab, TabList, TabPanel, Tabs } from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import { useAddressSearch } from '../../../platform/routing';
import { useGetVatEnterprisesQuery, useGetVatPeriodsQuery } from '../hooks/inputVatApi';
import { parseTickFilters, withTickFilters, type TickFilters } from '../rules/filters';
import { isPeriod } from '../rules/period';
import { deductionViews, viewAddress, viewOf, type DeductionView } from '../rules/views';
import { EnterprisePicker } from './EnterprisePicker';
import { PastPeriods } from './PastPeriods';
import { PeriodStatisticsPanel } from './PeriodStatisticsPanel';
import { TickPanel } from './TickPanel';

const Picker = styled.div`
  max-width: 520px;
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  padding-top: ${space[3]};
`;

export interface DeductionCheckProps {
  route: PortalRoute;
}

/**
 * 勾选认证 (spec 01 §2 deductionCheck, checkStatistics, previousPeriodQuery; spec 02 §2.3 role marker 1): the period
 * workflow of the tax bureau's client and the peers (../shared/research/peers.md row 20: tick → statistics →
 * confirm) as three tabs. A member works on its own enterprise; an agency, group or branch chooses the enterprise
 * served first.
 */
export function DeductionCheck({ route }: DeductionCheckProps) {
  const { t } = useTranslation(['inputVat', 'errors']);
  const navigate = useNavigate();
  const [params, setParams] = useAddressSearch();
  const view = viewOf(route, params);
  const enterprises = useGetVatEnterprisesQuery();
  const list = enterprises.data?.data ?? [];
  const ownOnly = route.area === 'member';
  const asked = params.get('taxNo') ?? '';
  const enterprise = ownOnly ? list[0] : list.find((e) => e.taxNo === asked);
  const taxNo = enterprise?.taxNo ?? '';
  const currentPeriod = enterprise?.period ?? '';
  const periods = useGetVatPeriodsQuery({ taxNo }, { skip: !taxNo });
  const askedPeriod = params.get('period');
  const period = isPeriod(askedPeriod) ? askedPeriod : currentPeriod;
  const search = params.toString();
  // One object while the address stays (the filter form follows a new one).
  const filters = useMemo(() => parseTickFilters(new URLSearchParams(search)), [search]);

  const go = useCallback(
    (patch: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(search);
      patch(next);
      setParams(next);
    },
    [search, setParams],
  );
  const openPeriod = useCallback(
    (p: string) => {
      const next = new URLSearchParams(search);
      next.set('period', p);
      void navigate(viewAddress(route.area, 'tick', next));
    },
    [search, navigate, route.area],
  );

  const tabContent = (v: DeductionView) => {
    if (!taxNo || !currentPeriod) return null;
    switch (v) {
      case 'tick':
        return (
          <TickPanel
            taxNo={taxNo}
            period={period}
            currentPeriod={currentPeriod}
            periods={periods.data?.data ?? []}
            onPeriodChange={(p) => go((next) => (p === currentPeriod ? next.delete('period') : next.set('period', p)))}
            filters={filters}
            onSearch={(f: TickFilters) => setParams(withTickFilters(params, f))}
          />
        );
      case 'statistics':
        return <PeriodStatisticsPanel taxNo={taxNo} period={currentPeriod} />;
      case 'history':
        return <PastPeriods taxNo={taxNo} currentPeriod={currentPeriod} onOpen={openPeriod} />;
    }
  };

  return (
    <PageFrame title={t('title')}>
      {enterprises.isError ? (
        <Empty
          title={t('enterprise.loadFailed')}
          description={errorText(t, enterprises.error)}
          action={
            <Button variant="primary" onPress={() => void enterprises.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : !enterprises.isSuccess ? (
        <Skeleton variant="text" lines={3} aria-label={t('enterprise.loading')} />
      ) : (
        <>
          <Panel title={ownOnly ? t('enterprise.own') : t('enterprise.choose')}>
            {ownOnly ? (
              <span>{enterprise ? t('enterprise.option', { name: enterprise.name, taxNo: enterprise.taxNo }) : t('enterprise.none')}</span>
            ) : (
              <Picker>
                <EnterprisePicker
                  enterprises={list}
                  taxNo={taxNo}
                  onChange={(next) =>
                    go((p) => {
                      p.set('taxNo', next);
                      p.delete('period');
                    })
                  }
                />
              </Picker>
            )}
          </Panel>
          {!taxNo ? (
            <Empty title={ownOnly ? t('enterprise.none') : t('enterprise.chooseFirst')} />
          ) : (
            <Tabs selectedKey={view} onSelectionChange={(key) => void navigate(viewAddress(route.area, key as DeductionView, params))}>
              <TabList aria-label={t('tabs.label')}>
                {deductionViews.map((v) => (
                  <Tab key={v} id={v}>
                    {t(`tabs.${v}`)}
                  </Tab>
                ))}
              </TabList>
              {deductionViews.map((v) => (
                <TabPanel key={v} id={v}>
                  <Body>{v === view ? tabContent(v) : null}</Body>
                </TabPanel>
              ))}
            </Tabs>
          )}
        </>
      )}
    </PageFrame>
  );
}
