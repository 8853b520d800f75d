import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionGroup, Button, Empty, PageFrame, Panel, Table, type TableColumn } from '../../../design-system';
import { lookupKey, taxpayerType } from '../../lookups';
import { useGetOwnEnterprisesQuery, type EnterpriseInfo } from '../api';
import { enterpriseFormPath, enterpriseInfoPath } from '../rules/enterpriseForm';
import { QueryState } from './QueryState';

export interface OwnEnterprisesProps {
  /** The page's heading. */
  title: string;
}

/** 企业信息 (spec 01 §2 member enterprise): the member's enterprises, each viewed (企业详情) and edited. */
export function OwnEnterprises({ title }: OwnEnterprisesProps) {
  const { t } = useTranslation(['enterprises', 'lookups']);
  const navigate = useNavigate();
  const query = useGetOwnEnterprisesQuery(undefined, { refetchOnMountOrArgChange: true });
  const rows = query.data?.data.list ?? [];

  const columns = useMemo<TableColumn<EnterpriseInfo>[]>(
    () => [
      { key: 'taxerName', title: t('fields.taxerName'), minWidth: 220, ellipsis: true },
      { key: 'taxerId', title: t('fields.taxerId'), width: 200 },
      { key: 'taxpayerType', title: t('fields.taxpayerType'), width: 150, render: (r) => t(lookupKey(taxpayerType, r.taxpayerType)) },
      { key: 'address', title: t('fields.address'), minWidth: 200, ellipsis: true },
      { key: 'tel', title: t('fields.tel'), width: 150 },
      { key: 'diskCount', title: t('fields.diskCount'), width: 100, align: 'end' },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 150,
        render: (r) => (
          <ActionGroup>
            <Button size="sm" variant="text" aria-label={t('own.viewOf', { name: r.taxerName })} onPress={() => void navigate(enterpriseInfoPath(r.id))}>
              {t('own.view')}
            </Button>
            <Button size="sm" variant="text" aria-label={t('own.editOf', { name: r.taxerName })} onPress={() => void navigate(enterpriseFormPath(r.id))}>
              {t('own.edit')}
            </Button>
          </ActionGroup>
        ),
      },
    ],
    [t, navigate],
  );

  return (
    <PageFrame title={title}>
      <Panel title={t('own.results')}>
        <QueryState query={query} loadingLabel={t('own.loading')} failedTitle={t('own.loadFailed')}>
          <Table
            aria-label={t('own.results')}
            columns={columns}
            rows={rows}
            rowKey="id"
            isLoading={query.isFetching}
            maxHeight={480}
            emptyContent={<Empty title={t('own.empty')} />}
            onRowAction={(r) => void navigate(enterpriseInfoPath(r.id))}
          />
        </QueryState>
      </Panel>
    </PageFrame>
  );
}
