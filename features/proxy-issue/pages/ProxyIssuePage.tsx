import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Alert, PageFrame, Tab, TabList, TabPanel, Tabs, useMessage } from '../../../design-system';
import type { PageProps } from '../../../platform/routing';
import { selectTerminal } from '../../../platform/session';
import { useAddressSearch } from '../../../platform/routing';
import { ProxyApplications } from '../components/ProxyApplications';
import { ProxyApplyForm } from '../components/ProxyApplyForm';
import { RECORDS_TAB } from '../rules/filters';

const APPLY_TAB = 'apply';

/**
 * 数电易代开 (spec 01 §2: member fullpower/yidaikai and yidaikai, agency fullpower/yidaikai, fullpower/yidaikaiv2 and
 * yidaikai): the application and its records, as the tax bureau's own client lays them out (代开申请 | 申请记录); the
 * tab lives in the address (?tab=records). An application taken switches to the records, where it is followed.
 */
export function ProxyIssuePage({ route }: PageProps) {
  const { t } = useTranslation(['proxyIssue', 'routeTitles']);
  const message = useMessage();
  const terminal = useSelector(selectTerminal);
  const [search, setSearch] = useAddressSearch();
  const tab = search.get('tab') === RECORDS_TAB ? RECORDS_TAB : APPLY_TAB;
  const show = (next: string) => {
    const params = new URLSearchParams(search);
    if (next === RECORDS_TAB) params.set('tab', RECORDS_TAB);
    else params.delete('tab');
    setSearch(params);
  };
  return (
    <PageFrame title={t(route.titleKey)}>
      <Alert tone="info">{t('page.intro')}</Alert>
      <Tabs selectedKey={tab} onSelectionChange={(key) => show(String(key))}>
        <TabList aria-label={t(route.titleKey)}>
          <Tab id={APPLY_TAB}>{t('page.applyTab')}</Tab>
          <Tab id={RECORDS_TAB}>{t('page.recordsTab')}</Tab>
        </TabList>
        <TabPanel id={APPLY_TAB}>
          <ProxyApplyForm
            key={terminal?.diskId ?? 'none'}
            terminal={terminal ? { diskId: terminal.diskId, ...(terminal.taxerName ? { taxerName: terminal.taxerName } : {}), ...(terminal.taxerId ? { taxerId: terminal.taxerId } : {}) } : null}
            onApplied={(application) => {
              if (application.applyStatus === 3) message.warning(application.message ?? t('page.unbound'));
              else message.success(t('page.applied', { id: application.applyId }));
              show(RECORDS_TAB);
            }}
          />
        </TabPanel>
        <TabPanel id={RECORDS_TAB}>
          <ProxyApplications area={route.area} title={t('page.recordsTab')} />
        </TabPanel>
      </Tabs>
    </PageFrame>
  );
}

export default ProxyIssuePage;
