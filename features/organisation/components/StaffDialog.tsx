import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox, CheckboxGroup, Dialog, PasswordField, Select, SelectItem, space, TextField, useMessage, vars } from '../../../design-system';
import { isBusinessError } from '../../../platform/api/errors';
import { hashPassword, type AgencyAccount } from '../../account';
import { passwordStrength } from '../../password';
import { useCreateStaffMutation, useModifyStaffMutation, type OrgEnterprise, type Role } from '../api';
import { flatOutlets, type OutletRow } from '../rules/outlets';
import { ADMIN_ROLE_RESERVED, roleGrantIssues } from '../rules/adminRole';
import { emptyStaff, staffIssues, type StaffDraft } from '../rules/staffForm';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[3]} ${space[6]};
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Enterprises = styled.div`
  max-height: 180px;
  overflow: auto;
  padding: ${space[1]} ${space[3]};
  border: 1px solid ${vars.colorBorder};
  border-radius: 4px;
`;

export interface StaffDialogProps {
  /** The account edited; null adds one. */
  staff: AgencyAccount | null;
  /** Departments (agency) or outlets (provider): the words of the form. */
  unit: 'department' | 'outlet';
  isOpen: boolean;
  outlets: readonly OutletRow[];
  roles: readonly Role[];
  /**
   * Whether the signed-in account is an administrator (rules/adminRole.ts): only then may it give the 管理员 role or
   * change the role of one who holds it. @default false
   */
  canGrantAdmin?: boolean;
  enterprises: readonly OrgEnterprise[];
  onOpenChange(isOpen: boolean): void;
  onSaved(): void;
}

const draftOf = (s: AgencyAccount | null): StaffDraft =>
  s
    ? { ...emptyStaff, account: s.account ?? '', userName: s.userName, phone: s.phone ?? '', departmentId: s.departmentId ?? '', roleId: s.roleId ?? '', enterpriseTaxerIds: [...(s.enterpriseTaxerIds ?? [])] }
    : emptyStaff;

/**
 * Adds a staff account (sign-in name, name, phone, department, role, the enterprises it may serve, a first password
 * by the password rules of spec 02 §5) or edits one. Wrong input is said at its field and kept; a refusal of the
 * server is alerted with its words and the dialog stays open. Each opening starts afresh.
 */
