// The organisation (platform/api/openapi/organisation.yaml): staff accounts, roles and the permission catalogue,
// departments (agency) or outlets (provider) and the enterprises each serves. The store is mocks/data/organisation.ts;
// the outlet tree itself is read through GET /v1/organization/outlet/{id} (config.yaml, mocks/handlers/config.ts) and
// the staff list through the agency account list (account.yaml, mocks/handlers/account.ts).
import type { Staff, Role, Perm, OrgEnterprise, Outlet, StaffCreate, StaffChange } from '../../features/organisation/api';
import { accountByUsername, type DemoAccount } from '../accounts';
import { getDb, nextId, save } from '../db';
import { authed, fail, jsonBody, ok } from '../http';
import { knownOrgs, orgOf, subtreeIds, type OrgStore, type StoredStaff } from '../data/organisation';
import { sealPassword } from '../staffAccounts';
import { ADMIN_ROLE_RESERVED, isAdministrator, permsBeyond, roleGrantIssues } from '../../features/organisation/rules/adminRole';

const NO_ORG = () => fail(201000403, '暂无访问权限！');
const DENIED = () => fail(201000403, '暂无该操作权限，请联系管理员开通');

const isPasswordHash = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
const MOBILE = /^1[3-9]\d{9}$/;
const ACCOUNT = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const unitOf = (org: OrgStore) => (org.kind === 'agency' ? '部门' : '网点');

/**
 * Whether the organisation's roles decide `permCode` for the account, and how: undefined when they do not (no
 * organisation, its administrator, or a code outside the catalogue): the caller's old rule applies then.
 */
export function orgPermission(account: DemoAccount, permCode: string): boolean | undefined {
  const org = orgOf(account);
  const me = org?.staff.find((s) => s.uid === account.uid);
  if (!org || !me || me.isAdmin) return undefined;
  if (me.status !== 1) return false;
  if (!org.perms.some((p) => p.permCode === permCode && p.parentCode)) return undefined;
  const role = org.roles.find((r) => r.id === me.roleId);
  return !!role && (role.builtIn || role.permCodes.includes(permCode));
}

/** A disabled staff account (the sign-in refuses it). */
export function isDisabledStaff(uid: string): boolean {
  return knownOrgs().some((org) => org.staff.some((s) => s.uid === uid && s.status === 0));
}

export function staffView(org: OrgStore, s: StoredStaff): Staff {
  const department = org.outlets.find((o) => o.outletid === s.departmentId);
  const role = org.roles.find((r) => r.id === s.roleId);
  return {
    uid: s.uid,
    userName: s.userName,
    phone: s.phone,
    account: s.account,
    departmentId: s.departmentId,
    ...(department ? { departmentName: department.name } : {}),
    roleId: s.roleId,
    ...(role ? { roleName: role.name } : {}),
    status: s.status,
    enterpriseTaxerIds: [...s.enterpriseTaxerIds],
    ...(s.isAdmin ? { isAdmin: true } : {}),
    createTime: s.createTime,
  };
}

/** The staff of the account's organisation, or null for an account without one (a member). */
export function staffListOf(account: DemoAccount): Staff[] | null {
  const org = orgOf(account);
  return org ? org.staff.map((s) => staffView(org, s)) : null;
}

/** The outlets under `id` (itself first) for GET /v1/organization/outlet/{id}: every level with child=-1, else one. */
export function outletsUnder(account: DemoAccount, id: string, everyLevel: boolean): Outlet[] {
  const org = orgOf(account);
  const self = org?.outlets.find((o) => o.outletid === id);
  if (!org || !self) return [];
  const ids = everyLevel ? subtreeIds(org, id) : new Set([id, ...org.outlets.filter((o) => o.parentId === id).map((o) => o.outletid)]);
  return org.outlets.filter((o) => ids.has(o.outletid)).map((o) => ({ outletid: o.outletid, name: o.name, ...(o.parentId ? { parentId: o.parentId } : {}) }));
}

