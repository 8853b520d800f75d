import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog, Select, SelectItem, space, TextField, useMessage } from '../../../design-system';
import { useCreateOutletMutation, useModifyOutletMutation } from '../api';
import { moveTargets, type OutletRow } from '../rules/outlets';

const Form = styled.form`
  display: grid;
  gap: ${space[3]};
`;

export type OutletDialogMode = 'add' | 'rename' | 'move';

export interface OutletDialogProps {
  /** What the dialog does to `outlet`: add one under it, rename it, or move it under another. null: closed. */
  mode: OutletDialogMode | null;
  outlet: OutletRow | null;
  /** Every department, for the move's choices. */
  outlets: readonly OutletRow[];
  /** Departments (agency) or outlets (provider): the dialog's words. */
  unit: 'department' | 'outlet';
  onClose(): void;
  /** After a save, with the department added or changed. */
  onSaved(id: string): void;
}

/** Adds a department under another, renames one, or moves one (its staff and enterprises go with it). */
export function OutletDialog({ mode, outlet, outlets, unit, onClose, onSaved }: OutletDialogProps) {
  const { t } = useTranslation('organisation');
  const message = useMessage();
  const [name, setName] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<{ mode: OutletDialogMode | null; outlet: OutletRow | null }>({ mode: null, outlet: null });
  if (shownFor.mode !== mode || shownFor.outlet !== outlet) {
    setShownFor({ mode, outlet });
    setName(mode === 'rename' ? (outlet?.name ?? '') : '');
    setTarget(null);
    setProblem(null);
  }
  const [create] = useCreateOutletMutation();
  const [modify] = useModifyOutletMutation();
  const u = t(`departments.unit.${unit}`);

  const onOk = async () => {
    if (!outlet || !mode) return true;
    if (mode === 'move') {
      if (!target) {
        setProblem(t('departments.targetRequired', { unit: u }));
        return false;
      }
      await modify({ id: outlet.outletid, body: { parentId: target } }).unwrap();
      message.success(t('departments.moved', { name: outlet.name }));
      onSaved(outlet.outletid);
      return true;
    }
    const trimmed = name.trim();
    if (trimmed === '') {
      setProblem(t('departments.nameRequired', { unit: u }));
      document.getElementById('outlet-name')?.focus();
      return false;
    }
    if (mode === 'add') {
      const saved = await create({ body: { name: trimmed, parentId: outlet.outletid } }).unwrap();
      message.success(t('departments.added', { name: trimmed }));
      onSaved(saved.data?.outletid ?? outlet.outletid);
    } else {
      await modify({ id: outlet.outletid, body: { name: trimmed } }).unwrap();
      message.success(t('departments.renamed', { name: trimmed }));
      onSaved(outlet.outletid);
    }
    return true;
  };

  const title = mode ? t(`departments.${mode}Title`, { unit: u, name: outlet?.name ?? '' }) : '';
  return (
    <Dialog isOpen={mode !== null && outlet !== null} onOpenChange={(open) => !open && onClose()} title={title} width="small" okText={t('departments.ok')} onOk={onOk}>
      <Form aria-label={title} noValidate onSubmit={(event) => event.preventDefault()}>
        {mode === 'move' && outlet ? (
          <Select
            label={t('departments.target', { unit: u })}
            isRequired
            value={target}
            onChange={(key) => {
              setTarget(String(key));
              setProblem(null);
            }}
            isInvalid={problem !== null}
            errorMessage={problem ?? undefined}
          >
            {moveTargets(outlets, outlet.outletid).map((o) => (
              <SelectItem key={o.id} id={o.id} textValue={o.name}>
                {`${'\u00a0\u00a0\u00a0'.repeat(o.depth)}${o.name}`}
              </SelectItem>
            ))}
          </Select>
        ) : (
          <TextField
            id="outlet-name"
            label={t('departments.name', { unit: u })}
            isRequired
            maxLength={30}
            value={name}
            onChange={(v) => {
              setName(v);
              setProblem(null);
            }}
            isInvalid={problem !== null}
            errorMessage={problem ?? undefined}
          />
        )}
      </Form>
    </Dialog>
  );
}
