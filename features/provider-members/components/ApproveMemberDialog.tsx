import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Dialog, PasswordField, space } from '../../../design-system';
import { passwordStrength } from '../../password';
import { initialPasswordIssues } from '../rules/applications';

const Form = styled.form`
  display: grid;
  gap: ${space[3]};
`;

export interface ApproveMemberDialogProps {
  applyId: string;
  /** The enterprise applying. */
  taxerName: string;
  /** The applicant: the new member's sign-in name. */
  account: string;
  onClose(): void;
  /** Approves with the initial password as typed; resolves true when the server took it (the dialog then closes). */
  onApprove(password: string): Promise<boolean>;
}

/**
 * 审核通过 of a membership: the new member signs in at /login with the applicant as its account, so the reviewer sets
 * its initial password by the password rules of spec 02 §5 (at least 8 characters of two kinds, typed twice), as an
 * administrator does for a staff account (docs/organisation/enterprises-members.md). A refusal keeps what was typed.
 */
export function ApproveMemberDialog({ applyId, taxerName, account, onClose, onApprove }: ApproveMemberDialogProps) {
  const { t } = useTranslation(['providerMembers', 'password']);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const clear = (field: string) => setProblems((p) => new Map([...p].filter(([k]) => k !== field)));

  const onOk = async () => {
    const found = initialPasswordIssues(password, confirm);
    setProblems(new Map(found.map((i) => [i.field, t(i.key, i.params ?? {})])));
    if (found.length > 0) {
      document.getElementById(`approve-${found[0]?.field ?? ''}`)?.focus();
      return false;
    }
    return onApprove(password);
  };

  const title = t('check.approveTitle');
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={title} width="small" okText={t('check.approveOk')} onOk={onOk}>
      <Form aria-label={title} noValidate onSubmit={(event) => event.preventDefault()}>
        <Alert tone="info">{t('check.memberAccount', { applyId, name: taxerName, account })}</Alert>
        <PasswordField
          id="approve-password"
          label={t('check.initialPassword')}
          isRequired
          autoFocus
          value={password}
          onChange={(v) => {
            setPassword(v);
            clear('password');
          }}
          {...(password ? { strength: passwordStrength(password) } : {})}
          isInvalid={problems.has('password')}
          errorMessage={problems.get('password')}
        />
        <PasswordField
          id="approve-confirm"
          label={t('check.confirmPassword')}
          isRequired
          value={confirm}
          onChange={(v) => {
            setConfirm(v);
            clear('confirm');
          }}
          isInvalid={problems.has('confirm')}
          errorMessage={problems.get('confirm')}
        />
      </Form>
    </Dialog>
  );
}
