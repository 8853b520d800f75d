// Who may give the administrator role (docs/organisation/staff-roles-departments.md, The administrator role). Spec 01
// §6 has fine-grained roles; holding 账号管理 must not be a way to become, or make, an administrator. Pure: the staff
// dialog and the embedded backend decide with the same rule.
import { issue, type RuleIssue } from '../../../platform/rules';

/**
 * The business code the backend refuses such a change with (ours: the spec gives no code); the portal shows the
 * catalogue's words for it (`organisation:staff.form.adminRoleReserved`), as it does for a disabled account.
 */
export const ADMIN_ROLE_RESERVED = 202700040;

/** What the rule needs of a role: the built-in 管理员 role holds every permission and is not edited. */
export interface RoleKind {
  id: string;
  builtIn: boolean;
}

/** What the rule needs of a staff member. */
export interface StaffRole {
  roleId?: string;
  /** The organisation's own administrator (the demo account whose organisation it is). */
  isAdmin?: boolean;
}

const isBuiltIn = (roles: readonly RoleKind[], roleId: string | undefined) => roleId !== undefined && roles.some((r) => r.id === roleId && r.builtIn);

/** An administrator: the organisation's own, or a staff member an administrator gave the 管理员 role. */
export function isAdministrator(actor: StaffRole | undefined, roles: readonly RoleKind[]): boolean {
  return !!actor && (actor.isAdmin === true || isBuiltIn(roles, actor.roleId));
}

/**
 * Whether the actor may give `toRoleId` to an account that holds `fromRoleId` (none when adding one): only an
 * administrator may give the 管理员 role, or take it from one who holds it. The issue sits at the role field.
 */
export function roleGrantIssues(actorIsAdministrator: boolean, roles: readonly RoleKind[], fromRoleId: string | undefined, toRoleId: string): RuleIssue[] {
  if (actorIsAdministrator || fromRoleId === toRoleId) return [];
  if (isBuiltIn(roles, toRoleId) || isBuiltIn(roles, fromRoleId)) return [issue('roleId', 'organisation:staff.form.adminRoleReserved')];
  return [];
}

/**
 * The permissions a role may be given by the actor (creating or editing it on 角色管理): an administrator any, anyone
 * else only those it holds itself, so that no one makes a role worth more than their own. The codes it may not give.
 */
export function permsBeyond(actorIsAdministrator: boolean, actorCodes: readonly string[], codes: readonly string[]): string[] {
  if (actorIsAdministrator) return [];
  const held = new Set(actorCodes);
  return codes.filter((c) => !held.has(c));
}
