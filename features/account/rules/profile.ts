// The personal centre's values (spec 01 §1 roles, §4 login entrance by role code): pure, returning catalogue keys.

/** The role's name: group (5) and branch (4) entrances by their role code, else by role type (1 member, 2, 3). */
export function roleKeyOf(roleType: number | null | undefined, trueRoleType?: number | null): string | null {
  if (roleType === 3 && trueRoleType === 5) return 'profile:role.group';
  if (roleType === 3 && trueRoleType === 4) return 'profile:role.branch';
  if (roleType === 1 || roleType === 2 || roleType === 3) return `profile:role.${roleType}`;
  return null;
}

const entranceNames: Record<string, string> = {
  '/login': 'member',
  '/accountLogin': 'account',
  '/agencyLogin': 'account',
  '/serviceLogin': 'service',
  '/shortcutsLogin': 'service',
  '/groupLogin': 'group',
  '/branchLogin': 'branch',
  '/insideLogin': 'inside',
};

/** The name of a sign-in entrance (null for one the catalogue does not name, e.g. a partner's /:id/login). */
export function entranceKeyOf(path: string): string | null {
  const name = entranceNames[path.split(/[?#]/)[0] ?? path];
  return name ? `profile:entrance.${name}` : null;
}

/** A mobile number with its middle four digits hidden (138****0001); other numbers as they are. */
export function maskPhone(phone: string | null | undefined): string {
  const p = phone?.trim() ?? '';
  return /^1\d{10}$/.test(p) ? `${p.slice(0, 3)}****${p.slice(7)}` : p;
}
