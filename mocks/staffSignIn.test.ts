// @vitest-environment node
// Staff accounts as real accounts of the embedded backend (mocks/staffAccounts.ts, docs/organisation/staff-roles-departments.md):
// a staff member added on 账号管理 signs in with the password given there, a disabled one is refused, a reset
// replaces the password, the terminals are those of the enterprises served, the role decides the permission check
// and the menu.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../features/account/rules/passwordHash';
import { ACCOUNT_DISABLED } from '../features/account/rules/signInRefusals';
import { ADMIN_ROLE_RESERVED } from '../features/organisation/rules/adminRole';
import type { MenuItem } from '../features/config/api';
import { demoAccounts } from './accounts';
import { orgById, type OrgStore } from './data/organisation';
import { getDb, issueToken, resetDb } from './db';
import { menuFor, terminalKindOf } from './menus';
import { server } from './node';
import { SEEDED_STAFF_PASSWORD } from './staffAccounts';

const origin = 'http://portal.test';
/** One call of the backend; `T` is what its data holds (by default, the fields of a sign-in or an account). */
async function call<T = Record<string, string>>(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}
const signIn = async (username: string, password: string, entrance = '/accountLogin') =>
  call('POST', '/v1/account/login', { username, password: await hashPassword(password), entrance });
const leafPaths = (menu: readonly MenuItem[]): string[] => menu.flatMap((m) => (m.children ? leafPaths(m.children) : m.path ? [m.path] : []));

const org = (id: string) => orgById(id) as OrgStore;
const roleId = (o: OrgStore, name: string) => o.roles.find((r) => r.name === name)?.id as string;
const departmentId = (o: OrgStore, name: string) => o.outlets.find((d) => d.name === name)?.outletid as string;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

/** The agency's administrator adds 钱七 (审计员: exports only) serving the agency's first enterprise. */
async function addAuditor(password = 'Audit#2024') {
  const agency = org('OUT-003');
  const admin = issueToken(demoAccounts.agency.uid).access_token;
  const first = Object.keys(agency.enterpriseNames)[0] as string;
  const added = await call(
    'POST',
    '/v1/account/account',
    { account: 'qianqi01', userName: '钱七', departmentId: departmentId(agency, '审计部'), roleId: roleId(agency, '审计员'), enterpriseTaxerIds: [first], password: await hashPassword(password) },
    admin,
  );
  expect(added.code).toBe(0);
  return { admin, uid: added.data.uid as string, first };
}

