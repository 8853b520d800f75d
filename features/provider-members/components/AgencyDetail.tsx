import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionGroup, Button, DescriptionList, Empty, formatDateTime, PageFrame, Panel, Table, type TableColumn } from '../../../design-system';
import { QueryState } from '../../enterprises';
import { useGetAgencyQuery, type Member } from '../api';
import { agencyAssignPath, agencyManagePath, memberInfoPath } from '../rules/applications';
import { MemberStatusTag } from './MemberList';

export interface AgencyDetailViewProps {
  id: string;
  title: string;
}

/** 代账机构详情 (spec 01 §2 agencyDetail/{id}): the agency and the members (their enterprises) it serves. */
export function AgencyDetailView({ id, title }: AgencyDetailViewProps) {
  const { t } = useTranslation('providerMembers');
  const navigate = useNavigate();
  const query = useGetAgencyQuery({ id }, { refetchOnMountOrArgChange: true });
  const agency = query.data?.data;

  const columns = useMemo<TableColumn<Member>[]>(
    () => [
      { key: 'taxerName', title: t('member.taxerName'), minWidth: 220, ellipsis: true },
      { key: 'taxerId', title: t('member.taxerId'), width: 190 },
      { key: 'contact', title: t('member.contact'), width: 100 },
      { key: 'phone', title: t('member.phone'), width: 130 },
      { key: 'serviceStatus', title: t('member.serviceStatus'), width: 120, render: (r) => <MemberStatusTag status={r.serviceStatus} /> },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 90,
        render: (r) => (
          <Button size="sm" variant="text" aria-label={t('member.viewOf', { name: r.taxerName })} onPress={() => void navigate(memberInfoPath(r.id))}>
            {t('member.view')}
          </Button>
        ),
      },
    ],
    [t, navigate],
  );

  return (
    <PageFrame
      title={title}
      actions={
        <ActionGroup>
          <Button onPress={() => void navigate('/service/agencyList')}>{t('back')}</Button>
          <Button onPress={() => void navigate(agencyManagePath(id))}>{t('agency.edit')}</Button>
          <Button variant="primary" onPress={() => void navigate(agencyAssignPath(id))}>
            {t('agency.assignMembers')}
          </Button>
        </ActionGroup>
      }
    >
      <Panel title={t('agency.basics')}>
        <QueryState query={query} variant="lines" loadingLabel={t('agency.loadingOne')} failedTitle={t('agency.loadOneFailed')}>
          {agency && (
            <DescriptionList
              columns={2}
              items={[
                { key: 'name', label: t('agency.name'), value: agency.agencyName },
                { key: 'taxerId', label: t('agency.taxerId'), value: agency.taxerId },
                { key: 'contact', label: t('agency.contact'), value: agency.contact },
                { key: 'phone', label: t('agency.phone'), value: agency.phone },
                { key: 'address', label: t('agency.address'), value: agency.address },
                { key: 'createTime', label: t('agency.createTime'), value: formatDateTime(agency.createTime) },
              ]}
            />
          )}
        </QueryState>
      </Panel>
      {agency && (
        <Panel title={t('agency.members', { count: agency.memberCount })}>
          <Table aria-label={t('agency.membersLabel')} columns={columns} rows={agency.members} rowKey="id" maxHeight={440} emptyContent={<Empty title={t('agency.noMembers')} />} />
        </Panel>
      )}
    </PageFrame>
  );
}
