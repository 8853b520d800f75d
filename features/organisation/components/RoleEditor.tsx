import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, space, TextField, Tree, type TreeNode } from '../../../design-system';
import type { Perm, Role } from '../api';
import { leafCodes, permTree } from '../rules/permTree';

const Form = styled.form`
  display: grid;
  gap: ${space[3]};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[3]} ${space[6]};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space[2]};
`;

export interface RoleDraft {
  name: string;
  remark: string;
  permCodes: string[];
}

export interface RoleEditorProps {
  /** The role edited; null makes a new one starting from the default permissions. */
  role: Role | null;
  /** The permission catalogue (spec 02 §7.3 perm list). */
  perms: readonly Perm[];
  /** Saves; resolves true when saved (a refusal is alerted by the request layer, the form keeps what was typed). */
  onSave(draft: RoleDraft): Promise<boolean>;
  /** @default false */
  isSaving?: boolean;
}

const draftOf = (role: Role | null, perms: readonly Perm[]): RoleDraft =>
  role
    ? { name: role.name, remark: role.remark ?? '', permCodes: [...role.permCodes] }
    : { name: '', remark: '', permCodes: perms.filter((p) => p.parentCode && p.isDefault).map((p) => p.permCode) };

/**
 * A role's name, note and permission tree (tri-state checkboxes: a group is checked when all its permissions are).
 * The built-in administrator role holds every permission and is shown read-only.
 */
export function RoleEditor({ role, perms, onSave, isSaving = false }: RoleEditorProps) {
  const { t } = useTranslation('organisation');
  const [draft, setDraft] = useState<RoleDraft>(() => draftOf(role, perms));
  // A form per role (and per catalogue size): a refetch of the same role keeps what is being edited.
  const formKey = `${role?.id ?? 'new'}|${perms.length}`;
  const [shownFor, setShownFor] = useState(formKey);
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  if (shownFor !== formKey) {
    setShownFor(formKey);
    setDraft(draftOf(role, perms));
    setNameProblem(null);
  }
  const readOnly = role?.builtIn === true;
  const nodes = useMemo<TreeNode[]>(
    () =>
      permTree(perms).map((g) => ({
        id: g.id,
        label: g.name,
        textValue: g.name,
        children: (g.children ?? []).map((p) => ({ id: p.id, label: p.name, textValue: p.name })),
      })),
    [perms],
  );
  const known = useMemo(() => leafCodes(perms), [perms]);
  const checked = useMemo(() => new Set(draft.permCodes.filter((c) => known.has(c))), [draft.permCodes, known]);

  const save = async () => {
    if (draft.name.trim() === '') {
      setNameProblem(t('roles.nameRequired'));
      document.getElementById('role-name')?.focus();
      return;
    }
    await onSave({ ...draft, name: draft.name.trim(), remark: draft.remark.trim() });
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {readOnly && <Alert tone="info">{t('roles.builtInNote')}</Alert>}
      <Row>
        <TextField
          id="role-name"
          label={t('roles.name')}
          isRequired
          isReadOnly={readOnly}
          maxLength={20}
          value={draft.name}
          onChange={(name) => {
            setDraft((d) => ({ ...d, name }));
            setNameProblem(null);
          }}
          isInvalid={nameProblem !== null}
          errorMessage={nameProblem ?? undefined}
        />
        <TextField label={t('roles.remark')} isReadOnly={readOnly} maxLength={50} value={draft.remark} onChange={(remark) => setDraft((d) => ({ ...d, remark }))} />
      </Row>
      <Tree
        aria-label={t('roles.permissions', { name: draft.name || t('roles.newTitle') })}
        selectionMode="checkbox"
        items={nodes}
        selectedKeys={checked}
        onSelectionChange={(keys) => setDraft((d) => ({ ...d, permCodes: [...keys] }))}
        isDisabled={readOnly}
        maxHeight={360}
      />
      {!readOnly && (
        <Footer>
          <Button type="submit" variant="primary" isLoading={isSaving}>
            {t(role ? 'roles.save' : 'roles.create')}
          </Button>
        </Footer>
      )}
    </Form>
  );
}