const roleView = (org: OrgStore, r: OrgStore['roles'][number]): Role => ({
  id: r.id,
  name: r.name,
  ...(r.remark ? { remark: r.remark } : {}),
  permCodes: r.builtIn ? org.perms.filter((p) => p.parentCode).map((p) => p.permCode) : [...r.permCodes],
  staffCount: org.staff.filter((s) => s.roleId === r.id).length,
  builtIn: r.builtIn,
});

const permView = (p: OrgStore['perms'][number]): Perm => ({ ...p });
const enterprisesOf = (org: OrgStore): OrgEnterprise[] =>
  Object.entries(org.enterpriseNames).map(([taxerId, taxerName]) => ({ taxerId, taxerName, departmentId: org.enterpriseDepartments[taxerId] ?? org.rootId }));

/** Whether the caller is one of its organisation's administrators (features/organisation/rules/adminRole.ts). */
function callerIsAdministrator(org: OrgStore, account: DemoAccount): boolean {
  return isAdministrator(org.staff.find((s) => s.uid === account.uid), org.roles);
}

const ADMIN_ROLE_REFUSAL = () => fail(ADMIN_ROLE_RESERVED, '只有管理员可以授予、收回或修改管理员角色及其权限');

/** The refusal of a role change only an administrator may make, or undefined. */
function roleGrantProblem(org: OrgStore, account: DemoAccount, fromRoleId: string | undefined, toRoleId: string | undefined): Response | undefined {
  if (toRoleId === undefined) return undefined;
  return roleGrantIssues(callerIsAdministrator(org, account), org.roles, fromRoleId, toRoleId).length > 0 ? ADMIN_ROLE_REFUSAL() : undefined;
}

/** The refusal of a role given permissions the caller does not hold itself (a non-administrator), or undefined. */
function permsProblem(org: OrgStore, account: DemoAccount, codes: readonly string[]): Response | undefined {
  const mine = org.perms.filter((p) => p.parentCode && orgPermission(account, p.permCode) === true).map((p) => p.permCode);
  return permsBeyond(callerIsAdministrator(org, account), mine, codes).length > 0 ? ADMIN_ROLE_REFUSAL() : undefined;
}

/** The caller's organisation and whether the organisation's roles forbid `permCode` to the caller. */
function guarded(account: DemoAccount, permCode: string | null): { org: OrgStore } | { refusal: Response } {
  const org = orgOf(account);
  if (!org) return { refusal: NO_ORG() };
  if (permCode && orgPermission(account, permCode) === false) return { refusal: DENIED() };
  return { org };
}

function leafCodes(org: OrgStore, codes: unknown): string[] {
  const known = new Set(org.perms.filter((p) => p.parentCode).map((p) => p.permCode));
  return Array.isArray(codes) ? [...new Set(codes.filter((c): c is string => typeof c === 'string' && known.has(c)))] : [];
}

function roleNameProblem(org: OrgStore, name: string, except?: string): Response | undefined {
  if (!name) return fail(202700010, '请输入角色名称');
  if (name.length > 20) return fail(202700011, '角色名称最多20个字');
  if (org.roles.some((r) => r.name === name && r.id !== except)) return fail(202700012, `角色「${name}」已存在`);
  return undefined;
}

function outletNameProblem(org: OrgStore, name: string, parentId: string, except?: string): Response | undefined {
  const unit = unitOf(org);
  if (!name) return fail(202700030, `请输入${unit}名称`);
  if (name.length > 30) return fail(202700031, `${unit}名称最多30个字`);
  if (org.outlets.some((o) => o.parentId === parentId && o.name === name && o.outletid !== except)) return fail(202700032, `同一上级下已有名为「${name}」的${unit}`);
  return undefined;
}

