import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionGroup, Button, DescriptionList, formatDateTime, PageFrame, Panel, Table, type TableColumn } from '../../../design-system';
import { loginIdentity, lookupKey, taxpayerType } from '../../lookups';
import { useGetEnterpriseInfoQuery, type TaxIdentity } from '../api';
import { enterpriseFormPath, OWN_ENTERPRISES_PATH } from '../rules/enterpriseForm';
import { QueryState } from './QueryState';

export interface EnterpriseInfoViewProps {
  /** The enterprise's id (enterpriseInfo/{findID}: its tax number). */
  id: string;
  /** The page's heading. */
  title: string;
}

/** 企业详情 (spec 01 §2 enterpriseInfo/{findID}): the member's enterprise as registered, its tax identities, 编辑. */
export function EnterpriseInfoView({ id, title }: EnterpriseInfoViewProps) {
  const { t } = useTranslation(['enterprises', 'lookups']);
  const navigate = useNavigate();
  const query = useGetEnterpriseInfoQuery({ id }, { refetchOnMountOrArgChange: true });
  const info = query.data?.data;

  const columns = useMemo<TableColumn<TaxIdentity>[]>(
    () => [
      { key: 'dlsf', title: t('info.identity'), width: 160, render: (r) => t(lookupKey(loginIdentity, r.dlsf)) },
      { key: 'bsryxm', title: t('info.person'), minWidth: 140 },
      { key: 'bsrysjhm', title: t('info.mobile'), width: 180 },
    ],
    [t],
  );

  return (
    <PageFrame
      title={title}
      actions={
        <ActionGroup>
          <Button onPress={() => void navigate(OWN_ENTERPRISES_PATH)}>{t('info.back')}</Button>
          {info && (
            <Button variant="primary" onPress={() => void navigate(enterpriseFormPath(info.id))}>
              {t('info.edit')}
            </Button>
          )}
        </ActionGroup>
      }
    >
      <Panel title={t('info.basics')}>
        <QueryState query={query} variant="lines" loadingLabel={t('info.loading')} failedTitle={t('info.loadFailed')}>
          {info && (
            <DescriptionList
              columns={2}
              items={[
                { key: 'taxerName', label: t('fields.taxerName'), value: info.taxerName },
                { key: 'taxerId', label: t('fields.taxerId'), value: info.taxerId },
                { key: 'taxpayerType', label: t('fields.taxpayerType'), value: t(lookupKey(taxpayerType, info.taxpayerType)) },
                { key: 'diskCount', label: t('fields.diskCount'), value: t('info.disks', { count: info.diskCount }) },
                { key: 'address', label: t('fields.address'), value: info.address },
                { key: 'tel', label: t('fields.tel'), value: info.tel },
                { key: 'khh', label: t('fields.khh'), value: info.khh },
                { key: 'yhzh', label: t('fields.yhzh'), value: info.yhzh },
                { key: 'updateTime', label: t('fields.updateTime'), value: formatDateTime(info.updateTime), span: 2 },
              ]}
            />
          )}
        </QueryState>
      </Panel>
      {info && (
        <Panel title={t('info.identities')}>
          <Table aria-label={t('info.identities')} columns={columns} rows={info.identities} rowKey={(r) => r.dlsf} maxHeight={320} emptyContent={t('info.noIdentities')} />
        </Panel>
      )}
    </PageFrame>
  );
}
