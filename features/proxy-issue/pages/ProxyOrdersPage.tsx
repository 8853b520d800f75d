import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, PageFrame } from '../../../design-system';
import type { PageProps } from '../../../platform/routing';
import { ProxyApplications } from '../components/ProxyApplications';
import { proxyApplyPath } from '../rules/filters';

/** 易代开订单 (spec 01 §2 yidikaiOrder, fullpower/yidikaiOrder): the proxy-issue applications and their invoices. */
export function ProxyOrdersPage({ route }: PageProps) {
  const { t } = useTranslation(['proxyIssue', 'routeTitles']);
  const navigate = useNavigate();
  return (
    <PageFrame
      title={t(route.titleKey)}
      actions={
        <Button variant="primary" onPress={() => void navigate(proxyApplyPath(route.area))}>
          {t('page.newApplication')}
        </Button>
      }
    >
      <ProxyApplications area={route.area} title={t('page.recordsTab')} />
    </PageFrame>
  );
}

export default ProxyOrdersPage;
