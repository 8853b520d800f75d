import { Link, RouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useHref, useNavigate } from 'react-router';
import styled from 'styled-components';
import { space, vars } from '../../../design-system';
import { selectStaticConfig } from '../../../platform/config';
import { isRoleType, selectRoleType } from '../../../platform/session';
import { headerSwitches, mallPath } from '../rules/headerSwitches';

/**
 * A plain link on the coloured header: React Aria's, which the header already carries (react-router's Link would bring
 * its DOM module, forms and fetchers, to the signed-in frame), routed client-side through RouterProvider.
 */
const HeaderLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  color: ${vars.colorHeaderText};
  text-decoration: none;
  white-space: nowrap;
  border-radius: 4px;
  outline: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    box-shadow: 0 0 0 2px ${vars.colorFocusRing};
  }
`;

/**
 * The product mall (产品商城) in the header while the static config's mallSwitch is on (spec 01 §3 Config): the
 * area's mall page (<area>/ykkGoods in the route tables of every area).
 */
export function MallLink() {
  const { t } = useTranslation('branding');
  const roleType = useSelector(selectRoleType);
  const config = useSelector(selectStaticConfig);
  const navigate = useNavigate();
  if (!isRoleType(roleType) || !headerSwitches(config, roleType).mall) return null;
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <HeaderLink href={mallPath(roleType) ?? '/'}>{t('mall')}</HeaderLink>
    </RouterProvider>
  );
}
