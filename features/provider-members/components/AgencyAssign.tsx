import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, Empty, FormActions, PageFrame, Panel, space, Table, TextField, useMessage, vars, type TableColumn, type TableKey } from '../../../design-system';
import { QueryState } from '../../enterprises';
import { useAssignAgencyMembersMutation, useGetAgencyQuery, useGetMembersQuery, type AgencyDetail, type Member } from '../api';
import { agencyDetailPath } from '../rules/applications';
import { MemberStatusTag } from './MemberList';

/** Every member is read at once (the list is virtualised): the assignment is a choice among all of them. */
const ALL_MEMBERS = 10000;

const Bar = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space[3]};
  margin-bottom: ${space[3]};
`;
const Muted = styled.span`
  color: ${vars.colorTextSecondary};
`;

export interface AgencyAssignProps {
  id: string;
  title: string;
}

/**
 * 代账机构分配 (spec 01 §2 agencyAssign/{id}): the members (and so their enterprises) this agency serves, chosen among
 * all the provider's members; a member is served by one agency, so choosing one served elsewhere moves it here.
 */
export function AgencyAssign({ id, title }: AgencyAssignProps) {
  const { t } = useTranslation('providerMembers');
  const agency = useGetAgencyQuery({ id }, { refetchOnMountOrArgChange: true });
  const members = useGetMembersQuery({ page: 1, pageSize: ALL_MEMBERS }, { refetchOnMountOrArgChange: true });
  const query = agency.isError ? agency : members;
  return (
    <PageFrame title={title}>
      <Panel title={agency.data ? t('assign.panel', { name: agency.data.data.agencyName }) : t('assign.panelPlain')}>
        <QueryState query={{ ...query, isLoading: agency.isLoading || members.isLoading }} loadingLabel={t('assign.loading')} failedTitle={t('assign.loadFailed')}>
          {agency.data && members.data && <AssignBody key={agency.data.data.id} agency={agency.data.data} members={members.data.data.list} />}
        </QueryState>
      </Panel>
    </PageFrame>
  );
}

function AssignBody({ agency, members }: { agency: AgencyDetail; members: Member[] }) {
  const { t } = useTranslation(['providerMembers', 'lookups']);
  const navigate = useNavigate();
  const message = useMessage();
  const [assign, assigning] = useAssignAgencyMembersMutation();
  const [selected, setSelected] = useState<ReadonlySet<TableKey>>(() => new Set(agency.members.map((m) => m.id)));
  const [key, setKey] = useState('');
  const rows = useMemo(() => {
    const k = key.trim().toLowerCase();
    return k ? members.filter((m) => [m.taxerName, m.taxerId, m.account].some((f) => f.toLowerCase().includes(k))) : members;
  }, [members, key]);

  const columns = useMemo<TableColumn<Member>[]>(
    () => [
      { key: 'taxerName', title: t('member.taxerName'), minWidth: 220, ellipsis: true },
      { key: 'taxerId', title: t('member.taxerId'), width: 190 },
      { key: 'account', title: t('member.account'), width: 140 },
      {
        key: 'agencyName',
        title: t('assign.current'),
        width: 220,
        ellipsis: true,
        render: (r) => (r.agencyId === agency.id ? t('assign.here') : (r.agencyName ?? <Muted>{t('member.noAgency')}</Muted>)),
      },
      { key: 'serviceStatus', title: t('member.serviceStatus'), width: 120, render: (r) => <MemberStatusTag status={r.serviceStatus} /> },
    ],
    [t, agency.id],
  );

  const save = async () => {
    const result = await assign({ id: agency.id, body: { memberIds: [...selected].map(String) } });
    if ('error' in result) return;
    message.success(t('assign.done', { count: selected.size }));
    void navigate(agencyDetailPath(agency.id));
  };

  return (
    <>
      <Bar>
        <TextField label={t('keyword')} placeholder={t('assign.keywordPlaceholder')} value={key} onChange={setKey} />
        <Muted role="status">{t('assign.chosen', { count: selected.size })}</Muted>
      </Bar>
      <Table
        aria-label={t('assign.tableLabel')}
        columns={columns}
        rows={rows}
        rowKey="id"
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={(keys) => {
          // Rows hidden by the search keep their choice: only the shown rows' choice changes.
          const shown = new Set<TableKey>(rows.map((r) => r.id));
          setSelected(new Set([...[...selected].filter((k) => !shown.has(k)), ...keys]));
        }}
        maxHeight={520}
        emptyContent={<Empty title={t('member.empty')} />}
      />
      <FormActions>
        <Button variant="primary" isLoading={assigning.isLoading} onPress={() => void save()}>
          {t('assign.save')}
        </Button>
        <Button onPress={() => void navigate(agencyDetailPath(agency.id))}>{t('agency.cancel')}</Button>
      </FormActions>
    </>
  );
}
