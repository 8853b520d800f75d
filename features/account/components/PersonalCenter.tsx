import { useState } from 'react';
import { Link, RouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useHref, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Alert, Button, DescriptionList, Empty, Skeleton, space } from '../../../design-system';
import { loginPathFor, selectIsSignedIn, selectSession } from '../../../platform/session';
import { useGetUserInfoQuery } from '../api';
import { entranceKeyOf, maskPhone, roleKeyOf } from '../rules/profile';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const Actions = styled.div`
  display: flex;
  gap: ${space[3]};
`;

/**
 * The personal centre (user menu, spec 01 §2): the account, name, phone, role and sign-in entrance of the signed-in
 * user (GET /v1/account/userinfo, with the session's entrance), and the password change.
 */
export function PersonalCenter() {
  const { t } = useTranslation('profile');
  const signedIn = useSelector(selectIsSignedIn);
  const session = useSelector(selectSession);
  const info = useGetUserInfoQuery(undefined, { skip: !signedIn });
  const [changingPassword, setChangingPassword] = useState(false);
  const navigate = useNavigate();

  if (!signedIn) {
    // /service/personalCenter carries no sign-in flag in the route tables: signed out, it only points to sign-in.
    // React Aria's link, routed in the page (react-router's Link brings its DOM module, forms and fetchers, along).
    const signIn = (
      <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
        <Link href={loginPathFor(session)}>{t('signIn')}</Link>
      </RouterProvider>
    );
    return <Empty title={t('signedOut')} action={signIn} />;
  }
  const user = info.data?.data;
  if (info.isError && !user) {
    return (
      <Alert
        tone="danger"
        title={t('error.title')}
        action={
          <Button size="sm" onPress={() => void info.refetch()}>
            {t('error.retry')}
          </Button>
        }
      >
        {t('error.body')}
      </Alert>
    );
  }
  if (!user) return <Skeleton lines={5} />;

  const entrance = loginPathFor({ ...session, roleType: user.roleType, trueRoleType: user.trueRoleType });
  const entranceKey = entranceKeyOf(entrance);
  const roleKey = roleKeyOf(user.roleType, user.trueRoleType);
  return (
    <>
      <DescriptionList
        title={t('title')}
        titleLevel={2}
        bordered
        columns={2}
        items={[
          { key: 'account', label: t('field.account'), value: user.account },
          { key: 'userName', label: t('field.userName'), value: user.userName },
          { key: 'phone', label: t('field.phone'), value: maskPhone(user.phone) },
          { key: 'role', label: t('field.role'), value: roleKey ? t(roleKey) : '' },
          { key: 'entrance', label: t('field.entrance'), value: entranceKey ? t('entranceValue', { name: t(entranceKey), path: entrance }) : entrance, span: 2 },
        ]}
      />
      <Actions>
        <Button variant="primary" onPress={() => setChangingPassword(true)}>
          {t('changePassword')}
        </Button>
      </Actions>
      <ChangePasswordDialog isOpen={changingPassword} onOpenChange={setChangingPassword} />
    </>
  );
}