describe('a staff member added on 账号管理', () => {
  it('signs in with the password given there, as its organisation’s kind of account; a wrong one is refused', async () => {
    const { uid } = await addAuditor();
    const reply = await signIn('qianqi01', 'Audit#2024');
    expect(reply).toMatchObject({ code: 0, data: { uid, userName: '钱七', roleType: 3, trueRoleType: 3, outletId: 'OUT-003', agencyTaxerId: demoAccounts.agency.agencyTaxerId } });
    expect(reply.data.phone).toBeUndefined(); // added without one
    const info = await call('GET', '/v1/account/userinfo', undefined, reply.data.access_token);
    expect(info.data).toMatchObject({ id: uid, account: 'qianqi01', userName: '钱七' });
    expect(await signIn('qianqi01', 'Audit#2025')).toMatchObject({ code: 201000001, msg: '用户名或密码错误' });
    expect((await signIn('QIANQI01', 'Audit#2024')).code).toBe(201000001);
  });

  it('keeps only a salted hash of the password: neither it nor what the client sent is in the database', async () => {
    const { uid } = await addAuditor('Same#Pass1');
    const stored = org('OUT-003').staff.find((s) => s.uid === uid)?.password;
    expect(stored).toMatchObject({ iterations: 600_000 });
    expect(stored?.salt).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const database = JSON.stringify(getDb());
    expect(database).not.toContain('Same#Pass1');
    expect(database).not.toContain(await hashPassword('Same#Pass1'));
    // the same password for another account: another salt, another hash
    const agency = org('OUT-003');
    const other = await call(
      'POST',
      '/v1/account/account',
      { account: 'sunba01', userName: '孙八', departmentId: departmentId(agency, '审计部'), roleId: roleId(agency, '审计员'), password: await hashPassword('Same#Pass1') },
      issueToken(demoAccounts.agency.uid).access_token,
    );
    const second = agency.staff.find((s) => s.uid === other.data.uid)?.password;
    expect(second?.hash).not.toBe(stored?.hash);
    expect(second?.salt).not.toBe(stored?.salt);
  });

  it('is refused once disabled, with the disabled code, and only when its password is right; enabled, it signs in again', async () => {
    const { admin, uid } = await addAuditor();
    const session = (await signIn('qianqi01', 'Audit#2024')).data.access_token as string;
    expect((await call('PUT', `/v1/account/account/${uid}/status`, { status: 0 }, admin)).code).toBe(0);
    expect(await signIn('qianqi01', 'Audit#2024')).toMatchObject({ code: ACCOUNT_DISABLED, msg: '账号已停用，请联系管理员' });
    expect((await signIn('qianqi01', 'wrong#2024')).code).toBe(201000001);
    // its open session ended with the disabling
    expect((await fetch(`${origin}/v1/account/userinfo`, { headers: { Authorization: `Bearer ${session}` } })).status).toBe(401);
    expect((await call('PUT', `/v1/account/account/${uid}/status`, { status: 1 }, admin)).code).toBe(0);
    expect((await signIn('qianqi01', 'Audit#2024')).code).toBe(0);
  });

  it('signs in with a reset password only: the reset replaces the old one', async () => {
    const { admin, uid } = await addAuditor();
    expect((await call('PUT', `/v1/account/account/${uid}/password`, { password: await hashPassword('Reset#2024') }, admin)).code).toBe(0);
    expect((await signIn('qianqi01', 'Audit#2024')).code).toBe(201000001);
    expect((await signIn('qianqi01', 'Reset#2024')).code).toBe(0);
  });

  it('changes its own password through the password flow and signs in with the new one', async () => {
    const agency = org('OUT-003');
    const admin = issueToken(demoAccounts.agency.uid).access_token;
    await call(
      'POST',
      '/v1/account/account',
      { account: 'zhoujiu01', userName: '周九', phone: '13912340000', departmentId: departmentId(agency, '开票中心'), roleId: roleId(agency, '开票员'), password: await hashPassword('First#2024') },
      admin,
    );
    const token = (await signIn('zhoujiu01', 'First#2024')).data.access_token as string;
    const { udid } = (await call('GET', '/v1/account/security/udid?mobile=13912340000&captcha=123456', undefined, token)).data;
    expect((await call('PUT', '/v1/account/security/password', { password: await hashPassword('Second#2024'), udid }, token)).code).toBe(0);
    expect((await signIn('zhoujiu01', 'First#2024')).code).toBe(201000001);
    expect((await signIn('zhoujiu01', 'Second#2024')).code).toBe(0);
  });

  it('sees only the terminals of the enterprises it serves, and has no default terminal yet', async () => {
    const { admin, uid, first } = await addAuditor();
    const token = (await signIn('qianqi01', 'Audit#2024')).data.access_token as string;
    const list = (await call<Array<{ taxerId: string; diskId: string }>>('GET', '/v2/terminal/list', undefined, token)).data;
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((t) => t.taxerId))).toEqual(new Set([first]));
    expect((await call<unknown>('GET', '/v2/terminal/current', undefined, token)).data).toBeNull();
    const elsewhere = getDb().terminals.slice(0, 40).find((t) => t.taxerId !== first);
    expect((await call('PUT', '/v2/terminal/current', { deviceId: elsewhere?.diskId }, token)).code).toBe(201100001);
    expect((await call('PUT', '/v2/terminal/current', { deviceId: list[0]?.diskId }, token)).code).toBe(0);
    // an enterprise added on 账号管理 shows at once
    const second = Object.keys(org('OUT-003').enterpriseNames)[1] as string;
    await call('PUT', `/v1/account/account/${uid}`, { enterpriseTaxerIds: [first, second] }, admin);
    const wider = (await call<Array<{ taxerId: string }>>('GET', '/v2/terminal/list', undefined, token)).data;
    expect(new Set(wider.map((t) => t.taxerId))).toEqual(new Set([first, second]));
    const enterprises = (await call<{ list: Array<{ taxerId: string }> }>('GET', '/v1/enterprise/manage/list?pageSize=100', undefined, token)).data.list;
    expect(new Set(enterprises.map((e) => e.taxerId))).toEqual(new Set([first, second]));
  });

  it("is granted what its role grants, and its menu leaves out what the role forbids until the role grants it", async () => {
    const { admin } = await addAuditor();
    const token = (await signIn('qianqi01', 'Audit#2024')).data.access_token as string;
    const allowed = async (code: string) => (await call<{ hasPerm: boolean }>('GET', `/v2/auth/v2/perm/check?permCode=${encodeURIComponent(code)}`, undefined, token)).data.hasPerm;
    expect(await allowed('invoice:export')).toBe(true);
    expect(await allowed('invoice:void')).toBe(false);
    expect(await allowed('org:staff')).toBe(false);
    // on the first terminal (a disk that also issues fully-digital invoices): the whole agency menu but the forbidden pages
    const t = getDb().terminals[0];
    const menu = (await call<MenuItem[]>('GET', `/v2/auth/v2/nav?diskId=${t?.diskId}`, undefined, token)).data;
    const paths = leafPaths(menu);
    expect(paths).toEqual(expect.arrayContaining(['/account/home', '/account/inquire', '/account/gulesInvoice', '/account/enterpriseManage']));
    for (const forbidden of ['/account/positive', '/account/negative', '/account/invalid', '/account/invoice/newBatchInvoicing', '/account/fullpower/positive', '/account/gules', '/account/accountList', '/account/role', '/account/website']) {
      expect(paths, forbidden).not.toContain(forbidden);
    }
    expect(menu.map((m) => m.id)).not.toContain('organisation');
    // The administrator grants 作废发票 to 审计员 on 角色管理: the next menu offers the void page.
    const auditor = org('OUT-003').roles.find((r) => r.name === '审计员');
    expect((await call('PUT', '/v2/auth/v2/role/modify', { id: auditor?.id, permCodes: ['invoice:export', 'invoice:void'] }, admin)).code).toBe(0);
    expect(leafPaths((await call<MenuItem[]>('GET', `/v2/auth/v2/nav?diskId=${t?.diskId}`, undefined, token)).data)).toContain('/account/invalid');
    expect(await allowed('invoice:void')).toBe(true);
    // it cannot use the organisation's pages' calls
    expect((await call('POST', '/v2/auth/v2/role/create', { name: '越权角色' }, token)).msg).toBe('暂无该操作权限，请联系管理员开通');
  });
});

