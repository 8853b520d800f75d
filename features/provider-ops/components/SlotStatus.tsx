import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, fontSize, PageFrame, Panel, Radio, RadioGroup, Select, SelectItem, Skeleton, space, Table, vars, type TableColumn, type TableHandle } from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import { diskType, lookupKey } from '../../lookups';
import type { Chassis } from '../api';
import { useGetServerListQuery, useGetServerSlotsQuery } from '../hooks/opsApi';
import { useAddressSearch } from '../hooks/useAddressSearch';
import { slotKey, slotStateOf, type SlotState } from '../rules/slots';
import { RestartDialog, type RestartTarget } from './RestartDialog';
import { SlotChassis, SlotStateTag, type BoardView } from './SlotChassis';
import { SlotDetailsDialog, type SlotDetails } from './SlotDetailsDialog';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

const Bar = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${space[4]};
  flex-wrap: wrap;
  & > [data-field='server'] { width: 260px; }
`;

const Hint = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
`;

const Current = styled.strong`
  margin-left: ${space[1]};
  color: ${vars.colorBrandText};
  font-size: ${fontSize.xs};
`;

/** A slot of the page: its details and its row of the table. */
export interface SlotRow extends SlotDetails {
  key: string;
}

/** The chassis as slots, each with its decided state (rules/slots.ts). */
export function slotRowsOf(list: readonly Chassis[]): SlotRow[] {
  return list.flatMap((c) =>
    c.boards.flatMap((b) =>
      b.slots.map((s) => ({
        key: slotKey(c.psn, b.board, s.port),
        serverId: c.serverId,
        serverName: c.serverName,
        psn: c.psn,
        board: b.board,
        port: s.port,
        state: slotStateOf({ disk: s.disk, restarting: s.restarting, boardState: b.state }) as SlotState,
        ...(s.disk ? { disk: s.disk } : {}),
      })),
    ),
  );
}

function boardsOf(chassis: Chassis, byKey: ReadonlyMap<string, SlotRow>): BoardView[] {
  return chassis.boards.map((b) => ({
    board: b.board,
    faulty: b.state === 0,
    slots: b.slots.map((s) => {
      const row = byKey.get(slotKey(chassis.psn, b.board, s.port)) as SlotRow;
      return { key: row.key, port: s.port, state: row.state, ...(row.disk ? { diskId: row.disk.diskId, taxerName: row.disk.taxerName } : {}) };
    }),
  }));
}

export interface SlotStatusProps {
  route: PortalRoute;
}

/**
 * 卡槽状态 (/service/viewSlotStatus, spec 01 §2): a server's chassis drawn as boards of ports, each slot with its disk
 * and state (icon and word), keyboard-navigable; or the same slots as a table (?view=table). The slot last focused or
 * opened stays the current one across the two views (?slot=); Enter or a click opens its details, where its port is
 * restarted. ?server= picks the server.
 */
