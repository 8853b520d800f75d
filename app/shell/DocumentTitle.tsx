import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalRoute } from '../../platform/routing';

/**
 * The browser tab names the page and the product: "<route title> - 票税通", in the current language,
 * on every route (the sign-in entrances too). Until the route's catalogue has loaded, the product name alone.
 */
export function DocumentTitle({ route }: { route: PortalRoute | null }) {
  const ns = route?.titleKey.split(':')[0] ?? 'common';
  const { t, ready } = useTranslation(['common', ns], { useSuspense: false });
  const appName = t('common:appName');
  const title = route && ready ? t('common:documentTitle', { page: t(route.titleKey), appName }) : appName;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
