// @vitest-environment node
// The embedded backend's 负数发票开具 (negative.yaml): the blue invoices a disk may still reverse, what each line has
// left after earlier red invoices and sheets, and the issuing handler's per-line check of a red invoice.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from './accounts';
import { issueToken, resetDb } from './db';
import { server } from './node';

const origin = 'http://portal.test';
type Json = Record<string, unknown>;
type Reply = { code: number; msg: string; data: Json & { list?: Json[]; lines?: Array<Record<string, string>>; reds?: Json[]; sheets?: Json[] } };
const call = (method: string, path: string, token: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((r) => r.json() as Promise<Reply>);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

const token = (name: 'member' | 'agency') => issueToken(demoAccounts[name].uid).access_token;
const DISK = '661000000001';

describe('the blue invoices to reverse', () => {
  it('finds them by buyer and by number, with what each has left', async () => {
    const found = await call('GET', `/v2/tax/invoice/negative/blue?diskId=${DISK}&buyer=${encodeURIComponent('星辰')}`, token('member'));
    expect(found.code).toBe(0);
    expect(found.data.list?.map((b) => b.fphm)).toEqual(['88000001']);
    expect(found.data.list?.[0]).toMatchObject({ amount: '9851.00', remainingAmount: '7952.00', needsSheet: null });
    const special = await call('GET', `/v2/tax/invoice/negative/blue?diskId=${DISK}&fphm=88000004`, token('agency'));
    expect(special.data.list?.[0]).toMatchObject({ id: 'NB0004', needsSheet: 'paper', fplxdm: '004' });
    const digital = await call('GET', `/v2/tax/invoice/negative/blue?diskId=${DISK}&scope=digital&fphm=26310000000090000007`, token('agency'));
    expect(digital.data.list?.[0]).toMatchObject({ needsSheet: 'digital' });
  });

  it('shows each line reversed and left, and the red invoices issued against it', async () => {
    const detail = await call('GET', '/v2/tax/invoice/negative/blue/NB0001', token('agency'));
    expect(detail.code).toBe(0);
    expect(detail.data.lines?.map((l) => [l.reversed, l.remaining])).toEqual([
      ['1000.00', '5000.00'],
      ['899.00', '2697.00'],
      ['0.00', '255.00'],
    ]);
    expect(detail.data.reds).toHaveLength(2);
    const full = await call('GET', '/v2/tax/invoice/negative/blue/NB0003', token('member'));
    expect(full.data).toMatchObject({ remainingAmount: '0.00', remainingTotal: '0.00' });
  });

  it('refuses a red invoice line over what its goods have left, and takes one within', async () => {
    const draft = (amount: string) => ({
      idempotencyKey: `negative-${amount}`,
      diskId: DISK,
      draft: {
        curInvoiceType: '026',
        invoiceKind: 1,
        blueInvoiceCode: '031002008800',
        blueInvoiceNumber: '88000001',
        purchaserInfo: { buyerTaxerName: '上海星辰科技有限公司', buyerTaxerId: '91310115MA1K4XC001' },
        goodsList: [{ spbm: '3040201030000000000', showName: '*信息技术服务*软件维护服务', amount: `-${amount}`, taxRate: '0.06', taxAmount: (-Number(amount) * 0.06).toFixed(2), hsbz: '0', lslbs: '' }],
        review: { drawer: '张会计' },
        remark: '',
      },
    });
    const over = await call('POST', '/v2/tax/issue/order', token('member'), draft('5000.01'));
    expect(over.msg).toBe('红字发票商品行金额超过蓝字发票该行可冲红金额');
    const within = await call('POST', '/v2/tax/issue/order', token('member'), draft('5000.00'));
    expect(within.code, within.msg).toBe(0);
    const after = await call('GET', '/v2/tax/invoice/negative/blue/NB0001', token('member'));
    expect(after.data.lines?.[0]).toMatchObject({ reversed: '6000.00', remaining: '0.00' });
  });
});
