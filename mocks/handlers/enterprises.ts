// Enterprises: the member's own and those an agency or provider serves (platform/api/openapi/enterprises.yaml;
// docs/organisation/enterprises-members.md). The store and its seed: mocks/data/enterprises.ts.
import type { DemoAccount } from '../accounts';
import type { EnterpriseInfo, EnterpriseInfoInput, ManagedEnterprise, ManagedEnterpriseInput } from '../../features/enterprises/api';
import { checkImportRows } from '../../features/enterprise-import/rules';
import { enterpriseInput, enterpriseIssues } from '../../features/enterprises/rules/enterpriseForm';
import { enterpriseStore } from '../data/enterprises';
import { orgOf, type OrgStore } from '../data/organisation';
import { getDb, save } from '../db';
import { authed, fail, intParam, jsonBody, matches, ok, paged } from '../http';
import { clientKey, openSecret } from '../secrets';
import { accountOf } from '../staffAccounts';
import { enterprisesOf } from './enterpriseImport';

const NO_RIGHT = () => fail(201000403, '无权限访问');
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The tax-bureau passwords of added enterprises: in memory only, never in the stored database nor in a reply. */
const passwords = new Map<string, string>();

/** The organisation an account belongs to: an agency's staff share its tax number, a provider's its outlet. */
export function ownerOf(account: DemoAccount): string {
  return account.agencyTaxerId ?? account.serviceOutletId ?? account.uid;
}

const staffRef = (uid: string) => ({ uid, userName: accountOf(uid)?.userName ?? uid });

/**
 * Who serves an enterprise: the staff of the organisation whose 可服务企业 (账号管理) hold it. That list is the one
 * record of it (it also decides what a staff member sees, mocks/staffAccounts.ts); 企业管理's 分配 writes the same
 * list (docs/organisation/enterprises-members.md, Staff assignment).
 */
function servingStaff(org: OrgStore | undefined, taxerId: string): string[] {
  return org ? org.staff.filter((s) => s.enterpriseTaxerIds.includes(taxerId)).map((s) => s.uid) : [];
}

/**
 * Gives `taxerId` exactly the staff `uids` on the staff records (the others no longer serve it), and makes it one of
 * the organisation's enterprises, so that 账号管理 offers it and keeps it.
 */
function assignStaff(org: OrgStore, taxerId: string, taxerName: string, uids: readonly string[]): void {
  org.enterpriseNames[taxerId] ??= taxerName;
  for (const s of org.staff) {
    const serves = s.enterpriseTaxerIds.includes(taxerId);
    if (uids.includes(s.uid) && !serves) s.enterpriseTaxerIds.push(taxerId);
    if (!uids.includes(s.uid) && serves) s.enterpriseTaxerIds = s.enterpriseTaxerIds.filter((t) => t !== taxerId);
  }
}

