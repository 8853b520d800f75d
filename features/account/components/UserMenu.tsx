import { lazy, Suspense, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { VisuallyHidden } from 'react-aria';
import { DropdownButton, Icon, MenuItem, MenuSeparator, Tag } from '../../../design-system';
import { isRoleType, roleAreas, selectSession } from '../../../platform/session';
import { unreadBadge, useUnreadCount } from '../../messaging';
import { otherLanguage, saveLanguage } from '../../../platform/i18n/language';
import { useSignOut } from '../hooks/useSignOut';

// The dialogs load when first opened (the header, on every signed-in page, does not carry them); once loaded they
// stay mounted, so that closing runs its transition.
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })));
const SubscriptionDialog = lazy(() => import('./SubscriptionDialog').then((m) => ({ default: m.SubscriptionDialog })));

/** Where the menu's pages live in each area (route tables: <area>/personalCenter, <area>/mailbox/inbox). */
function areaPath(roleType: number | null, page: 'personalCenter' | 'mailbox/inbox'): string {
  return `/${isRoleType(roleType) ? roleAreas[roleType] : 'account'}/${page}`;
}

/**
 * The user menu (spec 01 §2): change password, WeChat subscription (enterprise members only: its QR dialog), personal
 * centre, message inbox (with the unread count, also on the trigger), the language switch (zh-CN / English,
 * persisted) and sign out.
 */
export function UserMenu() {
  const { t, i18n } = useTranslation(['shell', 'inbox', 'drafts']);
  const session = useSelector(selectSession);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [changingPassword, setChangingPassword] = useState(false);
  const [subscribing, setSubscribing] = useState(false);
  const [opened, setOpened] = useState({ password: false, subscription: false });
  if ((changingPassword && !opened.password) || (subscribing && !opened.subscription)) {
    setOpened({ password: opened.password || changingPassword, subscription: opened.subscription || subscribing });
  }
  const unread = useUnreadCount();
  const badge = unreadBadge(unread);
  const nextLanguage = otherLanguage(i18n.language);

  const onAction = (key: Key) => {
    switch (key) {
      case 'changePassword':
        setChangingPassword(true);
        break;
      case 'subscribe':
        setSubscribing(true);
        break;
      case 'personalCenter':
      case 'mailbox/inbox':
        void navigate(areaPath(session.roleType, key));
        break;
      case 'language':
        saveLanguage(nextLanguage);
        void i18n.changeLanguage(nextLanguage);
        break;
      case 'signOut':
        void signOut();
        break;
      case 'signOutShared':
        void signOut({ purgeDrafts: true });
        break;
    }
  };

  return (
    <>
      <DropdownButton
        label={
          <>
            {session.userName || t('userMenu.fallbackName')}
            {badge && (
              <>
                <Tag tone="danger" size="sm">
                  <span aria-hidden="true">{badge}</span>
                </Tag>
                <VisuallyHidden>{t('inbox:menu.unreadBadge', { count: unread })}</VisuallyHidden>
              </>
            )}
          </>
        }
        icon={<Icon name="user" />}
        onAction={onAction}
        placement="bottom end"
      >
        <MenuItem id="changePassword">{t('userMenu.changePassword')}</MenuItem>
        {session.roleType === 1 ? <MenuItem id="subscribe">{t('userMenu.subscribe')}</MenuItem> : null}
        <MenuItem id="personalCenter">{t('userMenu.personalCenter')}</MenuItem>
        <MenuItem id="mailbox/inbox" icon={<Icon name="mail" />} textValue={t('userMenu.inbox')}>
          {badge ? t('inbox:menu.inboxWithCount', { count: unread }) : t('userMenu.inbox')}
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="language">{nextLanguage === 'en-US' ? t('language.switchToEn') : t('language.switchToZh')}</MenuItem>
        <MenuSeparator />
        <MenuItem id="signOut" icon={<Icon name="logout" />}>
          {t('userMenu.signOut')}
        </MenuItem>
        <MenuItem id="signOutShared" icon={<Icon name="logout" />}>
          {t('drafts:signOutShared')}
        </MenuItem>
      </DropdownButton>
      <Suspense fallback={null}>
        {opened.password && <ChangePasswordDialog isOpen={changingPassword} onOpenChange={setChangingPassword} />}
        {session.roleType === 1 && opened.subscription && <SubscriptionDialog isOpen={subscribing} onOpenChange={setSubscribing} />}
      </Suspense>
    </>
  );
}
