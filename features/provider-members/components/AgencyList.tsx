import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { ActionGroup, Button, Empty, FilterBar, formatDateTime, PageFrame, Pagination, Panel, space, Table, TextField, vars, type TableColumn } from '../../../design-system';
import { QueryState } from '../../enterprises';
import { useGetAgenciesQuery, type Agency } from '../api';
import { agencyAssignPath, agencyDetailPath, agencyManagePath } from '../rules/applications';

const PAGE_SIZES = [20, 50, 100] as const;
const Count = styled.span`
  color: ${vars.colorTextSecondary};
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${space[3]};
`;

export interface AgencyListProps {
  title: string;
}

/**
 * 代账机构列表 (spec 01 §2 agencyList; GET /agency/agency/list, spec 02 §7.3): the agencies working with the provider,
 * how many members each serves; 详情, 编辑 (agencyManage) and 分配 (agencyAssign/{id}); 新增代账机构.
 */
export function AgencyList({ title }: AgencyListProps) {
  const { t } = useTranslation('providerMembers');
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  const [key, setKey] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const query = useGetAgenciesQuery({ key, page: paging.page, pageSize: paging.pageSize }, { refetchOnMountOrArgChange: true });
  const rows = query.data?.data.list ?? [];
  const total = query.data?.data.total ?? 0;

  const columns = useMemo<TableColumn<Agency>[]>(
    () => [
      { key: 'agencyName', title: t('agency.name'), minWidth: 220, ellipsis: true },
      { key: 'taxerId', title: t('agency.taxerId'), width: 190 },
      { key: 'contact', title: t('agency.contact'), width: 100 },
      { key: 'phone', title: t('agency.phone'), width: 130 },
      { key: 'memberCount', title: t('agency.memberCount'), width: 100, align: 'end' },
      { key: 'createTime', title: t('agency.createTime'), width: 170, render: (r) => formatDateTime(r.createTime) },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 190,
        render: (r) => (
          <ActionGroup>
            <Button size="sm" variant="text" aria-label={t('agency.viewOf', { name: r.agencyName })} onPress={() => void navigate(agencyDetailPath(r.id))}>
              {t('agency.view')}
            </Button>
            <Button size="sm" variant="text" aria-label={t('agency.editOf', { name: r.agencyName })} onPress={() => void navigate(agencyManagePath(r.id))}>
              {t('agency.edit')}
            </Button>
            <Button size="sm" variant="text" aria-label={t('agency.assignOf', { name: r.agencyName })} onPress={() => void navigate(agencyAssignPath(r.id))}>
              {t('agency.assign')}
            </Button>
          </ActionGroup>
        ),
      },
    ],
    [t, navigate],
  );

  const search = (value: string) => {
    setKey(value.trim());
    setPaging((p) => ({ ...p, page: 1 }));
  };

  return (
    <PageFrame
      title={title}
      actions={
        <Button variant="primary" onPress={() => void navigate(agencyManagePath())}>
          {t('agency.add')}
        </Button>
      }
    >
      <Panel title={t('filters')}>
        <form
          aria-label={t('filters')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            search(draft);
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
                    setDraft('');
                    search('');
                  }}
                >
                  {t('reset')}
                </Button>
              </>
            }
          >
            <TextField label={t('keyword')} placeholder={t('agency.keywordPlaceholder')} value={draft} onChange={setDraft} />
          </FilterBar>
        </form>
      </Panel>
      <Panel title={t('agency.results')} extra={query.isSuccess ? <Count>{t('count', { count: total })}</Count> : undefined}>
        <QueryState query={query} loadingLabel={t('agency.loading')} failedTitle={t('agency.loadFailed')}>
          <Table aria-label={t('agency.results')} columns={columns} rows={rows} rowKey="id" isLoading={query.isFetching} maxHeight={560} emptyContent={<Empty title={t('agency.empty')} />} />
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