/** Staff fields shared by add and change; a failure reply, or the cleaned values. */
function staffFields(org: OrgStore, body: Partial<StaffChange>): Response | Partial<StoredStaff> {
  const out: Partial<StoredStaff> = {};
  if (body.userName !== undefined) {
    const userName = text(body.userName);
    if (!userName) return fail(202700001, '请输入姓名');
    if (userName.length > 20) return fail(202700002, '姓名最多20个字');
    out.userName = userName;
  }
  if (body.phone !== undefined) {
    const phone = text(body.phone);
    if (phone && !MOBILE.test(phone)) return fail(202700003, '手机号码不符合规范!');
    out.phone = phone;
  }
  if (body.departmentId !== undefined) {
    if (!org.outlets.some((o) => o.outletid === body.departmentId)) return fail(202700004, `所选${unitOf(org)}不存在`);
    out.departmentId = body.departmentId;
  }
  if (body.roleId !== undefined) {
    if (!org.roles.some((r) => r.id === body.roleId)) return fail(202700005, '所选角色不存在');
    out.roleId = body.roleId;
  }
  if (body.enterpriseTaxerIds !== undefined) {
    const known = org.enterpriseNames;
    out.enterpriseTaxerIds = Array.isArray(body.enterpriseTaxerIds) ? [...new Set(body.enterpriseTaxerIds.filter((id) => typeof id === 'string' && id in known))] : [];
  }
  return out;
}

function ownStaff(org: OrgStore, uid: string): StoredStaff | Response {
  const s = org.staff.find((x) => x.uid === uid);
  if (!s) return fail(202700006, '账号不存在');
  if (s.isAdmin) return fail(202700007, '管理员账号不能在此修改');
  return s;
}

/** Ends every session of an account (a disabled account is signed out on its next call). */
function endSessions(uid: string): void {
  const db = getDb();
  for (const [token, record] of Object.entries(db.tokens)) {
    if (record.uid !== uid) continue;
    delete db.refreshTokens[record.refreshToken];
    delete db.tokens[token];
  }
}

