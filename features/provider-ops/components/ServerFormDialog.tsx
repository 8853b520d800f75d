import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Dialog, NumberField, Select, SelectItem, space, TextField } from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { Server } from '../api';
import { useAddServerMutation, useModifyServerMutation } from '../hooks/opsApi';
import { checkServerForm, psnListOf, type ServerFormIssues, type ServerFormValues } from '../rules/serverForm';

const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space[3]} ${space[4]};
  & > [data-wide] { grid-column: 1 / -1; }
`;

export interface ServerFormDialogProps {
  /** The server edited; null adds one. */
  server: Server | null;
  isOpen: boolean;
  onClose(): void;
  /** Told the stored server after a save. */
  onSaved(server: Server): void;
}

const valuesOf = (server: Server | null): ServerFormValues =>
  server
    ? {
        serverName: server.serverName,
        ip: server.ip,
        room: server.room,
        state: server.state,
        psnText: server.chassis.map((c) => c.psn).join(', '),
        boards: server.chassis[0]?.boards.length ?? 4,
        ports: server.chassis[0]?.boards[0]?.ports ?? 8,
      }
    : { serverName: '', ip: '', room: '', state: 1, psnText: '', boards: 4, ports: 8 };

/**
 * Adding or editing a server (服务器管理): name, IP address, room, state and the chassis it hosts (new chassis get the
 * boards and ports given). Checked at each field first (rules/serverForm.ts), then by the server, whose refusal is
 * shown in the dialog; what was typed stays. The form starts afresh each time it opens (its key is the server's).
 */
export function ServerFormDialog({ server, isOpen, onClose, onSaved }: ServerFormDialogProps) {
  if (!isOpen) return null;
  return <ServerForm key={server?.serverId ?? 'new'} server={server} onClose={onClose} onSaved={onSaved} />;
}

function ServerForm({ server, onClose, onSaved }: Omit<ServerFormDialogProps, 'isOpen'>) {
  const { t } = useTranslation(['providerOps', 'errors']);
  const [values, setValues] = useState<ServerFormValues>(() => valuesOf(server));
  const [issues, setIssues] = useState<ServerFormIssues>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [add] = useAddServerMutation();
  const [modify] = useModifyServerMutation();
  const set = <K extends keyof ServerFormValues>(field: K, value: ServerFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setIssues((i) => ({ ...i, [field]: undefined }));
  };
  const stateItems = ([1, 3, 2] as const).map((s) => ({ id: String(s), label: t(`serverState.${s}`) }));

  const save = async () => {
    const found = checkServerForm(values);
    setIssues(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return false;
    const serverInput = {
      serverName: values.serverName.trim(),
      ip: values.ip.trim(),
      room: values.room.trim(),
      state: values.state,
      psnList: psnListOf(values.psnText),
      boards: values.boards,
      ports: values.ports,
    };
    const reply = server ? await modify({ serverId: server.serverId, serverInput }) : await add({ serverInput });
    if ('data' in reply && reply.data?.data) {
      onSaved(reply.data.data);
      return true;
    }
    setRefusal(errorText(t, 'error' in reply ? reply.error : undefined));
    return false;
  };

  const error = (field: keyof ServerFormIssues) => (issues[field] ? t(issues[field] as string) : undefined);
  return (
    <Dialog
      isOpen
      width="medium"
      onOpenChange={(open) => !open && onClose()}
      title={server ? t('form.editTitle', { name: server.serverName }) : t('form.addTitle')}
      okText={t('form.save')}
      onOk={save}
    >
      <Fields>
        <div data-wide>
          <TextField label={t('form.serverName')} isRequired value={values.serverName} onChange={(v) => set('serverName', v)} isInvalid={!!issues.serverName} errorMessage={error('serverName')} />
        </div>
        <TextField label={t('form.ip')} isRequired placeholder="10.8.1.11" value={values.ip} onChange={(v) => set('ip', v)} isInvalid={!!issues.ip} errorMessage={error('ip')} />
        <TextField label={t('form.room')} value={values.room} onChange={(v) => set('room', v)} isInvalid={!!issues.room} errorMessage={error('room')} />
        <Select<{ id: string; label: string }>
          label={t('form.state')}
          items={stateItems}
          value={String(values.state)}
          onChange={(next) => next !== null && set('state', Number(next) as 1 | 2 | 3)}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
        <div data-wide>
          <TextField
            label={t('form.psn')}
            isRequired
            description={t('form.psnHint')}
            value={values.psnText}
            onChange={(v) => set('psnText', v)}
            isInvalid={!!issues.psnText}
            errorMessage={error('psnText')}
          />
        </div>
        <NumberField label={t('form.boards')} minValue={1} maxValue={16} value={values.boards} onChange={(v) => set('boards', v)} isInvalid={!!issues.boards} errorMessage={error('boards')} />
        <NumberField label={t('form.ports')} minValue={1} maxValue={16} value={values.ports} onChange={(v) => set('ports', v)} isInvalid={!!issues.ports} errorMessage={error('ports')} />
      </Fields>
      {refusal && <Alert tone="danger">{refusal}</Alert>}
    </Dialog>
  );
}
