// @vitest-environment node
// Red invoices and blank-invoice voids go through the same order call as blue ones: a red one names
// an issued blue invoice of its terminal and type, is negative and stays within what is left of the blue one; a
// void issues a number with no goods as voided. Both are written so that the inquiry lists them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from './accounts';
import { issueToken, resetDb } from './db';
import { ISSUING_STEPS_MS } from './handlers/issue';
import { server } from './node';

const origin = 'http://portal.test';
type Reply = { code: number; msg: string; data: Record<string, unknown> | null };
const call = (method: string, path: string, token: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((r) => r.json() as Promise<Reply>);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

const diskId = '661000000001';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const lines = (sign: '' | '-', quantity = '2') => [
  { showName: '*信息技术服务*软件维护', spbm: '3040201030000000000', quantity: `${sign}${quantity}`, price: '100', amount: `${sign}${Number(quantity) * 100}.00`, taxRate: '0.06', taxAmount: `${sign}${Number(quantity) * 6}.00` },
];
const blueDraft = {
  curInvoiceType: '007',
  purchaserInfo: { buyerTaxerName: '上海示例贸易有限公司', buyerTaxerId: '91310000MA1FL0XX1A', buyerAddressTel: '上海市长宁路1号 021-12345678' },
  review: { drawer: '张会计' },
  remark: '合同号 HT001',
  goodsList: lines(''),
};

async function issued(token: string, key: string, draft: unknown): Promise<Reply> {
  const created = await call('POST', '/v2/tax/issue/order', token, { diskId, idempotencyKey: key, draft });
  if (created.code !== 0) return created;
  await sleep(ISSUING_STEPS_MS.done + 100);
  return call('GET', `/v2/tax/issue/order/${String(created.data?.id)}`, token);
}

describe('red invoices and blank-invoice voids', () => {
  it('issues a red invoice against an issued blue one, within what is left of it', async () => {
    const { access_token: token } = issueToken(demoAccounts.member.uid);
    const blue = await issued(token, 'blue-key-0001', blueDraft);
    expect(blue.data).toMatchObject({ ddzt: 0, fpzt: 3, totalAmount: '212.00' });
    const ref = { invoiceKind: 1, blueInvoiceCode: String(blue.data?.fpdm), blueInvoiceNumber: String(blue.data?.fphm) };
    const remark = `对应正数发票代码:${ref.blueInvoiceCode}号码:${ref.blueInvoiceNumber}`;

    const positive = await call('POST', '/v2/tax/issue/order', token, { diskId, idempotencyKey: 'red-key-0000', draft: { ...blueDraft, ...ref, remark } });
    expect(positive).toMatchObject({ code: 202500014, msg: '红字发票的金额须为负数' });

    const red = await issued(token, 'red-key-0001', { ...blueDraft, ...ref, remark, goodsList: lines('-', '1') });
    expect(red.data).toMatchObject({ ddzt: 0, fpzt: 3, totalAmount: '-106.00', fplxdm: '007' });
    const details = await call('GET', `/v2/tax/invoice/details/${String(red.data?.id)}`, token);
    expect(details.data).toMatchObject({ remark, gfdzdh: '上海市长宁路1号 021-12345678', review: { drawer: '张会计' } });
    expect((details.data?.order as { kind: number }).kind).toBe(1);

    const tooMuch = await call('POST', '/v2/tax/issue/order', token, { diskId, idempotencyKey: 'red-key-0002', draft: { ...blueDraft, ...ref, remark, goodsList: lines('-', '2') } });
    expect(tooMuch).toMatchObject({ code: 202500014, msg: '红字发票金额超过蓝字发票可冲红金额（剩余106.00元）' });

    const unknown = await call('POST', '/v2/tax/issue/order', token, { diskId, idempotencyKey: 'red-key-0003', draft: { ...blueDraft, ...ref, blueInvoiceNumber: '00000000', goodsList: lines('-', '1') } });
    expect(unknown).toMatchObject({ code: 202500014, msg: '未找到对应的蓝字发票，请核对发票代码和号码' });
  });

  it('voids a blank invoice: a number with no goods, listed as voided', async () => {
    const { access_token: token } = issueToken(demoAccounts.member.uid);
    const noDrawer = await call('POST', '/v2/tax/issue/order', token, { diskId, idempotencyKey: 'void-key-0000', draft: { curInvoiceType: '004', invoiceKind: 2, review: {} } });
    expect(noDrawer.code).toBe(202500010);
    const voided = await issued(token, 'void-key-0001', { curInvoiceType: '004', invoiceKind: 2, review: { drawer: '张会计' } });
    expect(voided.data).toMatchObject({ ddzt: 0, fpzt: 103, gfmc: '', totalAmount: '0.00' });
    expect(String(voided.data?.fphm)).toMatch(/^\d{8}$/);
    const list = await call('GET', `/v2/tax/invoice/order/list?diskId=${diskId}&page=1&pageSize=1`, token);
    expect((list.data?.list as Array<{ id: string; kind: number }>)[0]).toMatchObject({ id: voided.data?.id, kind: 2 });
  });
});

describe('buyer check and rectify (202500034)', () => {
  it('refuses a buyer that fails the check until the user confirms, and proposes corrections', async () => {
    const { access_token: token } = issueToken(demoAccounts.member.uid);
    const checked = { ...blueDraft, purchaserInfo: { ...blueDraft.purchaserInfo, buyerTaxerName: '上海示例演示校验贸易有限公司' } };
    const refused = await call('POST', '/v2/tax/issue/order', token, { diskId, idempotencyKey: 'check-key-0001', draft: checked });
    expect(refused).toMatchObject({ code: 202500034, msg: '购买方名称与纳税人识别号登记信息不一致，是否继续开具？' });
    const proposal = await call('POST', `/v2/tax/issue/ai/rectify/${diskId}`, token, { ...checked, code: '202500034' });
    expect(proposal.data).toMatchObject({
      title: '购买方信息智能纠错',
      programmeBOList: [{ updateVO: { purchaserInfo: { buyerTaxerName: '上海示例贸易有限公司' } } }, { updateVO: { gmfZrrbs: 'Y' } }],
    });
    const confirmed = await call('POST', '/v2/tax/issue/order', token, { diskId, idempotencyKey: 'check-key-0001', draft: checked, confirmBuyerCheck: true });
    expect(confirmed).toMatchObject({ code: 0, data: { ddzt: 1, gfmc: '上海示例演示校验贸易有限公司' } });
  });
});
