import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, DescriptionList, Empty, formatDate, formatDateTime, PageFrame, Panel, Table, Tag, type TableColumn } from '../../../design-system';
import { QueryState } from '../../enterprises';
import { accountOrigin, channel, lookupKey } from '../../lookups';
import { useGetMemberQuery, type Application, type ServicePackage } from '../api';
import { agencyDetailPath, applicationStates, checkDetailsPath } from '../rules/applications';
import { MemberStatusTag } from './MemberList';
import { RemainDays } from './RemainDays';

export interface MemberInfoProps {
  id: string;
  title: string;
}

/** 会员详情 (spec 01 §2 memberInfo/{id}): the member, its agency, its service packages and its applications. */
export function MemberInfo({ id, title }: MemberInfoProps) {
  const { t } = useTranslation(['providerMembers', 'lookups']);
  const navigate = useNavigate();
  const query = useGetMemberQuery({ id }, { refetchOnMountOrArgChange: true });
  const member = query.data?.data;

  const packageColumns = useMemo<TableColumn<ServicePackage>[]>(
    () => [
      { key: 'editionName', title: t('service.edition'), minWidth: 160 },
      { key: 'diskId', title: t('service.diskId'), width: 150, render: (r) => r.diskId ?? '' },
      { key: 'startDate', title: t('service.startDate'), width: 120, render: (r) => formatDate(r.startDate) },
      { key: 'endDate', title: t('service.endDate'), width: 120, render: (r) => formatDate(r.endDate) },
      { key: 'remain', title: t('service.remainTitle'), width: 150, render: (r) => <RemainDays remain={r.remain} stateName={r.stateName} /> },
    ],
    [t],
  );
  const applicationColumns = useMemo<TableColumn<Application>[]>(
    () => [
      { key: 'applyId', title: t('check.applyId'), width: 110 },
      { key: 'kind', title: t('check.kind'), width: 120, render: (r) => t(`check.kinds.${r.kind}`) },
      { key: 'submitTime', title: t('check.submitTime'), width: 170, render: (r) => formatDateTime(r.submitTime) },
      { key: 'state', title: t('check.state'), width: 110, render: (r) => <Tag tone={applicationStates[r.state]}>{t(`check.states.${r.state}`)}</Tag> },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 90,
        render: (r) => (
          <Button size="sm" variant="text" aria-label={t('check.openOf', { applyId: r.applyId })} onPress={() => void navigate(checkDetailsPath(r.applyId))}>
            {t('check.open')}
          </Button>
        ),
      },
    ],
    [t, navigate],
  );

  return (
    <PageFrame title={title} actions={<Button onPress={() => void navigate('/service/memberList')}>{t('back')}</Button>}>
      <Panel title={t('member.basics')}>
        <QueryState query={query} variant="lines" loadingLabel={t('member.loadingOne')} failedTitle={t('member.loadOneFailed')}>
          {member && (
            <DescriptionList
              columns={2}
              items={[
                { key: 'taxerName', label: t('member.taxerName'), value: member.taxerName },
                { key: 'taxerId', label: t('member.taxerId'), value: member.taxerId },
                { key: 'account', label: t('member.account'), value: member.account },
                { key: 'serviceStatus', label: t('member.serviceStatus'), value: <MemberStatusTag status={member.serviceStatus} /> },
                { key: 'contact', label: t('member.contact'), value: member.contact },
                { key: 'phone', label: t('member.phone'), value: member.phone },
                { key: 'origin', label: t('member.origin'), value: t(lookupKey(accountOrigin, member.origin)) },
                { key: 'channel', label: t('member.channel'), value: t(lookupKey(channel, member.channel)) },
                { key: 'diskCount', label: t('member.diskCount'), value: member.diskCount },
                { key: 'registerTime', label: t('member.registerTime'), value: formatDateTime(member.registerTime) },
                {
                  key: 'agency',
                  label: t('member.agency'),
                  span: 2,
                  value: member.agencyId ? (
                    <Button size="sm" variant="text" onPress={() => void navigate(agencyDetailPath(member.agencyId ?? ''))}>
                      {member.agencyName}
                    </Button>
                  ) : (
                    t('member.noAgency')
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      </Panel>
      {member && (
        <>
          <Panel title={t('member.packages')}>
            <Table aria-label={t('member.packages')} columns={packageColumns} rows={member.packages} rowKey="id" maxHeight={280} emptyContent={<Empty size="compact" title={t('member.noPackages')} />} />
          </Panel>
          <Panel title={t('member.applications')}>
            <Table
              aria-label={t('member.applications')}
              columns={applicationColumns}
              rows={member.applications}
              rowKey="applyId"
              maxHeight={280}
              emptyContent={<Empty size="compact" title={t('member.noApplications')} />}
            />
          </Panel>
        </>
      )}
    </PageFrame>
  );
}
