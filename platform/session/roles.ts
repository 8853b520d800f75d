import type { RoleTheme } from '../../design-system';
// spec 01 §1, §4 (Session), §6; spec 02 §6: roles, homes and login entrances as pure data.

/** Signed-in kinds of user (spec 01 §1): 1 member or enterprise, 2 service provider, 3 agency. */
export const roleHomes = {
  1: '/member/v3Home',
  2: '/service/home',
  3: '/account/home',
} as const;
export type RoleType = keyof typeof roleHomes;

/** The area prefix of each role's routes. */
export const roleAreas = {
  1: 'member',
  2: 'service',
  3: 'account',
} as const satisfies Record<RoleType, string>;
export type RoleArea = (typeof roleAreas)[RoleType];

/** True when the value is one of the three signed-in role types. */
export function isRoleType(value: unknown): value is RoleType {
  return value === 1 || value === 2 || value === 3;
}

/** The home page of a role (spec 01 §1); an unknown role has none. */
export function roleHome(roleType: RoleType): string;
export function roleHome(roleType: number | null | undefined): string | undefined;
export function roleHome(roleType: number | null | undefined): string | undefined {
  return isRoleType(roleType) ? roleHomes[roleType] : undefined;
}

/**
 * Login entrance by role code (spec 01 §4, spec 02 §6): 2 service, 3 account, 4 branch, 5 group,
 * 6 another service login, anything else the account login. The code is the account's true role type
 * (4 branch and 5 group exist only there), falling back to roleType.
 * Code 6 ('another service login'): the spec names no path. Its /:id/serviceLogin variant needs an id a
 * role code cannot supply, so we send it to /shortcutsLogin, the white-listed service shortcut entrance.
 */
export const loginEntrances = {
  2: '/serviceLogin',
  3: '/accountLogin',
  4: '/branchLogin',
  5: '/groupLogin',
  6: '/shortcutsLogin',
} as const;
export type EntranceCode = keyof typeof loginEntrances;
/** The default entrance (spec 02 §6: default entry /accountLogin). */
export const defaultLoginEntrance = '/accountLogin';

/** The login entrance of a role code; default /accountLogin. */
export function loginEntrance(code: number | null | undefined): string {
  // Own entries only (`in` would also see Object.prototype): the code may come from storage or the server.
  return code != null && Object.prototype.hasOwnProperty.call(loginEntrances, code) ? loginEntrances[code as EntranceCode] : defaultLoginEntrance;
}

// Entrance families: which login paths belong to which role code. Generic entrances (/login, /:id/login,
// /insideLogin, /channel/*) belong to no family and never count as a mismatch.
const families: ReadonlyArray<{ codes: readonly number[]; paths: readonly RegExp[] }> = [
  { codes: [2, 6], paths: [/^\/serviceLogin$/i, /^\/[^/]+\/serviceLogin$/, /^\/shortcutsLogin$/] },
  { codes: [3], paths: [/^\/accountLogin$/, /^\/agencyLogin$/, /^\/[^/]+\/agencyLogin$/] },
  { codes: [4], paths: [/^\/branchLogin$/] },
  { codes: [5], paths: [/^\/groupLogin$/] },
];

function familyOf(path: string) {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return families.find((f) => f.paths.some((p) => p.test(pathname)));
}

/**
 * Entrance mismatch (spec 01 §4: accounts whose stored entrance mismatches are bounced to their entrance).
 * Returns the entrance to bounce to when the remembered entrance belongs to another role's family,
 * or null when it fits (or is generic, or nothing is remembered).
 * Codes outside the families (member 1, unknown) belong with the default account entrance.
 */
export function entranceMismatch(rememberedEntrance: string | null | undefined, code: number | null | undefined): string | null {
  if (!rememberedEntrance) return null;
  const family = familyOf(rememberedEntrance);
  if (!family) return null;
  const own = families.find((f) => code != null && f.codes.includes(code)) ?? families[1]!;
  return family === own ? null : loginEntrance(code);
}

/**
 * Where a signed-out user of this account goes (401, stale token, sign-out): the remembered entrance
 * when it fits the role, else the role's own entrance.
 */
export function loginPathFor(session: { rememberedEntrance?: string | null; trueRoleType?: number | null; roleType?: number | null }): string {
  const code = session.trueRoleType ?? session.roleType;
  const remembered = session.rememberedEntrance;
  if (remembered && entranceMismatch(remembered, code) === null) return remembered;
  return loginEntrance(code);
}

/**
 * The theme a signed-in user sees: group and branch accounts (true role 5 and 4, signed in at /groupLogin and
 * /branchLogin) keep their own; otherwise the role's (1 member, 2 provider, else agency: the default entrance's).
 */
export function sessionThemeOf(session: { roleType?: number | null; trueRoleType?: number | null }): RoleTheme {
  if (session.trueRoleType === 5) return 'group';
  if (session.trueRoleType === 4) return 'branch';
  if (session.roleType === 1) return 'member';
  if (session.roleType === 2) return 'provider';
  return 'agency';
}
