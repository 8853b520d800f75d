// @vitest-environment node
// The embedded backend's review queue (review.yaml) and proxy-issue applications (proxyIssue.yaml): seeded work for the
// member and the agency, passing (issued through the issuing orders), failing with a reason the submitter reads, and
// an application's way from applying to its invoice.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateInvoiceDraft, type InvoiceType } from '../features/invoice-issue/rules';
import { demoAccounts } from './accounts';
import { DEMO_PROXY_ANSWER_MS } from './data/review';
import { findTerminal, getDb, issueToken, resetDb } from './db';
import { contextOf, ISSUING_STEPS_MS, sellerOf } from './handlers/issue';
import { reviewsOfDb } from './handlers/review';
import { server } from './node';

const origin = 'http://portal.test';
type Row = Record<string, unknown>;
type Reply = { code: number; msg: string; data: Row & { list?: Row[]; counts?: Record<string, number>; pages?: { items: number } } };
const call = (method: string, path: string, token: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((r) => r.json() as Promise<Reply>);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetDb());
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

const token = (who: keyof typeof demoAccounts) => issueToken(demoAccounts[who].uid).access_token;

describe('the review queue', () => {
  it('gives the member, the agency, the group and the branch submissions in every audit state', async () => {
    for (const who of ['member', 'agency', 'group', 'branch'] as const) {
      const all = await call('GET', '/v2/tax/invoice/audit/list?pageSize=100', token(who));
      const states = new Set(all.data.list?.map((r) => r.auditState));
      expect([...states].sort(), who).toEqual([11, 111, 12]);
      expect(all.data.counts?.inReview, who).toBeGreaterThan(3);
    }
  });

  it('holds only submissions that the issuing rules let through', () => {
    const member = demoAccounts.member;
    for (const r of reviewsOfDb().filter((x) => x.auditState === 11)) {
      const t = findTerminal(demoAccounts.agency, r.diskId) ?? findTerminal(member, r.diskId);
      expect(t, r.applyId).toBeDefined();
      if (!t) continue;
      const errors = validateInvoiceDraft(r.draft, contextOf(t, r.fplxdm as InvoiceType, sellerOf(t))).filter((p) => p.severity === 'error');
      expect(errors, r.applyId).toEqual([]);
    }
  });

  it('issues a passed submission: its order joins the inquiry and its invoice number shows', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    const t = token('member');
    const queue = await call('GET', '/v2/tax/invoice/audit/list?auditState=11', t);
    const first = queue.data.list?.[0] as Row;
    const passed = await call('PUT', `/v2/tax/invoice/audit/${String(first.applyId)}/pass`, t);
    expect([passed.code, passed.data.auditState, passed.data.fpzt]).toEqual([0, 12, 2]);
    const again = await call('PUT', `/v2/tax/invoice/audit/${String(first.applyId)}/pass`, t);
    expect(again.msg).toBe('该开票申请已审核，不能重复审核');
    await vi.advanceTimersByTimeAsync(ISSUING_STEPS_MS.done + 10);
    const detail = await call('GET', `/v2/tax/invoice/audit/${String(first.applyId)}`, t);
    expect(detail.data.fpzt).toBe(3);
    expect(String(detail.data.fphm)).toMatch(/^\d{8,20}$/);
    const inquiry = await call('GET', `/v2/tax/invoice/order/list?page=1&pageSize=1&fphm=${String(detail.data.fphm)}`, t);
    expect(inquiry.data.list?.[0]).toMatchObject({ gfmc: first.gfmc, totalAmount: first.totalAmount, ywcj: '4' });
  });

  it('fails a submission with the reason, which the submitter reads in the queue and the inbox', async () => {
    const t = token('member');
    const mine = await call('GET', '/v2/tax/invoice/audit/list?auditState=11&mine=true', t);
    const row = mine.data.list?.[0] as Row;
    expect(row.mine).toBe(true);
    const empty = await call('PUT', `/v2/tax/invoice/audit/${String(row.applyId)}/reject`, t, { reason: '  ' });
    expect(empty.msg).toBe('请填写审核不通过的原因');
    const failed = await call('PUT', `/v2/tax/invoice/audit/${String(row.applyId)}/reject`, t, { reason: '单价与合同不符' });
    expect([failed.data.auditState, failed.data.reason]).toEqual([111, '单价与合同不符']);
    const inbox = getDb().messages[demoAccounts.member.uid] ?? [];
    expect(inbox[0]?.content).toContain('单价与合同不符');
  });
});

describe('proxy-issue applications', () => {
  const application = (diskId: string) => ({
    diskId,
    fplxdm: '82',
    buyer: { name: '上海明远商贸有限公司', taxId: '91310000MA1FL8XQ30', addressPhone: '', bankAccount: '' },
    lines: [{ name: '咨询服务费', spbm: '3040201990000000000', unit: '次', quantity: '1', amount: '1000.00', taxRate: '0.03' }],
    remark: '',
    contact: { name: '张会计', mobile: '13800000001' },
  });

  it('seeds each apply status for the member and the agency', async () => {
    for (const who of ['member', 'agency'] as const) {
      const all = await call('GET', '/v2/paa/list?pageSize=100', token(who));
      expect(new Set(all.data.list?.map((a) => a.applyStatus)), who).toEqual(new Set([1, 2, 3, 4]));
    }
  });

  it('issues an application after the demo delay: the invoice is in the inquiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = token('member');
    const applied = await call('POST', '/v2/ia/f', t, application('661000000001'));
    expect([applied.code, applied.data.applyStatus, applied.data.totalAmount, applied.data.taxAmount]).toEqual([0, 1, '1030.00', '30.00']);
    vi.advanceTimersByTime(DEMO_PROXY_ANSWER_MS + 1);
    const done = await call('GET', `/v2/paa/${String(applied.data.applyId)}`, t);
    expect(done.data.applyStatus).toBe(2);
    const inquiry = await call('GET', `/v2/tax/invoice/order/list?page=1&pageSize=1&fphm=${String(done.data.fphm)}`, t);
    expect(inquiry.data.list?.[0]).toMatchObject({ fplxdm: '82', fpzt: 3, totalAmount: '1030.00' });
  });

  it('refuses a bad application with the rule\'s words, and keeps one without a linked account as unbound', async () => {
    const t = token('member');
    const bad = await call('POST', '/v2/ia/f', t, { ...application('661000000001'), fplxdm: '81', buyer: { name: '某某', taxId: '', addressPhone: '', bankAccount: '' } });
    expect(bad.msg).toBe('开具专用发票须填写购买方纳税人识别号');
    const unlinked = getDb().terminals.find((x) => x.taxerId === demoAccounts.member.enterpriseTaxerId && getDb().taxLogin[x.diskId] !== 1);
    const kept = await call('POST', '/v2/ia/f', t, application(unlinked?.diskId ?? ''));
    expect(kept.data.applyStatus).toBe(3);
    const again = await call('PUT', `/v2/paa/${String(kept.data.applyId)}/submit`, t);
    expect(again.msg).toBe('当前终端未登录电子税局，请登录税局账号后重新提交');
    getDb().taxLogin[unlinked?.diskId ?? ''] = 1;
    const linked = await call('PUT', `/v2/paa/${String(kept.data.applyId)}/submit`, t);
    expect(linked.data.applyStatus).toBe(1);
    const voided = await call('PUT', `/v2/paa/${String(kept.data.applyId)}/void`, t);
    expect(voided.data.applyStatus).toBe(4);
  });
});
