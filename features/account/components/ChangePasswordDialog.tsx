import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Dialog, Form, useMessage } from '../../../design-system';
import { useLazyGetPasswordCaptchaQuery, useLazyGetPasswordUdidQuery, useUpdatePasswordMutation } from '../api';
import { validatePasswordChange } from '../../password';
import type { RuleIssue } from '../../../platform/rules';
import { selectSession } from '../../../platform/session';
import { hashPassword } from '../rules/passwordHash';
import { emptyPasswordReset, PasswordResetFields, type PasswordResetValues } from './PasswordResetFields';
import { useSignOut } from '../hooks/useSignOut';

export interface ChangePasswordDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/**
 * spec 02 §2.1 item 8: phone (read-only), SMS code with resend, new password with strength bar, confirm.
 * After success the user is signed out and sent to the stored entrance. The form starts empty each time it opens.
 */
export function ChangePasswordDialog({ isOpen, onOpenChange }: ChangePasswordDialogProps) {
  const { t } = useTranslation('shell');
  const session = useSelector(selectSession);
  const phone = session.phone ?? '';
  const [values, setValues] = useState<PasswordResetValues>({ ...emptyPasswordReset, phone });
  const [issues, setIssues] = useState<RuleIssue[]>([]);
  const [sendCaptcha] = useLazyGetPasswordCaptchaQuery();
  const [getUdid] = useLazyGetPasswordUdidQuery();
  const [updatePassword] = useUpdatePasswordMutation();
  const message = useMessage();
  const signOut = useSignOut();

  const reset = () => {
    setValues({ ...emptyPasswordReset, phone });
    setIssues([]);
  };

  const onSendCode = async () => {
    if (!phone) {
      setIssues(validatePasswordChange({ phone }).filter((i) => i.field === 'phone'));
      return false;
    }
    await sendCaptcha({ mob: phone, biz: '2' }, false).unwrap();
    return true;
  };

  const onOk = async () => {
    const found = validatePasswordChange({ ...values, phone });
    setIssues(found);
    if (found.length > 0) return false;
    const udid = (await getUdid({ mobile: phone, captcha: values.code }, false).unwrap()).data?.udid;
    if (!udid) {
      message.error(t('changePassword.udidMissing'));
      return false;
    }
    await updatePassword({ body: { password: await hashPassword(values.password), udid } }).unwrap();
    message.success(t('changePassword.success'));
    await signOut();
    return true;
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) reset();
        onOpenChange(open);
      }}
      title={t('changePassword.title')}
      width="medium"
      onOk={onOk}
    >
      <Form
        aria-label={t('changePassword.title')}
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <PasswordResetFields values={values} onChange={setValues} issues={issues} onSendCode={onSendCode} phoneReadOnly textKey="shell:changePassword" />
      </Form>
    </Dialog>
  );
}
