import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ActionGroup,
  Button,
  Dialog,
  Empty,
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
  Tree,
  useConfirm,
  useMessage,
  type TableColumn,
  type TreeNode,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import { useCancelPermsMutation, useCreatePermMutation, useGetPermListQuery, useModifyPermMutation, useOpenPermsMutation, useRemovePermMutation, type Perm } from '../api';
import { permTree } from '../rules/permTree';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${space[4]};
  align-items: start;
  @media (max-width: 1000px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${space[3]};
`;

const Form = styled.form`
  display: grid;
  gap: ${space[3]};
`;

export interface DefaultPermissionsProps {
  route: PortalRoute;
}

type Editing = { perm: Perm | null; name: string; code: string; group: string | null; problem: string | null };

/**
 * 默认权限 (/service/defaultPermission): the permission catalogue (spec 02 §7.3 perm list) with the permissions a new
 * role starts with, saved through perm batch open and cancel; permissions the organisation adds for its own
 * processes are added, renamed and removed here (perm create/modify/remove). The portal's own ones stay.
 */
export function DefaultPermissions({ route }: DefaultPermissionsProps) {
  const { t } = useTranslation(['organisation', 'errors']);
  const confirm = useConfirm();
  const message = useMessage();
  const perms = useGetPermListQuery();
  const [open, opening] = useOpenPermsMutation();
  const [cancel, cancelling] = useCancelPermsMutation();
  const [create] = useCreatePermMutation();
  const [modify] = useModifyPermMutation();
  const [remove] = useRemovePermMutation();
  const list = useMemo(() => perms.data?.data ?? [], [perms.data]);
  const saved = useMemo(() => new Set(list.filter((p) => p.parentCode && p.isDefault).map((p) => p.permCode)), [list]);
  const [draft, setDraft] = useState<Set<string> | null>(null);
  const checked = draft ?? saved;
  const [editing, setEditing] = useState<Editing | null>(null);

  const nodes = useMemo<TreeNode[]>(
    () => permTree(list).map((g) => ({ id: g.id, label: g.name, textValue: g.name, children: (g.children ?? []).map((p) => ({ id: p.id, label: p.name, textValue: p.name })) })),
    [list],
  );
  const groups = list.filter((p) => !p.parentCode);
  const custom = list.filter((p) => p.parentCode && !p.builtIn);

  const saveDefaults = async () => {
    const added = [...checked].filter((c) => !saved.has(c));
    const dropped = [...saved].filter((c) => !checked.has(c));
    if (added.length > 0 && 'error' in (await open({ permCodes: { permCodes: added } }))) return;
    if (dropped.length > 0 && 'error' in (await cancel({ permCodes: { permCodes: dropped } }))) return;
    message.success(t('defaults.saved'));
    setDraft(null);
    void perms.refetch();
  };

  const saveCustom = async () => {
    if (!editing) return true;
    const name = editing.name.trim();
    if (!name) {
      setEditing({ ...editing, problem: t('defaults.nameRequired') });
      return false;
    }
    if (editing.perm) await modify({ body: { permCode: editing.perm.permCode, name } }).unwrap();
    else await create({ body: { permCode: editing.code.trim(), name, ...(editing.group ? { parentCode: editing.group } : {}) } }).unwrap();
    message.success(t('defaults.customSaved', { name }));
    void perms.refetch();
    return true;
  };

  const columns = useMemo<TableColumn<Perm>[]>(
    () => [
      { key: 'name', title: t('defaults.name'), minWidth: 120 },
      { key: 'permCode', title: t('defaults.code'), width: 160 },
      { key: 'group', title: t('defaults.group'), width: 120, render: (row) => list.find((g) => g.permCode === row.parentCode)?.name ?? '' },
      {
        key: 'actions',
        title: t('roles.actions'),
        width: 140,
        render: (row) => (
          <ActionGroup>
            <Button size="sm" variant="text" aria-label={t('defaults.renameRow', { name: row.name })} onPress={() => setEditing({ perm: row, name: row.name, code: row.permCode, group: row.parentCode ?? null, problem: null })}>
              {t('defaults.rename')}
            </Button>
            <Button
              size="sm"
              variant="text"
              aria-label={t('defaults.removeRow', { name: row.name })}
              onPress={async () => {
                if (!(await confirm({ title: t('defaults.removeTitle'), content: t('defaults.removeConfirm', { name: row.name }), okVariant: 'danger', tone: 'warning' }))) return;
                const result = await remove({ permCode: row.permCode });
                if (!('error' in result)) message.success(t('defaults.removed', { name: row.name }));
                void perms.refetch();
              }}
            >
              {t('roles.remove')}
            </Button>
          </ActionGroup>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, list, perms.refetch],
  );

  return (
    <PageFrame
      title={t(route.titleKey)}
      actions={
        <Button variant="primary" icon={<Icon name="plus" size={14} />} onPress={() => setEditing({ perm: null, name: '', code: '', group: groups[0]?.permCode ?? null, problem: null })}>
          {t('defaults.add')}
        </Button>
      }
    >
      {perms.isError ? (
        <Empty
          title={t('loadFailed')}
          description={errorText(t, perms.error)}
          action={
            <Button variant="primary" onPress={() => void perms.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : perms.isLoading ? (
        <Skeleton variant="table" rows={6} columns={2} aria-label={t('loading')} />
      ) : (
        <Columns>
          <Panel title={t('defaults.title')}>
            <Tree aria-label={t('defaults.title')} selectionMode="checkbox" items={nodes} selectedKeys={checked} onSelectionChange={setDraft} maxHeight={420} />
            <Footer>
              <Button variant="primary" isDisabled={draft === null} isLoading={opening.isLoading || cancelling.isLoading} onPress={() => void saveDefaults()}>
                {t('defaults.save')}
              </Button>
            </Footer>
          </Panel>
          <Panel title={t('defaults.custom')} extra={<Tag>{t('defaults.customCount', { count: custom.length })}</Tag>}>
            <Table aria-label={t('defaults.custom')} columns={columns} rows={custom} rowKey="permCode" maxHeight={420} />
          </Panel>
        </Columns>
      )}
      <Dialog
        isOpen={editing !== null}
        onOpenChange={(isOpen) => !isOpen && setEditing(null)}
        title={t(editing?.perm ? 'defaults.renameTitle' : 'defaults.addTitle')}
        width="small"
        okText={t('departments.ok')}
        onOk={saveCustom}
      >
        {editing && (
          <Form aria-label={t(editing.perm ? 'defaults.renameTitle' : 'defaults.addTitle')} noValidate onSubmit={(event) => event.preventDefault()}>
            <TextField
              label={t('defaults.name')}
              isRequired
              maxLength={20}
              value={editing.name}
              onChange={(name) => setEditing({ ...editing, name, problem: null })}
              isInvalid={editing.problem !== null}
              errorMessage={editing.problem ?? undefined}
            />
            {!editing.perm && (
              <>
                <TextField label={t('defaults.code')} isRequired description={t('defaults.codeHint')} value={editing.code} onChange={(code) => setEditing({ ...editing, code })} />
                <Select label={t('defaults.group')} isRequired value={editing.group} onChange={(key) => setEditing({ ...editing, group: String(key) })}>
                  {groups.map((g) => (
                    <SelectItem key={g.permCode} id={g.permCode}>
                      {g.name}
                    </SelectItem>
                  ))}
                </Select>
              </>
            )}
          </Form>
        )}
      </Dialog>
    </PageFrame>
  );
}