/** Every enterprise an agency or provider serves: its terminals' and imports, what it added, its members'. */
function managedOf(account: DemoAccount): ManagedEnterprise[] {
  const store = enterpriseStore();
  const owner = ownerOf(account);
  const org = orgOf(account);
  const out: ManagedEnterprise[] = [];
  const seen = new Set<string>();
  const push = (e: Omit<ManagedEnterprise, 'staff'>) => {
    const key = `${e.taxerId}\u0000${e.dlzh}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ ...e, staff: servingStaff(org, e.taxerId).map(staffRef) });
  };
  for (const e of store.added[owner] ?? []) push({ ...e, source: 'added' });
  for (const e of enterprisesOf(account)) push({ ...e, source: e.bsrysjhm === undefined ? 'terminal' : 'import' });
  // The members the provider serves, or those it assigned to this agency (agencyAssign).
  const agency = store.agencies.find((a) => a.taxerId === account.agencyTaxerId);
  const members = account.roleType === 2 ? store.members : agency ? store.members.filter((m) => m.agencyId === agency.id) : [];
  const known = new Set(out.map((e) => e.taxerId));
  for (const m of members) if (!known.has(m.taxerId)) push({ taxerName: m.taxerName, taxerId: m.taxerId, dlsf: '1', dlzh: m.account, createTime: m.registerTime, source: 'terminal' });
  // A staff member sees the enterprises it serves (账号管理's 可服务企业, mocks/staffAccounts.ts), as its terminals.
  const served = account.servedTaxerIds;
  return (served ? out.filter((e) => served.includes(e.taxerId)) : out).sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : 0));
}

function infoOf(id: string, account: DemoAccount): EnterpriseInfo | undefined {
  const store = enterpriseStore();
  const profile = store.profiles.find((p) => p.id === id);
  if (!profile) return undefined;
  if (account.roleType === 1 ? profile.ownerUid !== account.uid : account.roleType !== 2) return undefined;
  const { ownerUid: _owner, ...rest } = profile;
  const diskCount = getDb().terminals.filter((t) => t.taxerId === profile.taxerId).length;
  return { ...rest, diskCount };
}

export const enterpriseHandlers = [
  authed('get', '/v1/enterprise/own', ({ account }) => {
    const list = enterpriseStore()
      .profiles.filter((p) => p.ownerUid === account.uid)
      .map((p) => infoOf(p.id, account))
      .filter((p): p is EnterpriseInfo => p !== undefined);
    return ok({ list });
  }),

  authed('get', '/v1/enterprise/info/{id}', ({ account, params }) => {
    const info = infoOf(params.id ?? '', account);
    return info ? ok(info) : fail(202400404, '企业信息不存在');
  }),

  authed('put', '/v1/enterprise/info/{id}', async ({ account, params, request }) => {
    const store = enterpriseStore();
    const profile = store.profiles.find((p) => p.id === params.id);
    if (!profile || !infoOf(profile.id, account)) return fail(202400404, '企业信息不存在');
    const body = await jsonBody<EnterpriseInfoInput>(request);
    const draft = {
      taxerName: text(body.taxerName),
      address: text(body.address),
      tel: text(body.tel),
      khh: text(body.khh),
      yhzh: text(body.yhzh),
      identities: (Array.isArray(body.identities) ? body.identities : []).map((r) => ({ dlsf: text(r?.dlsf), bsryxm: text(r?.bsryxm), bsrysjhm: text(r?.bsrysjhm) })),
    };
    // The same rules as the form; the tax number is the enterprise's id and not changed here.
    if (enterpriseIssues(draft).length > 0) return fail(202400001, '企业信息有误，请检查后重新提交');
    const input = enterpriseInput(draft);
    Object.assign(profile, input, { identities: input.identities as EnterpriseInfo['identities'], updateTime: new Date().toISOString() });
    // The address, phone, bank and account are the seller information of the enterprise's terminals too.
    const db = getDb();
    for (const t of db.terminals.filter((x) => x.taxerId === profile.taxerId)) {
      db.sellerContact[t.diskId] = { address: input.address, tel: input.tel };
      db.sellerBank[t.diskId] = { khh: input.khh, yhzh: input.yhzh };
      t.taxerName = input.taxerName;
    }
    const member = store.members.find((m) => m.taxerId === profile.taxerId);
    if (member) member.taxerName = input.taxerName;
    save();
    return ok(infoOf(profile.id, account) as EnterpriseInfo, '保存成功');
  }),

  authed('get', '/v1/enterprise/manage/list', ({ account, query }) => {
    if (account.roleType === 1) return NO_RIGHT();
    const key = query.get('key')?.trim() ?? '';
    const staffUid = query.get('staffUid') ?? '';
    const rows = managedOf(account).filter(
      (e) => matches(key, e.taxerName, e.taxerId) && (staffUid === '' || (staffUid === 'none' ? e.staff.length === 0 : e.staff.some((s) => s.uid === staffUid))),
    );
    return ok({ list: paged(rows, intParam(query, 'page', 1), intParam(query, 'pageSize', 20)), total: rows.length });
  }),

  authed('post', '/v1/enterprise/manage', async ({ account, request }) => {
    if (account.roleType === 1) return NO_RIGHT();
    const body = await jsonBody<ManagedEnterpriseInput>(request);
    // The password arrives sealed for this backend's key (docs/security.md); clear text is refused.
    let dlmm: string;
    try {
      dlmm = await openSecret(await clientKey(request), 'dlmm', text(body.dlmm));
    } catch {
      return fail(202400010, '登录密码未加密，请刷新页面后重试');
    }
    const row = { taxerName: text(body.taxerName), taxerId: text(body.taxerId), dlsf: text(body.dlsf), dlzh: text(body.dlzh), dlmm, bsrysjhm: text(body.bsrysjhm), mainAccountMobile: text(body.mainAccountMobile) };
    // The batch import's row checks (spec 02 §5), the served enterprises counting for 数据重复.
    const served = managedOf(account).map((e) => ({ taxerId: e.taxerId, dlzh: e.dlzh, taxerName: e.taxerName, dlsf: '1', dlmm: '-', bsrysjhm: '13800000000' }));
    const result = checkImportRows([...served, row]).at(-1);
    // The browser showed the field's message before sending; a duplicate only the server can see (数据重复, spec 02 §5).
    if (!result || result.status !== 'ok') return fail(202400002, result?.check === 'duplicate' ? '数据重复' : '企业信息有误，请检查后重新提交');
    const org = orgOf(account);
    const staffUids = [...new Set((Array.isArray(body.staffUids) ? body.staffUids : []).filter((u): u is string => typeof u === 'string' && ID.test(u)))];
    if (!staffUids.every((u) => org?.staff.some((s) => s.uid === u))) return fail(202400004, '员工账号有误');
    const store = enterpriseStore();
    const owner = ownerOf(account);
    const added = {
      taxerName: row.taxerName,
      taxerId: row.taxerId,
      dlsf: row.dlsf,
      dlzh: row.dlzh,
      bsrysjhm: row.bsrysjhm,
      ...(row.mainAccountMobile ? { mainAccountMobile: row.mainAccountMobile } : {}),
      createTime: new Date().toISOString(),
    };
    (store.added[owner] ??= []).unshift(added);
    if (org && staffUids.length > 0) assignStaff(org, row.taxerId, row.taxerName, [...servingStaff(org, row.taxerId), ...staffUids]);
    passwords.set(`${owner}\u0000${row.taxerId}\u0000${row.dlzh}`, dlmm);
    save();
    return ok({ ...added, source: 'added' as const, staff: staffUids.map(staffRef) }, '企业添加成功');
  }),

  authed('put', '/v1/enterprise/manage/staff', async ({ account, request }) => {
    if (account.roleType === 1) return NO_RIGHT();
    const body = await jsonBody<{ taxerIds: string[]; staffUids: string[] }>(request);
    const taxerIds = Array.isArray(body.taxerIds) ? body.taxerIds.filter((t): t is string => typeof t === 'string') : [];
    const staffUids = Array.isArray(body.staffUids) ? body.staffUids : [];
    if (taxerIds.length === 0) return fail(202400003, '请选择企业');
    const org = orgOf(account);
    // The staff are the organisation's (the agency account list's, GET /v1/account/account/list).
    if (!org || !staffUids.every((u) => typeof u === 'string' && ID.test(u) && org.staff.some((s) => s.uid === u))) return fail(202400004, '员工账号有误');
    const served = new Map(managedOf(account).map((e) => [e.taxerId, e.taxerName]));
    if (!taxerIds.every((t) => served.has(t))) return fail(202400005, '所选企业不在服务范围内');
    for (const t of taxerIds) assignStaff(org, t, served.get(t) ?? t, staffUids as string[]);
    save();
    return ok({ count: taxerIds.length }, '分配成功');
  }),

];
