import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, Form, space, useMessage } from '../../../design-system';
import { useLazyGetPasswordCaptchaQuery, useLazyGetPasswordUdidQuery, useUpdatePasswordMutation } from '../api';
import { validatePasswordChange } from '../../password';
import { issue, type RuleIssue } from '../../../platform/rules';
import { loginPathFor, selectSession } from '../../../platform/session';
import { isStrictMobile, validatorMessages } from '../../validators';
import type { PageProps } from '../../../platform/routing';
import { hashPassword } from '../rules/passwordHash';
import { emptyPasswordReset, PasswordResetFields, type PasswordResetValues } from '../components/PasswordResetFields';
import { LoginLayout } from '../components/LoginLayout';
import { loginThemeOf } from '../rules/loginTheme';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space[2]};
`;

/** The phone must be a mobile number before a code is sent (spec 01 §5 strict mobile). */
function phoneIssues(phone: string): RuleIssue[] {
  const all = validatePasswordChange({ phone }).filter((i) => i.field === 'phone');
  if (all.length > 0) return all;
  return isStrictMobile(phone.trim()) ? [] : [issue('phone', validatorMessages.strictMobile)];
}

/**
 * /forgetPwd: phone, SMS code, new password and confirm with features/password's rules (spec 02 §5), through the
 * password calls of spec 02 §7.2 (captcha, UDID, update). Afterwards back to the remembered entrance.
 */
export function ForgetPasswordPage({ route }: PageProps) {
  const { t } = useTranslation('login');
  const { t: tr } = useTranslation('routes');
  const navigate = useNavigate();
  const message = useMessage();
  const session = useSelector(selectSession);
  const entrance = loginPathFor(session);
  const [values, setValues] = useState<PasswordResetValues>(emptyPasswordReset);
  const [issues, setIssues] = useState<RuleIssue[]>([]);
  const [isSubmitting, setSubmitting] = useState(false);
  const [sendCaptcha] = useLazyGetPasswordCaptchaQuery();
  const [getUdid] = useLazyGetPasswordUdidQuery();
  const [updatePassword] = useUpdatePasswordMutation();

  const onSendCode = async () => {
    const found = phoneIssues(values.phone);
    setIssues(found);
    if (found.length > 0) return false;
    await sendCaptcha({ mob: values.phone.trim(), biz: '2' }, false).unwrap();
    return true;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const found = [...phoneIssues(values.phone), ...validatePasswordChange(values).filter((i) => i.field !== 'phone')];
    setIssues(found);
    if (found.length > 0) return;
    setSubmitting(true);
    try {
      const udid = (await getUdid({ mobile: values.phone.trim(), captcha: values.code }, false).unwrap()).data?.udid;
      if (!udid) {
        message.error(t('forget.udidMissing'));
        return;
      }
      await updatePassword({ body: { password: await hashPassword(values.password), udid } }).unwrap();
      message.success(t('forget.success'));
      await navigate(entrance, { replace: true });
    } catch {
      // the request layer shows the 提示 alert; what was typed stays
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <LoginLayout theme={loginThemeOf(entrance)} title={tr(route.titleKey)}>
      <Form layout="vertical" onSubmit={onSubmit} aria-label={tr(route.titleKey)}>
        <PasswordResetFields values={values} onChange={setValues} issues={issues} onSendCode={onSendCode} textKey="login:forget" />
        <Button type="submit" variant="primary" size="lg" block isLoading={isSubmitting}>
          {t('forget.submit')}
        </Button>
      </Form>
      <Footer>
        <Button variant="text" size="sm" onPress={() => void navigate(entrance)}>
          {t('forget.back')}
        </Button>
      </Footer>
    </LoginLayout>
  );
}

export default ForgetPasswordPage;