export function SlotStatus({ route }: SlotStatusProps) {
  const { t } = useTranslation(['providerOps', 'lookups', 'routeTitles', 'errors']);
  const [params, setParams] = useAddressSearch();
  const servers = useGetServerListQuery(undefined, { refetchOnMountOrArgChange: true });
  const list = servers.data?.data.list ?? [];
  const serverId = params.get('server') ?? list[0]?.serverId ?? '';
  const view = params.get('view') === 'table' ? 'table' : 'chassis';
  const slots = useGetServerSlotsQuery({ serverId }, { skip: !serverId, refetchOnMountOrArgChange: true });
  const [active, setActive] = useState<string | null>(params.get('slot'));
  const [open, setOpen] = useState<string | null>(null);
  const [restart, setRestart] = useState<RestartTarget | null>(null);
  const table = useRef<TableHandle>(null);

  const chassis = useMemo(() => slots.data?.data.list ?? [], [slots.data]);
  const rows = useMemo(() => slotRowsOf(chassis), [chassis]);
  const byKey = useMemo(() => new Map(rows.map((r) => [r.key, r])), [rows]);
  const current = active && byKey.has(active) ? active : null;
  const opened = open ? (byKey.get(open) ?? null) : null;

  const openSlot = (key: string) => {
    setActive(key);
    setOpen(key);
    setParams({ slot: key });
  };

  const columns = useMemo<TableColumn<SlotRow>[]>(
    () => [
      {
        key: 'psn',
        title: t('field.psn'),
        width: 150,
        render: (r) => (
          <>
            {r.psn}
            {r.key === current && <Current>{t('slots.current')}</Current>}
          </>
        ),
      },
      { key: 'board', title: t('field.board'), width: 80, align: 'end' },
      { key: 'port', title: t('field.port'), width: 80, align: 'end' },
      { key: 'diskId', title: t('field.diskId'), width: 150, render: (r) => r.disk?.diskId ?? t('chassis.noDisk') },
      { key: 'taxerName', title: t('field.taxerName'), minWidth: 200, ellipsis: true, render: (r) => r.disk?.taxerName ?? '' },
      { key: 'diskType', title: t('field.diskType'), width: 120, render: (r) => (r.disk ? t(lookupKey(diskType, r.disk.diskType)) : '') },
      { key: 'state', title: t('field.state'), width: 130, render: (r) => <SlotStateTag state={r.state} /> },
    ],
    [t, current],
  );

  const switchView = (next: string) => setParams({ view: next === 'table' ? 'table' : null, ...(current ? { slot: current } : {}) });
  // The table opens on the current slot: scrolled into view once the table and its rows are there.
  const hasRows = rows.length > 0;
  useEffect(() => {
    if (view !== 'table' || !hasRows || !current) return;
    const index = rows.findIndex((r) => r.key === current);
    if (index >= 0) table.current?.scrollToRow(index);
    // Only when the table opens (or its rows first arrive), not on every refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, hasRows]);

  const serverItems = list.map((s) => ({ id: s.serverId, label: t('slots.serverOption', { name: s.serverName, ip: s.ip }) }));

  return (
    <PageFrame title={t(route.titleKey)}>
      <Column>
        {servers.isError && <Alert tone="danger">{errorText(t, servers.error)}</Alert>}
        <Bar>
          <div data-field="server">
            <Select<{ id: string; label: string }>
              label={t('slots.server')}
              layout="vertical"
              items={serverItems}
              value={serverId || null}
              onChange={(next) => {
                setActive(null);
                setParams({ server: next === null ? null : String(next), slot: null });
              }}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </Select>
          </div>
          <RadioGroup label={t('slots.view')} variant="button" value={view} onChange={switchView}>
            <Radio value="chassis">{t('slots.viewChassis')}</Radio>
            <Radio value="table">{t('slots.viewTable')}</Radio>
          </RadioGroup>
        </Bar>
        {slots.isError && <Alert tone="danger">{errorText(t, slots.error)}</Alert>}
        {view === 'chassis' ? (
          <Panel title={t('slots.chassisTitle')}>
            <Column>
              <Hint>{t('slots.keyboardHint')}</Hint>
              {slots.isLoading || servers.isLoading ? (
                <Skeleton lines={6} aria-label={t('slots.loading')} />
              ) : chassis.length === 0 ? (
                <Hint>{t('slots.noChassis')}</Hint>
              ) : (
                chassis.map((c) => (
                  <SlotChassis
                    key={c.psn}
                    psn={c.psn}
                    serverName={c.serverName}
                    boards={boardsOf(c, byKey)}
                    activeKey={current}
                    onActiveChange={setActive}
                    onOpen={openSlot}
                    selectedKey={open}
                  />
                ))
              )}
            </Column>
          </Panel>
        ) : (
          <Panel title={t('slots.tableTitle')}>
            <Table
              aria-label={t('slots.tableLabel')}
              columns={columns}
              rows={rows}
              rowKey="key"
              isLoading={slots.isFetching}
              maxHeight={560}
              handleRef={table}
              onRowAction={(row) => openSlot(row.key)}
            />
          </Panel>
        )}
      </Column>
      <SlotDetailsDialog
        slot={opened}
        onClose={() => setOpen(null)}
        onRestart={(target) => {
          setOpen(null);
          setRestart(target);
        }}
      />
      <RestartDialog target={restart} onClose={() => setRestart(null)} />
    </PageFrame>
  );
}
