import { useTranslation } from 'react-i18next';
import { Empty, PageFrame, Panel } from '../../../design-system';
import { usePageParams, type PageProps } from '../../../platform/routing';
import { EnterpriseForm } from '../components/EnterpriseForm';
import { isEnterpriseFormType } from '../rules/enterpriseForm';

/** /member/enterpriseForm/:type/:id (spec 01 §2): type `edit` edits the enterprise `id` (our reading: no other type). */
export function EnterpriseFormPage({ route }: PageProps) {
  const { t } = useTranslation(['routeTitles', 'enterprises']);
  const { type, id = '' } = usePageParams();
  if (!isEnterpriseFormType(type)) {
    return (
      <PageFrame title={t(route.titleKey)}>
        <Panel title={t('enterprises:form.title')}>
          <Empty title={t('enterprises:form.unknownType')} />
        </Panel>
      </PageFrame>
    );
  }
  return <EnterpriseForm key={id} id={id} title={t(route.titleKey)} />;
}

export default EnterpriseFormPage;
