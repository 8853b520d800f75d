import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Dialog,
  DropdownButton,
  fontSize,
  formatDateTime,
  MenuItem,
  PageFrame,
  Panel,
  space,
  StatusBadge,
  Table,
  useMessage,
  vars,
  type TableColumn,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import type { Server, ServerTask } from '../api';
import { useGetServerListQuery, useGetServerTasksQuery, useRemoveServerMutation } from '../hooks/opsApi';
import { RestartDialog, type RestartTarget } from './RestartDialog';
import { ServerFormDialog } from './ServerFormDialog';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

const Actions = styled.div`
  display: flex;
  gap: ${space[2]};
  flex-wrap: wrap;
`;

const Hint = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
`;

const stateTones = { 1: 'success', 2: 'danger', 3: 'warning' } as const;
const taskTones = { running: 'info', done: 'success', failed: 'danger' } as const;

/** One board of the selected server (a row of its boards' table). */
interface BoardRow {
  key: string;
  psn: string;
  board: string;
  ports: number;
  diskCount: number;
  state: 0 | 1;
  restarting: boolean;
}

export interface ServerListProps {
  route: PortalRoute;
}

/**
 * 服务器管理 (/service/server, spec 01 §2): the provider's servers (the hosts of its chassis) with state, load and
 * disks in use; add, edit and remove (a server still holding disks is refused by the server); a server's chassis and
 * boards, where a board or one of its ports is restarted as a server task with a result; the latest tasks.
 */
export function ServerList({ route }: ServerListProps) {
  const { t } = useTranslation(['providerOps', 'errors', 'routeTitles']);
  const message = useMessage();
  const navigate = useNavigate();
  const servers = useGetServerListQuery(undefined, { refetchOnMountOrArgChange: true });
  const list = useMemo(() => servers.data?.data.list ?? [], [servers.data]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = list.find((s) => s.serverId === selectedId) ?? list[0] ?? null;
  const tasks = useGetServerTasksQuery({ serverId: selected?.serverId ?? '' }, { skip: !selected });
  const [form, setForm] = useState<{ server: Server | null } | null>(null);
  const [removing, setRemoving] = useState<Server | null>(null);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const [remove] = useRemoveServerMutation();
  const [restart, setRestart] = useState<RestartTarget | null>(null);

  const serverColumns = useMemo<TableColumn<Server>[]>(
    () => [
      { key: 'serverName', title: t('server.name'), minWidth: 180, ellipsis: true },
      { key: 'ip', title: t('server.ip'), width: 120 },
      { key: 'room', title: t('server.room'), width: 130, ellipsis: true },
      { key: 'state', title: t('server.state'), width: 100, render: (s) => <StatusBadge tone={stateTones[s.state]}>{t(`serverState.${s.state}`)}</StatusBadge> },
      { key: 'cpuLoad', title: t('server.cpu'), width: 80, align: 'end', render: (s) => `${s.cpuLoad}%` },
      { key: 'memLoad', title: t('server.mem'), width: 80, align: 'end', render: (s) => `${s.memLoad}%` },
      { key: 'chassis', title: t('server.chassis'), width: 80, align: 'end', render: (s) => s.chassis.length },
      { key: 'disks', title: t('server.disks'), width: 110, align: 'end', render: (s) => t('server.diskUse', { disks: s.diskCount, slots: s.slotCount }) },
      {
        key: 'actions',
        title: t('server.actions'),
        width: 150,
        render: (s) => (
          <Actions>
            <Button size="sm" variant="text" aria-label={t('server.editOf', { name: s.serverName })} onPress={() => setForm({ server: s })}>
              {t('server.edit')}
            </Button>
            <Button
              size="sm"
              variant="text"
              aria-label={t('server.removeOf', { name: s.serverName })}
              onPress={() => {
                setRemoveFailure(null);
                setRemoving(s);
              }}
            >
              {t('server.remove')}
            </Button>
          </Actions>
        ),
      },
    ],
    [t],
  );

  const boards = useMemo<BoardRow[]>(
    () =>
      (selected?.chassis ?? []).flatMap((c) =>
        c.boards.map((b) => ({ key: `${c.psn}/${b.board}`, psn: c.psn, board: b.board, ports: b.ports, diskCount: b.diskCount, state: b.state, restarting: !!b.restarting })),
      ),
    [selected],
  );

  const boardColumns = useMemo<TableColumn<BoardRow>[]>(
    () => [
      { key: 'psn', title: t('field.psn'), width: 140 },
      { key: 'board', title: t('field.board'), width: 80, align: 'end' },
      { key: 'ports', title: t('board.ports'), width: 90, align: 'end' },
      { key: 'diskCount', title: t('board.disks'), width: 90, align: 'end' },
      {
        key: 'state',
        title: t('board.state'),
        width: 110,
        render: (b) =>
          b.restarting ? (
            <StatusBadge tone="info">{t('board.restarting')}</StatusBadge>
          ) : (
            <StatusBadge tone={b.state === 1 ? 'success' : 'danger'}>{t(b.state === 1 ? 'board.normal' : 'board.fault')}</StatusBadge>
          ),
      },
      {
        key: 'actions',
        title: t('server.actions'),
        minWidth: 220,
        render: (b) =>
          selected && (
            <Actions>
              <Button
                size="sm"
                variant="text"
                aria-label={t('board.restartOf', { psn: b.psn, board: b.board })}
                onPress={() => setRestart({ serverId: selected.serverId, serverName: selected.serverName, psn: b.psn, board: b.board })}
              >
                {t('board.restart')}
              </Button>
              <DropdownButton
                size="sm"
                variant="text"
                label={t('board.restartPort')}
                aria-label={t('board.restartPortOf', { psn: b.psn, board: b.board })}
                onAction={(port) => setRestart({ serverId: selected.serverId, serverName: selected.serverName, psn: b.psn, board: b.board, port: String(port) })}
              >
                {Array.from({ length: b.ports }, (_, p) => (
                  <MenuItem key={String(p + 1)} id={String(p + 1)}>
                    {t('chassis.port', { port: p + 1 })}
                  </MenuItem>
                ))}
              </DropdownButton>
            </Actions>
          ),
      },
    ],
    [t, selected],
  );

  const taskColumns = useMemo<TableColumn<ServerTask>[]>(
    () => [
      { key: 'createTime', title: t('task.time'), width: 170, render: (k) => formatDateTime(k.createTime) },
      {
        key: 'target',
        title: t('task.target'),
        width: 220,
        render: (k) => (k.port ? t('restart.port', { psn: k.psn, board: k.board, port: k.port }) : t('restart.board', { psn: k.psn, board: k.board })),
      },
      { key: 'state', title: t('task.state'), width: 100, render: (k) => <StatusBadge tone={taskTones[k.state]}>{t(`task.states.${k.state}`)}</StatusBadge> },
      { key: 'result', title: t('task.result'), minWidth: 220, ellipsis: true, render: (k) => k.result ?? '' },
    ],
    [t],
  );

  const confirmRemove = async () => {
    if (!removing) return true;
    const reply = await remove({ serverId: removing.serverId });
    if ('data' in reply && reply.data?.data) {
      message.success(t('server.removed', { name: removing.serverName }));
      if (selectedId === removing.serverId) setSelectedId(null);
      return true;
    }
    setRemoveFailure(errorText(t, 'error' in reply ? reply.error : undefined));
    return false;
  };

  return (
    <PageFrame
      title={t(route.titleKey)}
      actions={
        <Button variant="primary" onPress={() => setForm({ server: null })}>
          {t('server.add')}
        </Button>
      }
    >
      <Column>
        <Panel title={t('server.listTitle')}>
          {servers.isError ? (
            <Alert tone="danger">{errorText(t, servers.error)}</Alert>
          ) : (
            <Column>
              <Table
                aria-label={t('server.listTitle')}
                columns={serverColumns}
                rows={list}
                rowKey="serverId"
                isLoading={servers.isFetching}
                maxHeight={320}
                onRowAction={(s) => setSelectedId(s.serverId)}
              />
              <Hint>{t('server.selectHint')}</Hint>
            </Column>
          )}
        </Panel>
        {selected && (
          <Panel
            title={t('server.detailTitle', { name: selected.serverName })}
            extra={
              <Button size="sm" onPress={() => void navigate(`/service/viewSlotStatus?server=${encodeURIComponent(selected.serverId)}`)}>
                {t('server.viewSlots')}
              </Button>
            }
          >
            <Column>
              <Table aria-label={t('board.tableLabel', { name: selected.serverName })} columns={boardColumns} rows={boards} rowKey="key" maxHeight={360} emptyContent={t('board.empty')} />
              <Table
                aria-label={t('task.tableLabel', { name: selected.serverName })}
                columns={taskColumns}
                rows={tasks.data?.data.list ?? []}
                rowKey="taskId"
                isLoading={tasks.isFetching}
                maxHeight={280}
                emptyContent={t('task.empty')}
              />
            </Column>
          </Panel>
        )}
      </Column>
      <ServerFormDialog
        isOpen={form !== null}
        server={form?.server ?? null}
        onClose={() => setForm(null)}
        onSaved={(saved) => {
          message.success(t(form?.server ? 'server.saved' : 'server.added', { name: saved.serverName }));
          setSelectedId(saved.serverId);
          setForm(null);
        }}
      />
      {removing && (
        <Dialog
          isOpen
          role="alertdialog"
          onOpenChange={(open) => !open && setRemoving(null)}
          title={t('server.removeTitle')}
          okText={t('server.remove')}
          okVariant="danger"
          onOk={confirmRemove}
        >
          <Column>
            <p>{t('server.removeConfirm', { name: removing.serverName })}</p>
            {removeFailure && <Alert tone="danger">{removeFailure}</Alert>}
          </Column>
        </Dialog>
      )}
      <RestartDialog target={restart} onClose={() => setRestart(null)} />
    </PageFrame>
  );
}
