import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog, PasswordField, space, useMessage } from '../../../design-system';
import { hashPassword, type AgencyAccount } from '../../account';
import { passwordStrength } from '../../password';
import { useResetStaffPasswordMutation } from '../api';
import { passwordIssues } from '../rules/staffForm';

const Form = styled.form`
  display: grid;
  gap: ${space[3]};
`;

export interface ResetPasswordDialogProps {
  /** The account whose password is set; null: closed. */
  staff: AgencyAccount | null;
  onClose(): void;
}

/**
 * 重置密码: an administrator gives a staff account a new password, checked by the rules of the password change
 * (spec 02 §5: at least 8 characters of two kinds, typed twice) and sent as its SHA-256 (docs/security.md).
 */
export function ResetPasswordDialog({ staff, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation(['organisation', 'password']);
  const message = useMessage();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const [shownFor, setShownFor] = useState<AgencyAccount | null>(null);
  if (shownFor !== staff) {
    setShownFor(staff);
    setPassword('');
    setConfirm('');
    setProblems(new Map());
  }
  const [reset] = useResetStaffPasswordMutation();

  const onOk = async () => {
    if (!staff) return true;
    const found = passwordIssues(password, confirm);
    setProblems(new Map(found.map((i) => [i.field, t(i.key, i.params ?? {})])));
    if (found.length > 0) {
      document.getElementById(`reset-${found[0]?.field ?? ''}`)?.focus();
      return false;
    }
    await reset({ uid: staff.uid, body: { password: await hashPassword(password) } }).unwrap();
    message.success(t('staff.resetDone', { name: staff.userName }));
    return true;
  };

  const title = t('staff.resetTitle', { name: staff?.userName ?? '', account: staff?.account ?? '' });
  return (
    <Dialog isOpen={staff !== null} onOpenChange={(open) => !open && onClose()} title={title} width="small" okText={t('staff.resetOk')} onOk={onOk}>
      <Form aria-label={title} noValidate onSubmit={(event) => event.preventDefault()}>
        <PasswordField
          id="reset-password"
          label={t('staff.form.newPassword')}
          isRequired
          value={password}
          onChange={(v) => {
            setPassword(v);
            setProblems((p) => new Map([...p].filter(([k]) => k !== 'password')));
          }}
          {...(password ? { strength: passwordStrength(password) } : {})}
          isInvalid={problems.has('password')}
          errorMessage={problems.get('password')}
        />
        <PasswordField
          id="reset-confirm"
          label={t('staff.form.confirm')}
          isRequired
          value={confirm}
          onChange={(v) => {
            setConfirm(v);
            setProblems((p) => new Map([...p].filter(([k]) => k !== 'confirm')));
          }}
          isInvalid={problems.has('confirm')}
          errorMessage={problems.get('confirm')}
        />
      </Form>
    </Dialog>
  );
}
