import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  ActionGroup,
  Button,
  Empty,
  Icon,
  PageFrame,
  Panel,
  Skeleton,
  space,
  Table,
  Tag,
  useConfirm,
  useMessage,
  type TableColumn,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import { useCreateRoleMutation, useGetPermListQuery, useModifyRoleMutation, useRemoveRoleMutation, type Role } from '../api';
import { useRoles } from '../hooks/useOrganisation';
import { RoleEditor, type RoleDraft } from './RoleEditor';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  gap: ${space[4]};
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface RolesProps {
  route: PortalRoute;
  /** Start with a new role's form (newRole). @default false */
  startNew?: boolean;
}

/**
 * 角色管理 (/account/role, /service/role; rolePermission ?id= and newRole): the organisation's roles (spec 02 §7.3
 * role list) beside the chosen role's permission tree from the catalogue (perm list), as Ant Design Pro's role pages.
 * A permission taken from a role takes effect for its members on their next navigation (usePermission).
 */
export function Roles({ route, startNew = false }: RolesProps) {
  const { t } = useTranslation(['organisation', 'errors']);
  const confirm = useConfirm();
  const message = useMessage();
  const roles = useRoles();
  const perms = useGetPermListQuery();
  const [create, creating] = useCreateRoleMutation();
  const [modify, modifying] = useModifyRoleMutation();
  const [remove] = useRemoveRoleMutation();
  const location = useLocation();
  const navigate = useNavigate();
  const list = useMemo(() => roles.data?.data ?? [], [roles.data]);
  const wanted = new URLSearchParams(location.search).get('id');
  const isNew = wanted === null ? startNew : wanted === 'new';
  const current = isNew ? null : (list.find((r) => r.id === wanted) ?? list.find((r) => !r.builtIn) ?? list[0] ?? null);
  // The chosen role is in the address (?id=, rolePermission's way), kept across a reload.
  const choose = (id: string) => {
    const next = new URLSearchParams(location.search);
    next.set('id', id);
    void navigate({ pathname: location.pathname, search: `?${next.toString()}` }, { replace: true });
  };

  const columns = useMemo<TableColumn<Role>[]>(
    () => [
      {
        key: 'name',
        title: t('roles.name'),
        minWidth: 120,
        render: (row) => (
          <>
            {row.name} {row.builtIn && <Tag tone="info">{t('roles.builtIn')}</Tag>}
          </>
        ),
      },
      { key: 'remark', title: t('roles.remark'), minWidth: 140, ellipsis: true },
      { key: 'staffCount', title: t('roles.staffCount'), width: 80, align: 'end' },
      {
        key: 'actions',
        title: t('roles.actions'),
        width: 150,
        render: (row) => (
          <ActionGroup>
            <Button size="sm" variant="text" aria-label={t('roles.permissionsOf', { name: row.name })} aria-current={current?.id === row.id ? 'true' : undefined} onPress={() => choose(row.id)}>
              {t('roles.setPermissions')}
            </Button>
            {!row.builtIn && (
              <Button
                size="sm"
                variant="text"
                aria-label={t('roles.removeRow', { name: row.name })}
                onPress={async () => {
                  if (!(await confirm({ title: t('roles.removeTitle'), content: t('roles.removeConfirm', { name: row.name }), okVariant: 'danger', tone: 'warning' }))) return;
                  const result = await remove({ id: row.id });
                  if (!('error' in result)) message.success(t('roles.removed', { name: row.name }));
                  void roles.refetch();
                }}
              >
                {t('roles.remove')}
              </Button>
            )}
          </ActionGroup>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, current?.id, roles.refetch],
  );

  const save = async (draft: RoleDraft): Promise<boolean> => {
    if (current) {
      const result = await modify({ body: { id: current.id, name: draft.name, remark: draft.remark, permCodes: draft.permCodes } });
      if ('error' in result) return false;
      message.success(t('roles.saved', { name: draft.name }));
      void roles.refetch();
      return true;
    }
    const result = await create({ body: { name: draft.name, remark: draft.remark, permCodes: draft.permCodes } });
    if ('error' in result || !result.data.data) return false;
    message.success(t('roles.created', { name: draft.name }));
    await roles.refetch();
    choose(result.data.data.id);
    return true;
  };

  const failed = roles.isError ? roles : perms.isError ? perms : null;
  return (
    <PageFrame
      title={t(route.titleKey)}
      actions={
        <ActionGroup>
          {route.area === 'service' && <Button onPress={() => void navigate('/service/defaultPermission')}>{t('roles.defaults')}</Button>}
          <Button variant="primary" icon={<Icon name="plus" size={14} />} onPress={() => choose('new')}>
            {t('roles.add')}
          </Button>
        </ActionGroup>
      }
    >
      {failed ? (
        <Panel title={t('roles.list')}>
          <Empty
            title={t('loadFailed')}
            description={errorText(t, failed.error)}
            action={
              <Button
                variant="primary"
                onPress={() => {
                  void roles.refetch();
                  void perms.refetch();
                }}
              >
                {t('retry')}
              </Button>
            }
          />
        </Panel>
      ) : roles.isLoading || perms.isLoading ? (
        <Skeleton variant="table" rows={6} columns={4} aria-label={t('loading')} />
      ) : (
        <Columns>
          <Panel title={t('roles.list')}>
            <Table aria-label={t('roles.list')} columns={columns} rows={list} rowKey="id" isLoading={roles.isFetching} maxHeight={520} onRowAction={(row) => choose(row.id)} />
          </Panel>
          <Panel title={current ? t('roles.editorTitle', { name: current.name }) : t('roles.newTitle')}>
            <RoleEditor role={current} perms={perms.data?.data ?? []} onSave={save} isSaving={creating.isLoading || modifying.isLoading} />
          </Panel>
        </Columns>
      )}
    </PageFrame>
  );
}
