import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  ActionGroup,
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
  useMessage,
  vars,
  type TableColumn,
  type TableKey,
} from '../../../design-system';
import type { Area } from '../../../platform/routing';
import { LazyEnterpriseImportDialog } from '../../enterprise-import';
import { loginIdentity, lookupKey } from '../../lookups';
import { useAssignEnterpriseStaffMutation, useGetManagedEnterprisesQuery, type ManagedEnterprise } from '../api';
import { addEnterprisePath, STAFF_ALL, STAFF_NONE } from '../rules/managed';
import { useStaffList } from '../hooks/useStaffList';
import { AssignStaffDialog } from './AssignStaffDialog';
import { QueryState } from './QueryState';

const PAGE_SIZES = [20, 50, 100] as const;

const Count = styled.span`
  color: ${vars.colorTextSecondary};
`;
const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  padding-top: ${space[3]};
`;

export interface ManagedEnterprisesProps {
  /** The area: the agency's (/account) or the provider's (/service). */
  area: Area;
  /** The page's heading. */
  title: string;
}

const keyOf = (r: ManagedEnterprise) => `${r.taxerId}-${r.dlzh}`;

/**
 * The enterprises an agency or provider serves (spec 01 §2 enterpriseManage, enterpriseList): searched by name or tax
 * number and by the staff serving them, assigned to staff one by one or in a selection, added one by one (新增企业)
 * or from a spreadsheet (批量导入, spec 02 §2.1 item 10). Paged by the server; the table is the design system's
 * virtualised one.
 */
export function ManagedEnterprises({ area, title }: ManagedEnterprisesProps) {
  const { t } = useTranslation(['enterprises', 'lookups', 'enterpriseImport']);
  const navigate = useNavigate();
  const message = useMessage();
  const { search } = useLocation();
  const [draft, setDraft] = useState(() => ({ key: new URLSearchParams(search).get('key') ?? '', staffUid: STAFF_ALL }));
  const [filters, setFilters] = useState(draft);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [selected, setSelected] = useState<ReadonlySet<TableKey>>(new Set());
  const [assigning, setAssigning] = useState<ManagedEnterprise[] | null>(null);
  const [importing, setImporting] = useState(false);
  const staff = useStaffList();
  const [assign] = useAssignEnterpriseStaffMutation();
  const query = useGetManagedEnterprisesQuery(
    { key: filters.key.trim(), staffUid: filters.staffUid === STAFF_ALL ? '' : filters.staffUid, page: paging.page, pageSize: paging.pageSize },
    { refetchOnMountOrArgChange: true },
  );
  const rows = useMemo(() => query.data?.data.list ?? [], [query.data]);
  const total = query.data?.data.total ?? 0;
  const staffNames = useMemo(() => new Map(staff.list.map((s) => [s.uid, s.userName])), [staff.list]);

  const columns = useMemo<TableColumn<ManagedEnterprise>[]>(
    () => [
      { key: 'taxerName', title: t('fields.taxerName'), minWidth: 220, ellipsis: true },
      { key: 'taxerId', title: t('fields.taxerId'), width: 200 },
      { key: 'dlsf', title: t('enterpriseImport:column.dlsf'), width: 120, render: (r) => t(lookupKey(loginIdentity, r.dlsf)) },
      { key: 'dlzh', title: t('enterpriseImport:column.dlzh'), width: 140 },
      {
        key: 'staff',
        title: t('columns.staff'),
        width: 200,
        ellipsis: true,
        render: (r) =>
          r.staff.length === 0 ? <Count>{t('columns.unassigned')}</Count> : r.staff.map((s) => staffNames.get(s.uid) ?? s.userName).join(t('columns.staffSeparator')),
      },
      { key: 'source', title: t('columns.source'), width: 100, render: (r) => <Tag tone={r.source === 'added' ? 'info' : 'neutral'}>{t(`source.${r.source}`)}</Tag> },
      { key: 'createTime', title: t('enterpriseImport:page.createTime'), width: 170, render: (r) => formatDateTime(r.createTime) },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 100,
        render: (r) => (
          <ActionGroup>
            <Button size="sm" variant="text" aria-label={t('assign.actionOf', { name: r.taxerName })} onPress={() => setAssigning([r])}>
              {t('assign.action')}
            </Button>
          </ActionGroup>
        ),
      },
    ],
    [t, staffNames],
  );

  const apply = (next: typeof draft) => {
    setFilters(next);
    setPaging((p) => ({ ...p, page: 1 }));
    setSelected(new Set());
  };
  const chosenRows = rows.filter((r) => selected.has(keyOf(r)));

  const onAssign = async (staffUids: string[]) => {
    if (!assigning) return false;
    const result = await assign({ body: { taxerIds: [...new Set(assigning.map((r) => r.taxerId))], staffUids } });
    if ('error' in result) return false;
    message.success(staffUids.length === 0 ? t('assign.cleared') : t('assign.done'));
    setSelected(new Set());
    void query.refetch();
    return true;
  };

  return (
    <PageFrame
      title={title}
      actions={
        <ActionGroup>
          <Button onPress={() => setImporting(true)}>{t('enterpriseImport:page.import')}</Button>
          <Button variant="primary" onPress={() => void navigate(addEnterprisePath(area))}>
            {t('managed.add')}
          </Button>
        </ActionGroup>
      }
    >
      <Panel title={t('managed.filters')}>
        <form
          aria-label={t('managed.filters')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <FilterBar
            aria-label={t('managed.filters')}
            actions={
              <>
                <Button type="submit" variant="primary">
                  {t('managed.search')}
                </Button>
                <Button
                  onPress={() => {
                    const empty = { key: '', staffUid: STAFF_ALL };
                    setDraft(empty);
                    apply(empty);
                  }}
                >
                  {t('managed.reset')}
                </Button>
              </>
            }
          >
            <TextField label={t('managed.keyword')} placeholder={t('managed.keywordPlaceholder')} value={draft.key} onChange={(key) => setDraft((d) => ({ ...d, key }))} />
            <Select label={t('managed.staff')} value={draft.staffUid} onChange={(key) => setDraft((d) => ({ ...d, staffUid: String(key ?? STAFF_ALL) }))}>
              {[
                <SelectItem key={STAFF_ALL} id={STAFF_ALL}>
                  {t('managed.staffAll')}
                </SelectItem>,
                <SelectItem key={STAFF_NONE} id={STAFF_NONE}>
                  {t('columns.unassigned')}
                </SelectItem>,
                ...staff.list.map((s) => (
                  <SelectItem key={s.uid} id={s.uid}>
                    {s.userName}
                  </SelectItem>
                )),
              ]}
            </Select>
          </FilterBar>
        </form>
      </Panel>
      <Panel title={t('managed.results')} extra={query.isSuccess ? <Count>{t('managed.count', { count: total })}</Count> : undefined}>
        <QueryState query={query} loadingLabel={t('managed.loading')} failedTitle={t('managed.loadFailed')}>
          <Table
            aria-label={t('enterpriseImport:page.tableLabel')}
            columns={columns}
            rows={rows}
            rowKey={keyOf}
            selectionMode="multiple"
            selectedKeys={selected}
            onSelectionChange={setSelected}
            isLoading={query.isFetching}
            maxHeight={560}
            emptyContent={<Empty title={t('enterpriseImport:page.empty')} />}
          />
          <Footer>
            <Button isDisabled={chosenRows.length === 0} onPress={() => setAssigning(chosenRows)}>
              {t('assign.selected', { count: chosenRows.length })}
            </Button>
            <Pagination
              total={total}
              page={paging.page}
              pageSize={paging.pageSize}
              pageSizeOptions={PAGE_SIZES}
              onChange={(page, pageSize) => {
                setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize });
                setSelected(new Set());
              }}
            />
          </Footer>
        </QueryState>
      </Panel>
      {assigning && (
        <AssignStaffDialog
          isOpen
          onOpenChange={(open) => !open && setAssigning(null)}
          enterpriseNames={assigning.map((r) => r.taxerName)}
          staff={staff.list}
          initial={assigning.length === 1 ? (assigning[0]?.staff.map((s) => s.uid) ?? []) : []}
          onAssign={onAssign}
        />
      )}
      {importing && (
        <Suspense fallback={null}>
          <LazyEnterpriseImportDialog isOpen onClose={() => setImporting(false)} onImported={() => void query.refetch()} />
        </Suspense>
      )}
    </PageFrame>
  );
}