export function StaffDialog({ staff, unit, isOpen, outlets, roles, canGrantAdmin = false, enterprises, onOpenChange, onSaved }: StaffDialogProps) {
  const { t } = useTranslation(['organisation', 'password', 'validation']);
  const message = useMessage();
  const adding = staff === null;
  const [draft, setDraft] = useState<StaffDraft>(() => draftOf(staff));
  const [opened, setOpened] = useState({ isOpen, staff });
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  if (opened.isOpen !== isOpen || opened.staff !== staff) {
    setOpened({ isOpen, staff });
    if (isOpen) {
      setDraft(draftOf(staff));
      setProblems(new Map());
    }
  }
  const [create] = useCreateStaffMutation();
  const [modify] = useModifyStaffMutation();
  const departments = useMemo(() => flatOutlets(outlets), [outlets]);

  const set = <K extends keyof StaffDraft>(field: K, value: StaffDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems((p) => {
      if (!p.has(field)) return p;
      const next = new Map(p);
      next.delete(field);
      return next;
    });
  };

  // Only an administrator gives or takes the 管理员 role: for anyone else it is not offered, and an account holding it
  // keeps it (rules/adminRole.ts; the backend refuses too).
  const adminRoleIds = roles.filter((r) => r.builtIn).map((r) => r.id);
  const holdsAdminRole = !adding && adminRoleIds.includes(staff.roleId ?? '');
  const roleLocked = !canGrantAdmin && holdsAdminRole;

  const onOk = async () => {
    const found = [...staffIssues(draft, adding), ...roleGrantIssues(canGrantAdmin, roles, staff?.roleId, draft.roleId)];
    setProblems(new Map(found.map((i) => [i.field, t(i.key, i.params ?? {})])));
    if (found.length > 0) {
      document.getElementById(`staff-${found[0]?.field ?? ''}`)?.focus();
      return false;
    }
    const common = {
      userName: draft.userName.trim(),
      phone: draft.phone.trim(),
      departmentId: draft.departmentId,
      roleId: draft.roleId,
      enterpriseTaxerIds: draft.enterpriseTaxerIds,
    };
    try {
      if (staff) await modify({ uid: staff.uid, staffChange: common }).unwrap();
      else await create({ staffCreate: { ...common, account: draft.account.trim(), password: await hashPassword(draft.password) } }).unwrap();
    } catch (error) {
      // The backend's refusal of the 管理员 role is said at the role field, in the catalogue's words.
      if (isBusinessError(error) && error.code === ADMIN_ROLE_RESERVED) setProblems(new Map([['roleId', t('staff.form.adminRoleReserved')]]));
      throw error;
    }
    message.success(t(adding ? 'staff.added' : 'staff.saved', { name: common.userName }));
    onSaved();
    return true;
  };

  const field = (name: keyof StaffDraft) => ({ id: `staff-${name}`, isInvalid: problems.has(name), errorMessage: problems.get(name) });
  const title = t(adding ? 'staff.addTitle' : 'staff.editTitle');
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} width="medium" okText={t('staff.save')} onOk={onOk}>
      <Grid aria-label={title} noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t('staff.columns.account')}
          isRequired={adding}
          isReadOnly={!adding}
          description={adding ? t('staff.form.accountHint') : undefined}
          value={draft.account}
          onChange={(v) => set('account', v)}
          {...field('account')}
        />
        <TextField label={t('staff.columns.userName')} isRequired value={draft.userName} onChange={(v) => set('userName', v)} {...field('userName')} />
        <TextField label={t('staff.columns.phone')} type="tel" value={draft.phone} onChange={(v) => set('phone', v)} {...field('phone')} />
        <Select label={t(`staff.columns.${unit}`)} isRequired value={draft.departmentId || null} onChange={(key) => set('departmentId', String(key))} {...field('departmentId')}>
          {departments.map((o) => (
            <SelectItem key={o.id} id={o.id} textValue={o.name}>
              {`${'\u00a0\u00a0\u00a0'.repeat(o.depth)}${o.name}`}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t('staff.columns.role')}
          isRequired
          value={draft.roleId || null}
          onChange={(key) => set('roleId', String(key))}
          isDisabled={roleLocked}
          disabledKeys={canGrantAdmin || roleLocked ? [] : adminRoleIds}
          description={canGrantAdmin ? undefined : t('staff.form.adminRoleReserved')}
          {...field('roleId')}
        >
          {roles.map((r) => (
            <SelectItem key={r.id} id={r.id}>
              {r.name}
            </SelectItem>
          ))}
        </Select>
        {adding && (
          <>
            <PasswordField
              label={t('staff.form.password')}
              isRequired
              value={draft.password}
              onChange={(v) => set('password', v)}
              {...(draft.password ? { strength: passwordStrength(draft.password) } : {})}
              {...field('password')}
            />
            <PasswordField label={t('staff.form.confirm')} isRequired value={draft.confirm} onChange={(v) => set('confirm', v)} {...field('confirm')} />
          </>
        )}
        <Wide>
          <CheckboxGroup
            label={t('staff.form.enterprises', { count: draft.enterpriseTaxerIds.length })}
            orientation="vertical"
            value={draft.enterpriseTaxerIds}
            onChange={(v) => set('enterpriseTaxerIds', v)}
          >
            <Enterprises>
              {enterprises.map((e) => (
                <Checkbox key={e.taxerId} value={e.taxerId}>
                  {t('staff.form.enterpriseOption', { name: e.taxerName, taxerId: e.taxerId })}
                </Checkbox>
              ))}
            </Enterprises>
          </CheckboxGroup>
        </Wide>
      </Grid>
    </Dialog>
  );
}
