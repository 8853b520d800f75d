import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, DescriptionList, Dialog, space, type DescriptionItem } from '../../../design-system';
import { diskOnline, diskType, lookupKey, packageServiceStatus } from '../../lookups';
import type { SlotState } from '../rules/slots';
import type { RestartTarget } from './RestartDialog';
import { SlotStateTag } from './SlotChassis';

/** A slot (or a hosted disk in its slot) as the details show it, by the terminal's field names (spec 01 §3). */
export interface SlotDetails {
  serverId: string;
  serverName: string;
  psn: string;
  board: string;
  port: string;
  state: SlotState;
  disk?: {
    diskId: string;
    taxerId: string;
    taxerName: string;
    aliasName?: string;
    diskType: number;
    online: number;
    serviceStatus: number;
    serviceStatusDesc?: string;
    remain?: number;
    qysj?: string;
  };
}

export interface SlotDetailsDialogProps {
  slot: SlotDetails | null;
  onClose(): void;
  /** Restart the slot's port (the parent opens the restart dialog). */
  onRestart(target: RestartTarget): void;
  /** Offer a link to the slot in 卡槽状态 (from the disk list). @default false */
  showInChassis?: boolean;
}

const Actions = styled.div`
  display: flex;
  gap: ${space[3]};
  flex-wrap: wrap;
  margin-top: ${space[4]};
`;

/** A slot's details: where it is (server, chassis psn, board, port), its state, and its disk; restart the port. */
export function SlotDetailsDialog({ slot, onClose, onRestart, showInChassis = false }: SlotDetailsDialogProps) {
  const { t } = useTranslation(['providerOps', 'lookups']);
  const navigate = useNavigate();
  if (!slot) return null;
  const disk = slot.disk;
  const serviceKey = disk ? lookupKey(packageServiceStatus, disk.serviceStatus) : '';
  const items: DescriptionItem[] = [
    { key: 'server', label: t('field.server'), value: slot.serverName },
    { key: 'psn', label: t('field.psn'), value: slot.psn },
    { key: 'board', label: t('field.board'), value: slot.board },
    { key: 'port', label: t('field.port'), value: slot.port },
    { key: 'state', label: t('field.state'), value: <SlotStateTag state={slot.state} /> },
    ...(disk
      ? [
          { key: 'diskId', label: t('field.diskId'), value: disk.diskId },
          { key: 'taxerName', label: t('field.taxerName'), value: disk.taxerName, span: 2 },
          { key: 'taxerId', label: t('field.taxerId'), value: disk.taxerId },
          { key: 'diskType', label: t('field.diskType'), value: t(lookupKey(diskType, disk.diskType)) },
          { key: 'online', label: t('field.online'), value: t(disk.online === 1 ? diskOnline['1'].key : diskOnline.notInserted.key) },
          {
            key: 'service',
            label: t('field.service'),
            value: serviceKey === 'lookups:unknown' && disk.serviceStatusDesc ? disk.serviceStatusDesc : t(serviceKey),
          },
          ...(disk.remain !== undefined ? [{ key: 'remain', label: t('field.remain'), value: t('field.remainDays', { count: disk.remain }) }] : []),
          ...(disk.aliasName ? [{ key: 'alias', label: t('field.alias'), value: disk.aliasName }] : []),
        ]
      : [{ key: 'empty', label: t('field.diskId'), value: t('details.noDisk'), span: 2 }]),
  ];
  const target: RestartTarget = { serverId: slot.serverId, serverName: slot.serverName, psn: slot.psn, board: slot.board, port: slot.port };
  return (
    <Dialog
      isOpen
      width="medium"
      onOpenChange={(open) => !open && onClose()}
      title={t('details.title', { psn: slot.psn, board: slot.board, port: slot.port })}
      footer={({ close }) => <Button onPress={() => close()}>{t('details.close')}</Button>}
    >
      <DescriptionList items={items} columns={2} bordered />
      <Actions>
        <Button variant="primary" onPress={() => onRestart(target)}>
          {t('details.restartPort')}
        </Button>
        {showInChassis && (
          <Button
            onPress={() => {
              onClose();
              void navigate(`/service/viewSlotStatus?server=${encodeURIComponent(slot.serverId)}&slot=${encodeURIComponent(`${slot.psn}/${slot.board}/${slot.port}`)}`);
            }}
          >
            {t('details.inChassis')}
          </Button>
        )}
      </Actions>
    </Dialog>
  );
}
