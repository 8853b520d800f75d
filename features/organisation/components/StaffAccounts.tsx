import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ActionGroup,
  Button,
  ColumnSettings,
  Empty,
  FilterBar,
  Icon,
  PageFrame,
  Panel,
  Select,
  SelectItem,
  Skeleton,
  space,
  Table,
  Tag,
  TextField,
  formatDate,
  useConfirm,
  useMessage,
  vars,
  type TableColumn,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import type { AgencyAccount } from '../../account';
import { useSetStaffStatusMutation } from '../api';
import { useHiddenColumns } from '../hooks/useHiddenColumns';
import { useIsAdministrator, useOrgEnterprises, useOutlets, useRoles, useStaffList } from '../hooks/useOrganisation';
import { flatOutlets, subtreeOf } from '../rules/outlets';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { StaffDialog } from './StaffDialog';

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  padding-bottom: ${space[3]};
`;

const Count = styled.span`
  color: ${vars.colorTextSecondary};
`;

const ALL = '*';

interface Filters {
  keyword: string;
  departmentId: string;
  roleId: string;
  status: string;
}
const noFilters: Filters = { keyword: '', departmentId: ALL, roleId: ALL, status: ALL };

export interface StaffAccountsProps {
  route: PortalRoute;
}

/**
 * 账号管理 (/account/accountList; the provider's /service/userInformation): the organisation's staff from the agency
 * account list (spec 01 §7, one page of 99999), filtered in the browser, in a list with column settings as Ant Design
 * Pro's ProTable; added, edited (department, role, the enterprises each may serve), disabled or enabled, and given a
 * new password by the password rules of spec 02 §5.
 */
export function StaffAccounts({ route }: StaffAccountsProps) {
  const { t } = useTranslation(['organisation', 'errors']);
  const confirm = useConfirm();
  const message = useMessage();
  const staff = useStaffList();
  const outlets = useOutlets();
  const roles = useRoles();
  const enterprises = useOrgEnterprises();
  const administrator = useIsAdministrator();
  const [setStatus] = useSetStaffStatusMutation();
  const [typed, setTyped] = useState<Filters>(noFilters);
  const [applied, setApplied] = useState<Filters>(noFilters);
  const [editing, setEditing] = useState<{ staff: AgencyAccount | null } | null>(null);
  const [resetting, setResetting] = useState<AgencyAccount | null>(null);
  const [hidden, setHidden] = useHiddenColumns(`portal.columns.staff.${route.area}`);
  const unit = route.area === 'service' ? 'outlet' : 'department';

  const outletRows = useMemo(() => outlets.data?.data ?? [], [outlets.data]);
  const rows = useMemo(() => {
    const list = staff.data?.data.list ?? [];
    const keyword = applied.keyword.trim().toLowerCase();
    const within = applied.departmentId === ALL ? null : subtreeOf(outletRows, applied.departmentId);
    return list.filter(
      (s) =>
        (!keyword || [s.account, s.userName, s.phone].some((f) => (f ?? '').toLowerCase().includes(keyword))) &&
        (!within || within.has(s.departmentId ?? '')) &&
        (applied.roleId === ALL || s.roleId === applied.roleId) &&
        (applied.status === ALL || String(s.status) === applied.status),
    );
  }, [staff.data, applied, outletRows]);

  const toggle = async (row: AgencyAccount) => {
    const disabling = row.status === 1;
    if (disabling && !(await confirm({ title: t('staff.disableTitle'), content: t('staff.disableConfirm', { name: row.userName, account: row.account }), okText: t('staff.disable'), okVariant: 'danger', tone: 'warning' }))) return;
    const result = await setStatus({ uid: row.uid, body: { status: disabling ? 0 : 1 } });
    if (!('error' in result)) message.success(t(disabling ? 'staff.disabled' : 'staff.enabled', { name: row.userName }));
    void staff.refetch();
  };

  const allColumns = useMemo<TableColumn<AgencyAccount>[]>(
    () => [
      { key: 'account', title: t('staff.columns.account'), width: 140, sortable: true },
      { key: 'userName', title: t('staff.columns.userName'), width: 120, sortable: true },
      { key: 'phone', title: t('staff.columns.phone'), width: 130 },
      { key: 'departmentName', title: t(`staff.columns.${unit}`), minWidth: 140, ellipsis: true, sortable: true },
      {
        key: 'roleName',
        title: t('staff.columns.role'),
        width: 130,
        sortable: true,
        render: (row) => (row.isAdmin ? <Tag tone="info">{row.roleName}</Tag> : row.roleName),
      },
      { key: 'enterprises', title: t('staff.columns.enterprises'), width: 110, align: 'end', render: (row) => t('staff.enterpriseCount', { count: row.enterpriseTaxerIds?.length ?? 0 }) },
      {
        key: 'status',
        title: t('staff.columns.status'),
        width: 90,
        render: (row) => <Tag tone={row.status === 1 ? 'success' : 'neutral'}>{t(row.status === 1 ? 'staff.status.enabled' : 'staff.status.disabled')}</Tag>,
      },
      { key: 'createTime', title: t('staff.columns.createTime'), width: 120, render: (row) => (row.createTime ? formatDate(row.createTime) : '') },
      {
        key: 'actions',
        title: t('staff.columns.actions'),
        width: 200,
        render: (row) =>
          row.isAdmin ? (
            <Count>{t('staff.adminNote')}</Count>
          ) : (
            <ActionGroup>
              <Button size="sm" variant="text" aria-label={t('staff.editRow', { name: row.userName })} onPress={() => setEditing({ staff: row })}>
                {t('staff.edit')}
              </Button>
              <Button size="sm" variant="text" aria-label={t('staff.resetRow', { name: row.userName })} onPress={() => setResetting(row)}>
                {t('staff.reset')}
              </Button>
              <Button size="sm" variant="text" aria-label={t(row.status === 1 ? 'staff.disableRow' : 'staff.enableRow', { name: row.userName })} onPress={() => void toggle(row)}>
                {t(row.status === 1 ? 'staff.disable' : 'staff.enable')}
              </Button>
            </ActionGroup>
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, unit, staff.refetch],
  );
  const columns = allColumns.filter((c) => !hidden.has(c.key));

  const firstLoad = staff.isLoading || (staff.isFetching && staff.isError);
  return (
    <PageFrame
      title={t(route.titleKey)}
      actions={
        <Button variant="primary" icon={<Icon name="plus" size={14} />} onPress={() => setEditing({ staff: null })}>
          {t('staff.add')}
        </Button>
      }
    >
      <Panel title={t('staff.search')}>
        <form
          aria-label={t('staff.search')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setApplied(typed);
          }}
        >
          <FilterBar
            aria-label={t('staff.search')}
            actions={
              <>
                <Button type="submit" variant="primary">
                  {t('staff.find')}
                </Button>
                <Button
                  onPress={() => {
                    setTyped(noFilters);
                    setApplied(noFilters);
                  }}
                >
                  {t('staff.resetFilters')}
                </Button>
              </>
            }
          >
            <TextField label={t('staff.keyword')} placeholder={t('staff.keywordPlaceholder')} value={typed.keyword} onChange={(keyword) => setTyped((f) => ({ ...f, keyword }))} />
            <Select label={t(`staff.columns.${unit}`)} value={typed.departmentId} onChange={(key) => setTyped((f) => ({ ...f, departmentId: String(key) }))}>
              {[{ id: ALL, name: t('staff.all'), depth: 0 }, ...flatOutlets(outletRows)].map((o) => (
                <SelectItem key={o.id} id={o.id} textValue={o.name}>
                  {`${'\u00a0\u00a0\u00a0'.repeat(o.depth)}${o.name}`}
                </SelectItem>
              ))}
            </Select>
            <Select label={t('staff.columns.role')} value={typed.roleId} onChange={(key) => setTyped((f) => ({ ...f, roleId: String(key) }))}>
              {[{ id: ALL, name: t('staff.all') }, ...(roles.data?.data ?? [])].map((r) => (
                <SelectItem key={r.id} id={r.id}>
                  {r.name}
                </SelectItem>
              ))}
            </Select>
            <Select label={t('staff.columns.status')} value={typed.status} onChange={(key) => setTyped((f) => ({ ...f, status: String(key) }))}>
              {[ALL, '1', '0'].map((s) => (
                <SelectItem key={s} id={s}>
                  {s === ALL ? t('staff.all') : t(s === '1' ? 'staff.status.enabled' : 'staff.status.disabled')}
                </SelectItem>
              ))}
            </Select>
          </FilterBar>
        </form>
      </Panel>
      <Panel title={t('staff.results')}>
        <Toolbar>
          <Count>{staff.isSuccess ? t('staff.count', { count: rows.length }) : null}</Count>
          <ActionGroup>
            <Button variant="text" icon={<Icon name="refresh" size={14} />} onPress={() => void staff.refetch()}>
              {t('staff.refresh')}
            </Button>
            <ColumnSettings
              columns={allColumns.map((c) => ({ key: c.key, title: String(c.title), ...(c.key === 'account' || c.key === 'actions' ? { isRequired: true } : {}) }))}
              hidden={hidden}
              onChange={setHidden}
            />
          </ActionGroup>
        </Toolbar>
        {firstLoad ? (
          <Skeleton variant="table" rows={8} columns={6} aria-label={t('loading')} />
        ) : staff.isError ? (
          <Empty
            title={t('loadFailed')}
            description={errorText(t, staff.error)}
            action={
              <Button variant="primary" onPress={() => void staff.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <Table aria-label={t('staff.results')} columns={columns} rows={rows} rowKey="uid" isLoading={staff.isFetching} maxHeight={560} />
        )}
      </Panel>
      <StaffDialog
        staff={editing?.staff ?? null}
        unit={unit}
        isOpen={editing !== null}
        outlets={outletRows}
        roles={roles.data?.data ?? []}
        canGrantAdmin={administrator}
        enterprises={enterprises.data?.data ?? []}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSaved={() => void staff.refetch()}
      />
      <ResetPasswordDialog staff={resetting} onClose={() => setResetting(null)} />
    </PageFrame>
  );
}
