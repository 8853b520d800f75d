import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, fontSize, PageFrame, Panel, Select, SelectItem, space, Table, TextField, vars, type TableColumn } from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import { diskType, lookupCodes, lookupKey } from '../../lookups';
import type { GetHostedDisksApiArg, HostedDisk } from '../api';
import { useGetHostedDisksQuery, useGetServerListQuery } from '../hooks/opsApi';
import { diskStates, slotStateLabelKey, slotStateOf, type SlotState } from '../rules/slots';
import { RestartDialog, type RestartTarget } from './RestartDialog';
import { SlotStateTag } from './SlotChassis';
import { SlotDetailsDialog, type SlotDetails } from './SlotDetailsDialog';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[3]};
  & > [data-field] { width: 180px; }
  & > [data-field='key'] { width: 280px; }
  & > [data-field='server'] { width: 220px; }
`;

const Count = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
`;

const Sub = styled.span`
  display: block;
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.xs};
`;

const ALL = 'all';
interface Option {
  id: string;
  label: string;
}

/** The list's filters as the form holds them ('' for all). */
interface DiskFilter {
  key: string;
  diskType: string;
  state: string;
  serverId: string;
}
const emptyFilter: DiskFilter = { key: '', diskType: '', state: '', serverId: '' };

function argOf(f: DiskFilter): GetHostedDisksApiArg {
  return {
    ...(f.key.trim() ? { key: f.key.trim() } : {}),
    ...(f.diskType ? { diskType: Number(f.diskType) as GetHostedDisksApiArg['diskType'] } : {}),
    ...(f.state ? { state: f.state as GetHostedDisksApiArg['state'] } : {}),
    ...(f.serverId ? { serverId: f.serverId } : {}),
  };
}

const stateOf = (d: HostedDisk): SlotState => slotStateOf({ disk: d, restarting: d.restarting, boardState: d.boardState });

export function detailsOfDisk(d: HostedDisk): SlotDetails {
  return {
    serverId: d.serverId,
    serverName: d.serverName,
    psn: d.psn,
    board: d.board,
    port: d.port,
    state: stateOf(d),
    disk: {
      diskId: d.diskId,
      taxerId: d.taxerId,
      taxerName: d.taxerName,
      diskType: d.diskType,
      online: d.online,
      serviceStatus: d.serviceStatus,
      ...(d.aliasName ? { aliasName: d.aliasName } : {}),
      ...(d.serviceStatusDesc ? { serviceStatusDesc: d.serviceStatusDesc } : {}),
      ...(d.remain !== undefined ? { remain: d.remain } : {}),
    },
  };
}

export interface DiskListProps {
  route: PortalRoute;
}

/**
 * 税盘列表 (/service/taxList, spec 01 §2): every tax disk the provider hosts, with its enterprise, type, server and
 * slot (psn, board, port) and state; filtered by enterprise (name or tax number, or the disk number), type, state and
 * server; a virtualised table (10,000 rows). A row opens the disk's details: restart its port, or see it in 卡槽状态.
 */
export function DiskList({ route }: DiskListProps) {
  const { t } = useTranslation(['providerOps', 'lookups', 'routeTitles', 'errors']);
  const [applied, setApplied] = useState<DiskFilter>(emptyFilter);
  const [key, setKey] = useState('');
  const disks = useGetHostedDisksQuery(argOf(applied), { refetchOnMountOrArgChange: true });
  const servers = useGetServerListQuery();
  const [open, setOpen] = useState<SlotDetails | null>(null);
  const [restart, setRestart] = useState<RestartTarget | null>(null);
  const rows = useMemo(() => disks.data?.data.list ?? [], [disks.data]);

  const options = (codes: readonly string[], labelOf: (code: string) => string): Option[] => [
    { id: ALL, label: t('disks.all') },
    ...codes.map((code) => ({ id: code, label: labelOf(code) })),
  ];
  const typeItems = options(lookupCodes(diskType), (c) => t(lookupKey(diskType, c)));
  const stateItems = options(diskStates, (c) => t(slotStateLabelKey(c as SlotState)));
  const serverItems = options(
    (servers.data?.data.list ?? []).map((s) => s.serverId),
    (id) => servers.data?.data.list.find((s) => s.serverId === id)?.serverName ?? id,
  );

  const select = (field: 'diskType' | 'state' | 'serverId', label: string, items: Option[]) => (
    <div data-field={field === 'serverId' ? 'server' : field}>
      <Select<Option>
        label={label}
        layout="vertical"
        items={items}
        value={applied[field] === '' ? ALL : applied[field]}
        onChange={(next) => setApplied({ ...applied, key, [field]: next === ALL || next === null ? '' : String(next) })}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
    </div>
  );

  const columns = useMemo<TableColumn<HostedDisk>[]>(
    () => [
      { key: 'diskId', title: t('field.diskId'), width: 150 },
      {
        key: 'taxerName',
        title: t('field.taxerName'),
        minWidth: 240,
        ellipsis: true,
        render: (d) => (
          <>
            {d.taxerName}
            <Sub>{d.taxerId}</Sub>
          </>
        ),
      },
      { key: 'diskType', title: t('field.diskType'), width: 120, render: (d) => t(lookupKey(diskType, d.diskType)) },
      { key: 'serverName', title: t('field.server'), width: 170, ellipsis: true },
      { key: 'place', title: t('field.place'), width: 190, render: (d) => t('disks.place', { psn: d.psn, board: d.board, port: d.port }) },
      { key: 'state', title: t('field.state'), width: 130, render: (d) => <SlotStateTag state={stateOf(d)} /> },
    ],
    [t],
  );

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setApplied({ ...applied, key });
  };

  return (
    <PageFrame title={t(route.titleKey)}>
      <Column>
        <Bar role="search" aria-label={t('disks.filters')} onSubmit={submit}>
          <div data-field="key">
            <TextField label={t('disks.key')} layout="vertical" placeholder={t('disks.keyPlaceholder')} value={key} onChange={setKey} isClearable />
          </div>
          {select('diskType', t('field.diskType'), typeItems)}
          {select('state', t('field.state'), stateItems)}
          {select('serverId', t('field.server'), serverItems)}
          <Button type="submit" variant="primary">
            {t('disks.search')}
          </Button>
          <Button
            onPress={() => {
              setKey('');
              setApplied(emptyFilter);
            }}
          >
            {t('disks.reset')}
          </Button>
        </Bar>
        <Panel title={t('disks.title')} extra={disks.data ? <Count role="status">{t('disks.count', { count: rows.length, total: disks.data.data.total })}</Count> : null}>
          {disks.isError ? (
            <Alert tone="danger">{errorText(t, disks.error)}</Alert>
          ) : (
            <Table
              aria-label={t('disks.tableLabel')}
              columns={columns}
              rows={rows}
              rowKey="diskId"
              isLoading={disks.isFetching}
              emptyContent={t('disks.empty')}
              maxHeight={600}
              onRowAction={(d) => setOpen(detailsOfDisk(d))}
            />
          )}
        </Panel>
      </Column>
      <SlotDetailsDialog
        slot={open}
        showInChassis
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