describe('the administrator role (features/organisation/rules/adminRole.ts)', () => {
  it('is given, taken or matched only by an administrator: a holder of 账号管理 is refused with its code', async () => {
    const agency = org('OUT-003');
    const admin = issueToken(demoAccounts.agency.uid).access_token;
    const administrator = roleId(agency, '管理员');
    const added = await call(
      'POST',
      '/v1/account/account',
      { account: 'hr01', userName: '孙人事', departmentId: departmentId(agency, '审计部'), roleId: roleId(agency, '人事专员'), enterpriseTaxerIds: [], password: await hashPassword('People#2024') },
      admin,
    );
    expect(added.code).toBe(0);
    const hr = (await signIn('hr01', 'People#2024')).data.access_token as string;
    const refusal = { code: ADMIN_ROLE_RESERVED, msg: '只有管理员可以授予、收回或修改管理员角色及其权限' };
    const clerk = agency.staff.find((s) => s.account === 'staff301');
    // 人事专员 holds 账号管理: it edits staff, but may not make an administrator, of itself or of anyone …
    expect((await call('PUT', `/v1/account/account/${clerk?.uid}`, { userName: '赵丽娟' }, hr)).code).toBe(0);
    expect(await call('PUT', `/v1/account/account/${clerk?.uid}`, { roleId: administrator }, hr)).toMatchObject(refusal);
    expect(await call('PUT', `/v1/account/account/${added.data.uid}`, { roleId: administrator }, hr)).toMatchObject(refusal);
    expect(
      await call('POST', '/v1/account/account', { account: 'boss01', userName: '钱老板', departmentId: departmentId(agency, '审计部'), roleId: administrator, enterpriseTaxerIds: [], password: await hashPassword('Boss#2024') }, hr),
    ).toMatchObject(refusal);
    expect(agency.staff.find((s) => s.uid === clerk?.uid)?.roleId).not.toBe(administrator);
    expect(agency.staff.some((s) => s.account === 'boss01')).toBe(false);
    // … nor make a role worth more than its own, once it may edit roles.
    const hrRole = agency.roles.find((r) => r.name === '人事专员');
    hrRole?.permCodes.push('org:role');
    expect(await call('POST', '/v2/auth/v2/role/create', { name: '影子管理员', permCodes: ['org:staff', 'org:role', 'invoice:void'] }, hr)).toMatchObject(refusal);
    expect((await call('POST', '/v2/auth/v2/role/create', { name: '人事助理', permCodes: ['org:staff'] }, hr)).code).toBe(0);
    // The administrator may do all of it; an account given the 管理员 role is an administrator too.
    expect((await call('PUT', `/v1/account/account/${added.data.uid}`, { roleId: administrator }, admin)).code).toBe(0);
    expect((await call('PUT', `/v1/account/account/${clerk?.uid}`, { roleId: administrator }, hr)).code).toBe(0);
  });
});

