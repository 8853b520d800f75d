// @vitest-environment node
// The embedded backend's enterprises (enterprises.yaml) and the provider's members, agencies, applications and service
// packages (providerMembers.yaml): the seed gives every role work, writes change what the lists show, and the
// tax-bureau password of an added enterprise is taken sealed only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sealForBackend } from '../tests/support/sealSecrets';
import { demoAccounts } from './accounts';
import { issueToken, resetDb } from './db';
import { server } from './node';

const origin = 'http://portal.test';
type Row = Record<string, unknown>;
type Reply = { code: number; msg: string; data: Row & { list?: Row[]; total?: number; counts?: Record<string, number> } };
const call = (method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((r) => r.json() as Promise<Reply>);
const token = (who: keyof typeof demoAccounts) => issueToken(demoAccounts[who].uid).access_token;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

const row = { taxerName: '上海单测新增科技有限公司', taxerId: '91310115MA1K3YJ99X', dlsf: '1', dlzh: '13800009999', dlmm: 'Secret#2024', bsrysjhm: '13900009999', mainAccountMobile: '' };

describe('the seed', () => {
  it('gives the provider 50 members, 8 agencies, pending applications and packages due for renewal', async () => {
    const provider = token('provider');
    expect((await call('GET', '/v1/enterprise/member/list?pageSize=100', provider)).data.total).toBe(50);
    expect((await call('GET', '/agency/agency/list?pageSize=100', provider)).data.total).toBe(8);
    const applications = await call('GET', '/v1/enterprise/apply/list?state=1', provider);
    expect(applications.data.counts?.['1']).toBeGreaterThanOrEqual(5);
    const due = await call('GET', '/v1/enterprise/service/list?expiring=true&pageSize=100', provider);
    const remains = (due.data.list ?? []).map((p) => p.remain as number);
    expect(remains.filter((r) => r > 0).length).toBeGreaterThanOrEqual(5);
    expect(remains.filter((r) => r === 0).length).toBeGreaterThanOrEqual(3);
  });

  it("gives the member its enterprise, and nobody else's", async () => {
    const own = await call('GET', '/v1/enterprise/own', token('member'));
    expect(own.data.list).toHaveLength(1);
    const id = String(own.data.list?.[0]?.id);
    expect((await call('GET', `/v1/enterprise/info/${id}`, token('newmember'))).code).not.toBe(0);
    expect((await call('GET', '/v1/enterprise/manage/list', token('member'))).code).not.toBe(0);
  });
});

describe('the enterprises an agency serves', () => {
  it('adds one with a sealed password, refuses it in clear, and refuses it twice as 数据重复', async () => {
    const agency = token('agency');
    expect((await call('POST', '/v1/enterprise/manage', agency, row)).code).not.toBe(0);
    const first = await sealForBackend(row);
    const added = await call('POST', '/v1/enterprise/manage', agency, first.body, first.headers);
    expect(added.code, added.msg).toBe(0);
    expect(JSON.stringify(added)).not.toContain('Secret#2024');
    const again = await sealForBackend(row);
    const twice = await call('POST', '/v1/enterprise/manage', agency, again.body, again.headers);
    expect(twice.msg).toBe('数据重复');
    const bad = await sealForBackend({ ...row, taxerId: '91310115ma1k3yj99x' });
    expect((await call('POST', '/v1/enterprise/manage', agency, bad.body, bad.headers)).code).not.toBe(0);
    const list = await call('GET', `/v1/enterprise/manage/list?key=${row.taxerId}`, agency);
    expect(list.data.list?.map((e) => e.source)).toEqual(['added']);
  });

  it('assigns enterprises to staff and filters by them', async () => {
    const agency = token('agency');
    const clerk = demoAccounts.clerk.uid;
    const all = await call('GET', '/v1/enterprise/manage/list?pageSize=100', agency);
    const taxerId = String(all.data.list?.find((e) => !(e.staff as { uid: string }[]).some((s) => s.uid === clerk))?.taxerId);
    const done = await call('PUT', '/v1/enterprise/manage/staff', agency, { taxerIds: [taxerId], staffUids: [clerk] });
    expect(done.code, done.msg).toBe(0);
    const byStaff = await call('GET', `/v1/enterprise/manage/list?staffUid=${clerk}&pageSize=100`, agency);
    expect(byStaff.data.list?.map((e) => e.taxerId)).toContain(taxerId);
    // nobody else serves it now; with no one, it is 未分配
    expect((await call('GET', `/v1/enterprise/manage/list?key=${taxerId}`, agency)).data.list?.[0]?.staff).toEqual([{ uid: clerk, userName: demoAccounts.clerk.userName }]);
    expect((await call('PUT', '/v1/enterprise/manage/staff', agency, { taxerIds: [taxerId], staffUids: [] })).code).toBe(0);
    expect((await call('GET', '/v1/enterprise/manage/list?staffUid=none&pageSize=100', agency)).data.list?.map((e) => e.taxerId)).toContain(taxerId);
    expect((await call('PUT', '/v1/enterprise/manage/staff', agency, { taxerIds: ['NOT-SERVED'], staffUids: [] })).code).not.toBe(0);
    // Staff of another organisation (the branch's administrator) cannot be given the agency's enterprises.
    expect((await call('PUT', '/v1/enterprise/manage/staff', agency, { taxerIds: [taxerId], staffUids: [demoAccounts.branch.uid] })).msg).toBe('员工账号有误');
  });

  it("keeps one record of who serves what: 企业管理's assignment is 账号管理's 可服务企业, both ways", async () => {
    const agency = token('agency');
    const clerk = demoAccounts.clerk.uid;
    const staffOf = async () => (await call('GET', '/v1/account/account/list?pageNum=1&pageSize=99999', agency)).data.list?.find((s) => s.uid === clerk);
    const servedByClerk = async () => (await call('GET', `/v1/enterprise/manage/list?staffUid=${clerk}&pageSize=100`, agency)).data.list?.map((e) => e.taxerId).sort();
    // The two pages agree on the seed.
    expect(await servedByClerk()).toEqual([...((await staffOf())?.enterpriseTaxerIds as string[])].sort());
    // 企业管理 assigns one more to the clerk: 账号管理 shows it among the clerk's enterprises (and the clerk sees it).
    const other = (await call('GET', '/v1/enterprise/manage/list?pageSize=100', agency)).data.list?.find((e) => !(e.staff as { uid: string }[]).some((s) => s.uid === clerk));
    const taxerId = String(other?.taxerId);
    expect((await call('PUT', '/v1/enterprise/manage/staff', agency, { taxerIds: [taxerId], staffUids: [clerk, ...(other?.staff as { uid: string }[]).map((s) => s.uid)] })).code).toBe(0);
    expect((await staffOf())?.enterpriseTaxerIds).toContain(taxerId);
    // 账号管理 takes every enterprise from the clerk: 企业管理 lists none for it.
    expect((await call('PUT', `/v1/account/account/${clerk}`, agency, { enterpriseTaxerIds: [] })).code).toBe(0);
    expect(await servedByClerk()).toEqual([]);
  });

  it("shows the members the provider assigns to the agency's firm", async () => {
    const members = await call('GET', '/v1/enterprise/member/list?pageSize=100', token('provider'));
    let outsider: Row | undefined;
    // A member of no agency whose enterprise the agency does not serve through its own terminals.
    for (const m of (members.data.list ?? []).filter((x) => !x.agencyId)) {
      if ((await call('GET', `/v1/enterprise/manage/list?key=${String(m.taxerId)}`, token('agency'))).data.total === 0) {
        outsider = m;
        break;
      }
    }
    expect(outsider).toBeDefined();
    const current = await call('GET', '/v1/enterprise/agency/A0001', token('provider'));
    const ids = [...((current.data.members as Row[]) ?? []).map((m) => String(m.id)), String(outsider?.id)];
    expect((await call('PUT', '/v1/enterprise/agency/A0001/assign', token('provider'), { memberIds: ids })).code).toBe(0);
    const list = await call('GET', `/v1/enterprise/manage/list?key=${String(outsider?.taxerId)}`, token('agency'));
    expect(list.data.total).toBe(1);
  });
});

describe("the provider's reviews and renewals", () => {
  it('approving a membership makes a member; rejecting needs a reason; a reviewed one is not reviewed again', async () => {
    const provider = token('provider');
    expect((await call('PUT', '/v1/enterprise/apply/SQ0002/approve', provider)).data.state).toBe('2');
    const members = await call('GET', '/v1/enterprise/member/list?key=91320500MA1R000101', provider);
    expect(members.data.list?.[0]?.serviceStatus).toBe('2');
    expect((await call('PUT', '/v1/enterprise/apply/SQ0002/approve', provider)).code).not.toBe(0);
    expect((await call('PUT', '/v1/enterprise/apply/SQ0005/reject', provider, { reason: ' ' })).code).not.toBe(0);
    const rejected = await call('PUT', '/v1/enterprise/apply/SQ0005/reject', provider, { reason: '资料不全' });
    expect(rejected.data).toMatchObject({ state: '3', reason: '资料不全' });
  });

  it('renewing an ended package puts its member back in service', async () => {
    const provider = token('provider');
    const due = await call('GET', '/v1/enterprise/service/list?expiring=true&pageSize=100', provider);
    const ended = (due.data.list ?? []).find((p) => p.remain === 0 && p.memberId);
    expect(ended).toBeDefined();
    const renewed = await call('PUT', `/v1/enterprise/service/${String(ended?.id)}/renew`, provider, { years: 1 });
    expect(renewed.data.remain).toBeGreaterThanOrEqual(365);
    const member = await call('GET', `/v1/enterprise/member/${String(ended?.memberId)}`, provider);
    expect(member.data.serviceStatus).toBe('5');
    expect((await call('PUT', `/v1/enterprise/service/${String(ended?.id)}/renew`, provider, { years: 5 })).code).not.toBe(0);
  });
});
