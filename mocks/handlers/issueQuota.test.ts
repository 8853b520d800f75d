// @vitest-environment node
// The embedded backend's amount quota (spec 01 §9, GET /v2/tax/issue/quota/{diskId}): the history sums the disk's issued
// invoices per window in Shanghai time, and the issuing order refuses an invoice over a hard limit.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../features/invoices/api';
import { demoAccounts } from '../accounts';
import { getDb, issueToken, resetDb } from '../db';
import { server } from '../node';
import { quotaOf } from './issue';

const origin = 'http://portal.test';
const disk = '661000000001';
let token = '';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetDb();
  token = issueToken(demoAccounts.member.uid).access_token;
});
afterAll(() => server.close());

const order = (id: string, at: string, totalAmount: string, more: Partial<Order> = {}): Order => ({
  id, diskId: 'quota-disk', taxerId: 'x', xfmc: 'x', gfmc: 'y', fplxdm: '82', ddzt: 0, fpzt: 3, kind: 0, totalAmount, createTime: at, issueTime: at, ...more,
});

describe('the amount quota', () => {
  it('sums issued invoices by window in Shanghai time: red ones subtract, voided, failed and future ones do not count', () => {
    // 2026-05-10 12:00 in Shanghai: the quarter began on 1 April, the month on 1 May
    const now = Date.parse('2026-05-10T04:00:00Z');
    getDb().orders.push(
      order('q1', '2026-05-01T00:30:00+08:00', '100.00'), // this month, just after midnight in Shanghai
      order('q2', '2026-04-30T23:30:00+08:00', '20.00'), // last month, this quarter
      order('q3', '2026-01-15T10:00:00+08:00', '3.00'), // last quarter, within 12 months
      order('q4', '2025-05-09T10:00:00+08:00', '4000.00'), // over a year ago
      order('q5', '2026-05-02T10:00:00+08:00', '-50.00', { kind: 1 }), // a red invoice
      order('q6', '2026-05-03T10:00:00+08:00', '900.00', { fpzt: 103 }), // voided
      order('q7', '2026-05-04T10:00:00+08:00', '900.00', { ddzt: 4, fpzt: 101 }), // failed
      order('q8', '2026-05-11T10:00:00+08:00', '900.00'), // after now
    );
    expect(quotaOf('quota-disk', now).history).toEqual({ twelveMonths: '73.00', quarter: '70.00', month: '50.00' });
  });

  it('answers the member disk its limits, with a history under its month warning, and refuses an order over a hard limit', async () => {
    const reply = await fetch(`${origin}/v2/tax/issue/quota/${disk}`, { headers: { Authorization: `Bearer ${token}` } });
    const { data } = (await reply.json()) as { data: ReturnType<typeof quotaOf> };
    expect(data.hardLimits.month).toEqual({ enabled: true, amount: '30000000.00' });
    // ordinary demo invoices are neither warned nor blocked
    expect(Number(data.history.month)).toBeLessThan(Number(data.warningLimits.month.amount));

    const line = { showName: '*机械设备*数控机床', spbm: '1090511010000000000', quantity: '1', price: '40000000', amount: '40000000.00', taxRate: '0.13', taxAmount: '5200000.00', hsbz: '0' };
    const draft = { curInvoiceType: '82', purchaserInfo: { buyerTaxerName: '上海限额测试有限公司', buyerTaxerId: '91310000MA1FL0XX1A' }, review: { drawer: '张会计' }, goodsList: [line] };
    const posted = await fetch(`${origin}/v2/tax/issue/order`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ diskId: disk, idempotencyKey: 'quota-test-0001', draft }),
    });
    const body = (await posted.json()) as { code: number; msg: string };
    expect(body.code).toBe(202500016);
    expect(body.msg).toMatch(/^近12个月累计开票金额[\d.]+元，超过限额80000000.00元，不能开具$|^本季度累计开票金额[\d.]+元，超过限额40000000.00元，不能开具$/);
    expect(getDb().orders.some((o) => o.gfmc === '上海限额测试有限公司')).toBe(false);
  });

  it('leaves every seeded disk under its warnings, so that an ordinary invoice is neither warned nor blocked', () => {
    const disks = new Set(getDb().orders.map((o) => o.diskId));
    for (const diskId of disks) {
      const { history, warningLimits } = quotaOf(diskId);
      for (const w of ['twelveMonths', 'quarter', 'month'] as const) {
        if (warningLimits[w].enabled) expect(Number(history[w]), `${diskId} ${w}`).toBeLessThan(Number(warningLimits[w].amount) - 1_000_000);
      }
    }
  });
});
