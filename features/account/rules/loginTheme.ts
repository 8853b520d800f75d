import type { RoleTheme } from '../../../design-system';

// Each sign-in entrance wears its role's theme (spec 01 §1, §4 login entrance by role): service -> provider, account/agency -> agency,
// login/member -> member, group -> group, branch -> branch; /channel/bind by its acct_type (1 member, 2 agency,
// 3 provider, spec 01 §2). Generic entrances (/login, /:id/login, /insideLogin, /channel/login) are the member's.

const channelBindThemes = { 1: 'member', 2: 'agency', 3: 'provider' } as const satisfies Record<number, RoleTheme>;

/** The theme of a sign-in address (also of a remembered entrance, for /forgetPwd). */
export function loginThemeOf(pathname: string, search = ''): RoleTheme {
  const path = pathname.replace(/\/+$/, '');
  if (/^\/channel\/bind$/.test(path)) {
    const type = Number(new URLSearchParams(search).get('acct_type'));
    return type === 1 || type === 2 || type === 3 ? channelBindThemes[type] : 'member';
  }
  if (/\/groupLogin$/.test(path)) return 'group';
  if (/\/branchLogin$/.test(path)) return 'branch';
  if (/\/serviceLogin$/i.test(path) || /\/shortcutsLogin$/.test(path)) return 'provider';
  if (/\/(accountLogin|agencyLogin)$/.test(path)) return 'agency';
  return 'member';
}