describe('the other staff accounts', () => {
  it("a provider's staff member signs in as a provider (/serviceLogin), in its outlets' organisation", async () => {
    const provider = org('OUT-002');
    const added = await call(
      'POST',
      '/v1/account/account',
      { account: 'wangkf01', userName: '王客服', departmentId: departmentId(provider, '徐汇网点'), roleId: roleId(provider, '网点客服'), enterpriseTaxerIds: Object.keys(provider.enterpriseNames).slice(0, 2), password: await hashPassword('Kefu#2024') },
      issueToken(demoAccounts.provider.uid).access_token,
    );
    expect(added.code).toBe(0);
    const reply = await signIn('wangkf01', 'Kefu#2024', '/serviceLogin');
    expect(reply).toMatchObject({ code: 0, data: { roleType: 2, trueRoleType: 2, serviceOutletId: 'OUT-002', accountRoleCode: 'SERVICE_STAFF' } });
    const menu = (await call<MenuItem[]>('GET', '/v2/auth/v2/nav', undefined, reply.data.access_token)).data;
    expect(leafPaths(menu)).not.toContain('/service/userInformation');
    expect(leafPaths(menu)).not.toContain('/service/role');
    expect(leafPaths(menu)).toContain('/service/memberList');
  });

  it('the seeded staff sign in with the demo staff password; the disabled ones are refused', async () => {
    const agency = org('OUT-003');
    const enabled = agency.staff.find((s) => !s.isAdmin && s.status === 1 && s.uid.startsWith('S-'));
    const disabled = agency.staff.find((s) => s.status === 0);
    expect((await signIn(enabled?.account ?? '', SEEDED_STAFF_PASSWORD)).data).toMatchObject({ uid: enabled?.uid, userName: enabled?.userName });
    expect((await signIn(disabled?.account ?? '', SEEDED_STAFF_PASSWORD)).code).toBe(ACCOUNT_DISABLED);
  });

  it('the clerk keeps its README password until an administrator resets it, and sees its enterprises’ terminals', async () => {
    const clerk = demoAccounts.clerk;
    const reply = await signIn('clerk', clerk.password);
    expect(reply.code).toBe(0);
    const served = org('OUT-003').staff.find((s) => s.uid === clerk.uid)?.enterpriseTaxerIds ?? [];
    const list = (await call<Array<{ taxerId: string }>>('GET', '/v2/terminal/list', undefined, reply.data.access_token)).data;
    expect(list.every((t) => served.includes(t.taxerId))).toBe(true);
    expect((await call('GET', '/v2/terminal/current', undefined, reply.data.access_token)).data.diskId).toBe('661000000001');
    const admin = issueToken(demoAccounts.agency.uid).access_token;
    expect((await call('PUT', `/v1/account/account/${clerk.uid}/password`, { password: await hashPassword('Clerk#2025') }, admin)).code).toBe(0);
    expect((await signIn('clerk', clerk.password)).code).toBe(201000001);
    expect((await signIn('clerk', 'Clerk#2025')).code).toBe(0);
  });

  it("the administrators' menus are the whole menus, as before", async () => {
    for (const a of [demoAccounts.agency, demoAccounts.provider, demoAccounts.member]) {
      const token = issueToken(a.uid).access_token;
      const current = getDb().terminals.find((t) => t.diskId === getDb().currentDisk[a.uid]);
      const menu = (await call<MenuItem[]>('GET', '/v2/auth/v2/nav', undefined, token)).data;
      expect(menu, a.username).toEqual(menuFor(a.roleType, terminalKindOf(current?.diskType, current?.issueType)));
    }
  });
});