export const organisationHandlers = [
  // Staff accounts (the list is the agency account list of account.yaml).
  authed('post', '/v1/account/account', async ({ account, request }) => {
    const body = await jsonBody<StaffCreate>(request);
    // The account signs in with this password (mocks/staffAccounts.ts): kept as a salted hash of what the client sent,
    // made before the checks so that nothing is awaited between them and the write.
    const sealed = isPasswordHash(body.password) ? await sealPassword(body.password) : null;
    const g = guarded(account, 'org:staff');
    if ('refusal' in g) return g.refusal;
    const login = text(body.account);
    if (!ACCOUNT.test(login)) return fail(202700008, '账号须为4-20位字母、数字或下划线，以字母开头');
    if (accountByUsername(login) || knownOrgs().some((o) => o.staff.some((s) => s.account.toLowerCase() === login.toLowerCase()))) return fail(202700009, `账号「${login}」已存在`);
    if (!sealed) return fail(201000015, '密码格式错误');
    if (body.userName === undefined || body.departmentId === undefined || body.roleId === undefined) return fail(202700001, '请填写姓名、部门和角色');
    const fields = staffFields(g.org, body);
    if (fields instanceof Response) return fields;
    const refused = roleGrantProblem(g.org, account, undefined, fields.roleId);
    if (refused) return refused;
    const staff: StoredStaff = {
      uid: `S-${nextId()}`,
      account: login,
      userName: fields.userName ?? '',
      phone: fields.phone ?? '',
      departmentId: fields.departmentId ?? g.org.rootId,
      roleId: fields.roleId ?? '',
      status: 1,
      enterpriseTaxerIds: fields.enterpriseTaxerIds ?? [],
      createTime: new Date().toISOString(),
      password: sealed,
    };
    g.org.staff.push(staff);
    save();
    return ok(staffView(g.org, staff), '账号已添加');
  }),

  authed('put', '/v1/account/account/{uid}', async ({ account, params, request }) => {
    const g = guarded(account, 'org:staff');
    if ('refusal' in g) return g.refusal;
    const staff = ownStaff(g.org, params.uid ?? '');
    if (staff instanceof Response) return staff;
    const fields = staffFields(g.org, await jsonBody<StaffChange>(request));
    if (fields instanceof Response) return fields;
    const refused = roleGrantProblem(g.org, account, staff.roleId, fields.roleId);
    if (refused) return refused;
    Object.assign(staff, fields);
    save();
    return ok(staffView(g.org, staff), '保存成功');
  }),

  authed('put', '/v1/account/account/{uid}/status', async ({ account, params, request }) => {
    const g = guarded(account, 'org:staff');
    if ('refusal' in g) return g.refusal;
    const staff = ownStaff(g.org, params.uid ?? '');
    if (staff instanceof Response) return staff;
    if (staff.uid === account.uid) return fail(202700013, '不能停用自己的账号');
    const { status } = await jsonBody<{ status: number }>(request);
    if (status !== 0 && status !== 1) return fail(202700014, '状态有误');
    staff.status = status;
    if (status === 0) endSessions(staff.uid);
    save();
    return ok(staffView(g.org, staff), status === 0 ? '账号已停用' : '账号已启用');
  }),

  authed('put', '/v1/account/account/{uid}/password', async ({ account, params, request }) => {
    const { password } = await jsonBody<{ password: string }>(request);
    const sealed = isPasswordHash(password) ? await sealPassword(password) : null;
    const g = guarded(account, 'org:staff');
    if ('refusal' in g) return g.refusal;
    const staff = ownStaff(g.org, params.uid ?? '');
    if (staff instanceof Response) return staff;
    if (!sealed) return fail(201000015, '密码格式错误');
    // It replaces the old one at once: the next sign-in needs it (mocks/staffAccounts.ts).
    staff.password = sealed;
    save();
    return ok(null, '密码已重置');
  }),

  // Roles (spec 02 §7.3 role list/one/create/modify/remove).
  authed('get', '/v2/auth/v2/role/list', ({ account }) => {
    const g = guarded(account, null);
    if ('refusal' in g) return g.refusal;
    return ok(g.org.roles.map((r) => roleView(g.org, r)));
  }),

  authed('get', '/v2/auth/v2/role/one/{id}', ({ account, params }) => {
    const g = guarded(account, null);
    if ('refusal' in g) return g.refusal;
    const role = g.org.roles.find((r) => r.id === params.id);
    return role ? ok(roleView(g.org, role)) : fail(202700015, '角色不存在');
  }),

  authed('post', '/v2/auth/v2/role/create', async ({ account, request }) => {
    const g = guarded(account, 'org:role');
    if ('refusal' in g) return g.refusal;
    const body = await jsonBody<{ name: string; remark: string; permCodes: string[] }>(request);
    const name = text(body.name);
    const problem = roleNameProblem(g.org, name);
    if (problem) return problem;
    const permCodes = body.permCodes === undefined ? g.org.perms.filter((p) => p.parentCode && p.isDefault).map((p) => p.permCode) : leafCodes(g.org, body.permCodes);
    const beyond = permsProblem(g.org, account, permCodes);
    if (beyond) return beyond;
    const remark = text(body.remark);
    const role = { id: `${g.org.rootId}-R${nextId()}`, name, ...(remark ? { remark } : {}), permCodes, builtIn: false };
    g.org.roles.push(role);
    save();
    return ok(roleView(g.org, role), '角色已创建');
  }),

  authed('put', '/v2/auth/v2/role/modify', async ({ account, request }) => {
    const g = guarded(account, 'org:role');
    if ('refusal' in g) return g.refusal;
    const body = await jsonBody<{ id: string; name: string; remark: string; permCodes: string[] }>(request);
    const role = g.org.roles.find((r) => r.id === body.id);
    if (!role) return fail(202700015, '角色不存在');
    if (role.builtIn) return fail(202700016, '管理员角色拥有全部权限，不能修改');
    const permCodes = body.permCodes === undefined ? undefined : leafCodes(g.org, body.permCodes);
    const beyond = permCodes && permsProblem(g.org, account, permCodes.filter((c) => !role.permCodes.includes(c)));
    if (beyond) return beyond;
    if (body.name !== undefined) {
      const name = text(body.name);
      const problem = roleNameProblem(g.org, name, role.id);
      if (problem) return problem;
      role.name = name;
    }
    if (body.remark !== undefined) role.remark = text(body.remark);
    if (permCodes) role.permCodes = permCodes;
    save();
    return ok(roleView(g.org, role), '保存成功');
  }),

  authed('delete', '/v2/auth/v2/role/remove/{id}', ({ account, params }) => {
    const g = guarded(account, 'org:role');
    if ('refusal' in g) return g.refusal;
    const role = g.org.roles.find((r) => r.id === params.id);
    if (!role) return fail(202700015, '角色不存在');
    if (role.builtIn) return fail(202700016, '管理员角色不能删除');
    const held = g.org.staff.filter((s) => s.roleId === role.id).length;
    if (held > 0) return fail(202700017, `还有 ${held} 个账号属于角色「${role.name}」，请先为他们更换角色后再删除`);
    g.org.roles = g.org.roles.filter((r) => r !== role);
    save();
    return ok(null, '角色已删除');
  }),

  // The permission catalogue (spec 02 §7.3 perm list/create/modify/remove/batch open/cancel).
  authed('get', '/v2/auth/v2/perm/list', ({ account }) => {
    const g = guarded(account, null);
    if ('refusal' in g) return g.refusal;
    return ok(g.org.perms.map(permView));
  }),

  authed('post', '/v2/auth/v2/perm/create', async ({ account, request }) => {
    const g = guarded(account, 'org:role');
    if ('refusal' in g) return g.refusal;
    const body = await jsonBody<{ permCode: string; name: string; parentCode: string }>(request);
    const permCode = text(body.permCode);
    const name = text(body.name);
    if (!/^[a-z][A-Za-z]*:[A-Za-z]+$/.test(permCode)) return fail(202700020, '权限编码须形如 group:action（字母）');
    if (g.org.perms.some((p) => p.permCode === permCode)) return fail(202700021, `权限编码「${permCode}」已存在`);
    if (!name || name.length > 20) return fail(202700022, '请输入权限名称（最多20个字）');
    const parent = g.org.perms.find((p) => p.permCode === body.parentCode && !p.parentCode);
    if (!parent) return fail(202700023, '所属权限组不存在');
    const perm = { permCode, name, parentCode: parent.permCode, isDefault: false, builtIn: false };
    g.org.perms.push(perm);
    save();
    return ok(permView(perm), '权限已添加');
  }),

  authed('put', '/v2/auth/v2/perm/modify', async ({ account, request }) => {
    const g = guarded(account, 'org:role');
    if ('refusal' in g) return g.refusal;
    const body = await jsonBody<{ permCode: string; name: string }>(request);
    const perm = g.org.perms.find((p) => p.permCode === body.permCode);
    if (!perm) return fail(202700024, '权限不存在');
    const name = text(body.name);
    if (!name || name.length > 20) return fail(202700022, '请输入权限名称（最多20个字）');
    perm.name = name;
    save();
    return ok(permView(perm), '保存成功');
  }),

  authed('delete', '/v2/auth/v2/perm/remove/{permCode}', ({ account, params }) => {
    const g = guarded(account, 'org:role');
    if ('refusal' in g) return g.refusal;
    const perm = g.org.perms.find((p) => p.permCode === params.permCode);
    if (!perm) return fail(202700024, '权限不存在');
    if (perm.builtIn) return fail(202700025, '系统权限不能删除');
    g.org.perms = g.org.perms.filter((p) => p !== perm);
    for (const r of g.org.roles) r.permCodes = r.permCodes.filter((c) => c !== perm.permCode);
    save();
    return ok(null, '权限已删除');
  }),

  ...(['open', 'cancel'] as const).map((which) =>
    authed('put', `/v2/auth/v2/perm/batch/${which}`, async ({ account, request }) => {
      const g = guarded(account, 'org:role');
      if ('refusal' in g) return g.refusal;
      const codes = new Set(leafCodes(g.org, (await jsonBody<{ permCodes: string[] }>(request)).permCodes));
      if (codes.size === 0) return fail(202700026, '请选择权限');
      for (const p of g.org.perms) if (codes.has(p.permCode)) p.isDefault = which === 'open';
      save();
      return ok(g.org.perms.map(permView), '默认权限已保存');
    }),
  ),

  // Departments and outlets (the tree: GET /v1/organization/outlet/{id}?child=-1 in config.ts).
  authed('post', '/v1/organization/outlet', async ({ account, request }) => {
    const g = guarded(account, 'org:department');
    if ('refusal' in g) return g.refusal;
    const body = await jsonBody<{ name: string; parentId: string }>(request);
    const parentId = text(body.parentId);
    if (!g.org.outlets.some((o) => o.outletid === parentId)) return fail(202700033, `上级${unitOf(g.org)}不存在`);
    const name = text(body.name);
    const problem = outletNameProblem(g.org, name, parentId);
    if (problem) return problem;
    const outlet = { outletid: `${g.org.rootId}-N${nextId()}`, name, parentId };
    g.org.outlets.push(outlet);
    save();
    return ok(outlet, `${unitOf(g.org)}已添加`);
  }),

  authed('put', '/v1/organization/outlet/{id}', async ({ account, params, request }) => {
    const g = guarded(account, 'org:department');
    if ('refusal' in g) return g.refusal;
    const outlet = g.org.outlets.find((o) => o.outletid === params.id);
    if (!outlet) return fail(202700034, `${unitOf(g.org)}不存在`);
    if (!outlet.parentId) return fail(202700035, '机构本身不能修改或移动');
    const body = await jsonBody<{ name: string; parentId: string }>(request);
    const parentId = body.parentId === undefined ? outlet.parentId : text(body.parentId);
    if (!g.org.outlets.some((o) => o.outletid === parentId)) return fail(202700033, `上级${unitOf(g.org)}不存在`);
    if (subtreeIds(g.org, outlet.outletid).has(parentId)) return fail(202700036, `不能移到自身或其下级${unitOf(g.org)}之下`);
    const name = body.name === undefined ? outlet.name : text(body.name);
    const problem = outletNameProblem(g.org, name, parentId, outlet.outletid);
    if (problem) return problem;
    // Its staff and enterprises keep their department: they move with it.
    outlet.name = name;
    outlet.parentId = parentId;
    save();
    return ok({ ...outlet }, '保存成功');
  }),

  authed('delete', '/v1/organization/outlet/{id}', ({ account, params }) => {
    const g = guarded(account, 'org:department');
    if ('refusal' in g) return g.refusal;
    const unit = unitOf(g.org);
    const outlet = g.org.outlets.find((o) => o.outletid === params.id);
    if (!outlet) return fail(202700034, `${unit}不存在`);
    if (!outlet.parentId) return fail(202700035, '机构本身不能删除');
    const children = g.org.outlets.filter((o) => o.parentId === outlet.outletid).length;
    const staff = g.org.staff.filter((s) => s.departmentId === outlet.outletid).length;
    const enterprises = Object.values(g.org.enterpriseDepartments).filter((d) => d === outlet.outletid).length;
    if (children + staff + enterprises > 0) {
      const held = [children ? `下级${unit} ${children} 个` : '', staff ? `员工 ${staff} 名` : '', enterprises ? `企业 ${enterprises} 家` : ''].filter(Boolean).join('、');
      return fail(202700037, `「${outlet.name}」不是空${unit}（还有${held}），请先移走后再删除`);
    }
    g.org.outlets = g.org.outlets.filter((o) => o !== outlet);
    save();
    return ok(null, `${unit}已删除`);
  }),

  authed('get', '/v1/organization/enterprise/list', ({ account }) => {
    const g = guarded(account, null);
    if ('refusal' in g) return g.refusal;
    return ok(enterprisesOf(g.org));
  }),

  authed('put', '/v1/organization/enterprise/department', async ({ account, request }) => {
    const g = guarded(account, 'org:department');
    if ('refusal' in g) return g.refusal;
    const body = await jsonBody<{ departmentId: string; taxerIds: string[] }>(request);
    if (!g.org.outlets.some((o) => o.outletid === body.departmentId)) return fail(202700034, `${unitOf(g.org)}不存在`);
    const ids = Array.isArray(body.taxerIds) ? body.taxerIds.filter((id) => typeof id === 'string' && id in g.org.enterpriseNames) : [];
    if (ids.length === 0) return fail(202700038, '请选择企业');
    for (const id of ids) g.org.enterpriseDepartments[id] = body.departmentId as string;
    save();
    return ok(enterprisesOf(g.org), '企业已调整');
  }),
];
