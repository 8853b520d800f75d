import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Button,
  Empty,
  FilterBar,
  formatDateTime,
  PageFrame,
  Pagination,
  Panel,
  Select,
  SelectItem,
  space,
  Table,
  Tag,
  TextField,
  vars,
  type TableColumn,
} from '../../../design-system';
import { QueryState } from '../../enterprises';
import { accountOrigin, channel, lookupCodes, lookupEntry, lookupKey, serviceStatusLookup } from '../../lookups';
import { useGetMembersQuery, type Member } from '../api';
import { memberInfoPath } from '../rules/applications';

const ALL = 'all';
const PAGE_SIZES = [20, 50, 100] as const;
const Count = styled.span`
  color: ${vars.colorTextSecondary};
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${space[3]};
`;

/** The service status of a member (spec 02 §3.1 lookup reading: 1 expired ... 5 open, 6 stopped) as a tag. */
export function MemberStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('lookups');
  return <Tag tone={lookupEntry(serviceStatusLookup, status)?.tone ?? 'neutral'}>{t(lookupKey(serviceStatusLookup, status))}</Tag>;
}

export interface MemberListProps {
  title: string;
}

/**
 * 会员列表 (spec 01 §2 memberList): the provider's members, searched by account, company, tax number or phone and by
 * service status; a row opens 会员详情 (memberInfo/{id}).
 */
export function MemberList({ title }: MemberListProps) {
  const { t } = useTranslation(['providerMembers', 'lookups']);
  const navigate = useNavigate();
  const [draft, setDraft] = useState({ key: '', status: ALL });
  const [filters, setFilters] = useState(draft);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const query = useGetMembersQuery(
    { key: filters.key.trim(), serviceStatus: filters.status === ALL ? '' : (filters.status as Member['serviceStatus']), page: paging.page, pageSize: paging.pageSize },
    { refetchOnMountOrArgChange: true },
  );
  const rows = query.data?.data.list ?? [];
  const total = query.data?.data.total ?? 0;

  const columns = useMemo<TableColumn<Member>[]>(
    () => [
      { key: 'account', title: t('member.account'), width: 140 },
      { key: 'taxerName', title: t('member.taxerName'), minWidth: 220, ellipsis: true },
      { key: 'taxerId', title: t('member.taxerId'), width: 190 },
      { key: 'contact', title: t('member.contact'), width: 100 },
      { key: 'phone', title: t('member.phone'), width: 130 },
      { key: 'origin', title: t('member.origin'), width: 100, render: (r) => t(lookupKey(accountOrigin, r.origin)) },
      { key: 'channel', title: t('member.channel'), width: 90, render: (r) => t(lookupKey(channel, r.channel)) },
      { key: 'agencyName', title: t('member.agency'), width: 200, ellipsis: true, render: (r) => r.agencyName ?? <Count>{t('member.noAgency')}</Count> },
      { key: 'serviceStatus', title: t('member.serviceStatus'), width: 120, render: (r) => <MemberStatusTag status={r.serviceStatus} /> },
      { key: 'registerTime', title: t('member.registerTime'), width: 170, render: (r) => formatDateTime(r.registerTime) },
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

  const apply = (next: typeof draft) => {
    setFilters(next);
    setPaging((p) => ({ ...p, page: 1 }));
  };

  return (
    <PageFrame title={title}>
      <Panel title={t('filters')}>
        <form
          aria-label={t('filters')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <FilterBar
            aria-label={t('filters')}
            actions={
              <>
                <Button type="submit" variant="primary">
                  {t('search')}
                </Button>
                <Button
                  onPress={() => {
                    const empty = { key: '', status: ALL };
                    setDraft(empty);
                    apply(empty);
                  }}
                >
                  {t('reset')}
                </Button>
              </>
            }
          >
            <TextField label={t('keyword')} placeholder={t('member.keywordPlaceholder')} value={draft.key} onChange={(key) => setDraft((d) => ({ ...d, key }))} />
            <Select label={t('member.serviceStatus')} value={draft.status} onChange={(key) => setDraft((d) => ({ ...d, status: String(key ?? ALL) }))}>
              {[ALL, ...lookupCodes(serviceStatusLookup)].map((code) => (
                <SelectItem key={code} id={code}>
                  {code === ALL ? t('all') : t(lookupKey(serviceStatusLookup, code))}
                </SelectItem>
              ))}
            </Select>
          </FilterBar>
        </form>
      </Panel>
      <Panel title={t('member.results')} extra={query.isSuccess ? <Count>{t('count', { count: total })}</Count> : undefined}>
        <QueryState query={query} loadingLabel={t('member.loading')} failedTitle={t('member.loadFailed')}>
          <Table
            aria-label={t('member.results')}
            columns={columns}
            rows={rows}
            rowKey="id"
            isLoading={query.isFetching}
            maxHeight={560}
            emptyContent={<Empty title={t('member.empty')} />}
          />
          <Footer>
            <Pagination
              total={total}
              page={paging.page}
              pageSize={paging.pageSize}
              pageSizeOptions={PAGE_SIZES}
              onChange={(page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize })}
            />
          </Footer>
        </QueryState>
      </Panel>
    </PageFrame>
  );
}
