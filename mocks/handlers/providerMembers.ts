// The provider's members, agencies, applications and service packages (platform/api/openapi/providerMembers.yaml;
// docs/organisation/enterprises-members.md). The store and its seed: mocks/data/enterprises.ts.
import type { AgencyDetail, AgencyInput, Application, Member, ServicePackage } from '../../features/provider-members/api';
import { agencyInput, agencyIssues } from '../../features/provider-members/rules/agencyForm';
import { rejectReasonIssues } from '../../features/provider-members/rules/applications';
import { remainingDays, renewedEnd, RENEWAL_YEARS, shanghaiToday } from '../../features/provider-members/rules/servicePackage';
import { enterpriseStore, type StoredAgency, type StoredMember, type StoredPackage } from '../data/enterprises';
import { getDb, save } from '../db';
import { authed, fail, intParam, jsonBody, matches, ok, paged } from '../http';

const NO_RIGHT = () => fail(201000403, '无权限访问');
const text = (v: unknown) => (typeof v === 'string' ? v : '');

function memberOf(m: StoredMember): Member {
  const store = enterpriseStore();
  const agency = m.agencyId ? store.agencies.find((a) => a.id === m.agencyId) : undefined;
  const diskCount = getDb().terminals.filter((t) => t.taxerId === m.taxerId).length;
  return { ...m, diskCount, ...(agency ? { agencyName: agency.agencyName } : {}) };
}

function packageOf(p: StoredPackage, today: string): ServicePackage {
  const remain = remainingDays(p.endDate, today);
  return { ...p, remain, stateName: remain > 0 ? '服务中' : '已到期' };
}

function agencyOf(a: StoredAgency): AgencyDetail {
  const members = enterpriseStore().members.filter((m) => m.agencyId === a.id).map(memberOf);
  return { ...a, memberCount: members.length, members };
}

/** A member's service status follows its package: in service (5) while it runs, expired (1) once ended. */
function syncMemberStatus(memberId: string | undefined, today: string): void {
  const store = enterpriseStore();
  const member = store.members.find((m) => m.id === memberId);
  const pack = store.packages.find((p) => p.memberId === memberId);
  if (member && pack) member.serviceStatus = pack.endDate >= today ? '5' : '1';
}

const nextId = (prefix: string, ids: readonly string[]) => `${prefix}${String(ids.length + 1).padStart(4, '0')}`;

/** What an approved application does. */
function carryOut(application: Application, today: string, now: string): void {
  const store = enterpriseStore();
  if (application.kind === 'member' && !store.members.some((m) => m.taxerId === application.taxerId)) {
    store.members.unshift({
      id: nextId('M', store.members.map((m) => m.id)),
      account: application.applicant,
      taxerName: application.taxerName,
      taxerId: application.taxerId,
      contact: application.contact,
      phone: application.phone,
      origin: '0',
      channel: '1',
      serviceStatus: '2',
      registerTime: now,
    });
  }
  if (application.kind === 'agency' && !store.agencies.some((a) => a.taxerId === application.taxerId)) {
    store.agencies.unshift({
      id: nextId('A', store.agencies.map((a) => a.id)),
      agencyName: application.taxerName,
      taxerId: application.taxerId,
      contact: application.contact,
      phone: application.phone,
      address: '',
      createTime: now,
    });
  }
  if (application.kind === 'service') {
    const years = application.years ?? 1;
    const member = store.members.find((m) => m.taxerId === application.taxerId);
    const pack = store.packages.find((p) => p.taxerId === application.taxerId);
    if (pack) {
      pack.endDate = renewedEnd(pack.endDate, years, today);
      if (application.editionName) pack.editionName = application.editionName;
    } else {
      store.packages.push({
        id: nextId('SP', store.packages.map((p) => p.id)),
        ...(member ? { memberId: member.id } : {}),
        taxerName: application.taxerName,
        taxerId: application.taxerId,
        editionName: application.editionName ?? '托管服务-标准版',
        startDate: today,
        endDate: renewedEnd('0000-01-01', years, today),
        yearPrice: '980.00',
      });
    }
    syncMemberStatus(member?.id, today);
  }
}

export const providerMemberHandlers = [
  authed('get', '/v1/enterprise/member/list', ({ account, query }) => {
    if (account.roleType !== 2) return NO_RIGHT();
    const key = query.get('key')?.trim() ?? '';
    const status = query.get('serviceStatus') ?? '';
    const rows = enterpriseStore()
      .members.filter((m) => matches(key, m.account, m.taxerName, m.taxerId, m.phone, m.contact) && (status === '' || m.serviceStatus === status))
      .map(memberOf);
    return ok({ list: paged(rows, intParam(query, 'page', 1), intParam(query, 'pageSize', 20)), total: rows.length });
  }),

  authed('get', '/v1/enterprise/member/{id}', ({ account, params }) => {
    if (account.roleType !== 2) return NO_RIGHT();
    const store = enterpriseStore();
    const member = store.members.find((m) => m.id === params.id);
    if (!member) return fail(202400404, '会员不存在');
    const today = shanghaiToday();
    return ok({
      ...memberOf(member),
      packages: store.packages.filter((p) => p.memberId === member.id || p.taxerId === member.taxerId).map((p) => packageOf(p, today)),
      applications: store.applications.filter((a) => a.taxerId === member.taxerId),
    });
  }),

  authed('get', '/agency/agency/list', ({ account, query }) => {
    if (account.roleType !== 2) return NO_RIGHT();
    const key = query.get('key')?.trim() ?? '';
    const rows = enterpriseStore()
      .agencies.filter((a) => matches(key, a.agencyName, a.taxerId, a.contact, a.phone))
      .map((a) => {
        const { members: _m, ...rest } = agencyOf(a);
        return rest;
      });
    return ok({ list: paged(rows, intParam(query, 'page', 1), intParam(query, 'pageSize', 20)), total: rows.length });
  }),

  authed('post', '/v1/enterprise/agency', async ({ account, request }) => {
    if (account.roleType !== 2) return NO_RIGHT();
    const body = await jsonBody<AgencyInput>(request);
    const draft = { agencyName: text(body.agencyName), taxerId: text(body.taxerId), contact: text(body.contact), phone: text(body.phone), address: text(body.address) };
    if (agencyIssues(draft).length > 0) return fail(202400006, '代账机构信息有误，请检查后重新提交');
    const store = enterpriseStore();
    const input = agencyInput(draft);
    if (store.agencies.some((a) => a.taxerId === input.taxerId)) return fail(202400007, '该税号的代账机构已存在');
    const agency: StoredAgency = { id: nextId('A', store.agencies.map((a) => a.id)), ...input, createTime: new Date().toISOString() };
    store.agencies.unshift(agency);
    save();
    return ok(agencyOf(agency), '保存成功');
  }),

  authed('get', '/v1/enterprise/agency/{id}', ({ account, params }) => {
    if (account.roleType !== 2) return NO_RIGHT();
    const agency = enterpriseStore().agencies.find((a) => a.id === params.id);
    return agency ? ok(agencyOf(agency)) : fail(202400404, '代账机构不存在');
  }),

  authed('put', '/v1/enterprise/agency/{id}', async ({ account, params, request }) => {
    if (account.roleType !== 2) return NO_RIGHT();
    const store = enterpriseStore();
    const agency = store.agencies.find((a) => a.id === params.id);
    if (!agency) return fail(202400404, '代账机构不存在');
    const body = await jsonBody<AgencyInput>(request);
    const draft = { agencyName: text(body.agencyName), taxerId: text(body.taxerId), contact: text(body.contact), phone: text(body.phone), address: text(body.address) };
    if (agencyIssues(draft).length > 0) return fail(202400006, '代账机构信息有误，请检查后重新提交');
    const input = agencyInput(draft);
    if (store.agencies.some((a) => a.id !== agency.id && a.taxerId === input.taxerId)) return fail(202400007, '该税号的代账机构已存在');
    Object.assign(agency, input);
    save();
    return ok(agencyOf(agency), '保存成功');
  }),

  authed('put', '/v1/enterprise/agency/{id}/assign', async ({ account, params, request }) => {
    if (account.roleType !== 2) return NO_RIGHT();
    const store = enterpriseStore();
    const agency = store.agencies.find((a) => a.id === params.id);
    if (!agency) return fail(202400404, '代账机构不存在');
    const body = await jsonBody<{ memberIds: string[] }>(request);
    const ids = new Set(Array.isArray(body.memberIds) ? body.memberIds.filter((x): x is string => typeof x === 'string') : []);
    if ([...ids].some((id) => !store.members.some((m) => m.id === id))) return fail(202400008, '所选会员不存在');
    // A member is served by one agency: assigning it here takes it from another.
    for (const m of store.members) {
      if (ids.has(m.id)) m.agencyId = agency.id;
      else if (m.agencyId === agency.id) delete m.agencyId;
    }
    save();
    return ok(agencyOf(agency), '分配成功');
  }),

  authed('get', '/v1/enterprise/apply/list', ({ account, query }) => {
    if (account.roleType !== 2) return NO_RIGHT();
    const state = query.get('state') ?? '';
    const kind = query.get('kind') ?? '';
    const key = query.get('key')?.trim() ?? '';
    const all = enterpriseStore().applications;
    const matching = all.filter((a) => (kind === '' || a.kind === kind) && matches(key, a.applyId, a.applicant, a.taxerName, a.taxerId));
    const rows = matching.filter((a) => state === '' || a.state === state).sort((a, b) => (a.submitTime < b.submitTime ? 1 : -1));
    const counts = { '1': 0, '2': 0, '3': 0 };
    for (const a of matching) counts[a.state] += 1;
    return ok({ list: paged(rows, intParam(query, 'page', 1), intParam(query, 'pageSize', 20)), total: rows.length, counts });
  }),

  authed('get', '/v1/enterprise/apply/{applyId}', ({ account, params }) => {
    if (account.roleType !== 2) return NO_RIGHT();
    const application = enterpriseStore().applications.find((a) => a.applyId === params.applyId);
    return application ? ok(application) : fail(202400404, '申请不存在');
  }),

  authed('put', '/v1/enterprise/apply/{applyId}/approve', ({ account, params }) => {
    if (account.roleType !== 2) return NO_RIGHT();
    const application = enterpriseStore().applications.find((a) => a.applyId === params.applyId);
    if (!application) return fail(202400404, '申请不存在');
    if (application.state !== '1') return fail(202400009, '该申请已审核，请刷新后查看');
    const now = new Date();
    carryOut(application, shanghaiToday(now.getTime()), now.toISOString());
    Object.assign(application, { state: '2', reviewTime: now.toISOString(), reviewer: account.userName });
    save();
    return ok(application, '审核通过');
  }),

  authed('put', '/v1/enterprise/apply/{applyId}/reject', async ({ account, params, request }) => {
    if (account.roleType !== 2) return NO_RIGHT();
    const application = enterpriseStore().applications.find((a) => a.applyId === params.applyId);
    if (!application) return fail(202400404, '申请不存在');
    if (application.state !== '1') return fail(202400009, '该申请已审核，请刷新后查看');
    const reason = text((await jsonBody<{ reason: string }>(request)).reason).trim();
    if (rejectReasonIssues(reason).length > 0) return fail(202400011, '请填写200字以内的驳回原因');
    Object.assign(application, { state: '3', reviewTime: new Date().toISOString(), reviewer: account.userName, reason });
    save();
    return ok(application, '已驳回');
  }),

  authed('get', '/v1/enterprise/service/list', ({ account, query }) => {
    if (account.roleType !== 2) return NO_RIGHT();
    const key = query.get('key')?.trim() ?? '';
    const expiring = query.get('expiring') === 'true';
    const today = shanghaiToday();
    const rows = enterpriseStore()
      .packages.map((p) => packageOf(p, today))
      .filter((p) => matches(key, p.taxerName, p.taxerId, p.diskId) && (!expiring || p.remain < 30))
      .sort((a, b) => (a.endDate < b.endDate ? -1 : a.endDate > b.endDate ? 1 : 0));
    return ok({ list: paged(rows, intParam(query, 'page', 1), intParam(query, 'pageSize', 20)), total: rows.length });
  }),

  authed('put', '/v1/enterprise/service/{id}/renew', async ({ account, params, request }) => {
    if (account.roleType !== 2) return NO_RIGHT();
    const pack = enterpriseStore().packages.find((p) => p.id === params.id);
    if (!pack) return fail(202400404, '服务不存在');
    const years = (await jsonBody<{ years: number }>(request)).years;
    if (!(RENEWAL_YEARS as readonly unknown[]).includes(years)) return fail(202400012, '续费年限有误');
    const today = shanghaiToday();
    pack.endDate = renewedEnd(pack.endDate, years as number, today);
    syncMemberStatus(pack.memberId, today);
    save();
    return ok(packageOf(pack, today), '续费成功');
  }),
];
