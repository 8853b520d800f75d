// @vitest-environment node
// The embedded backend's red-letter sheets and copy/report periods (redLetter.yaml, taxReturn.yaml): what a blue
// invoice has left, applying in full or in part, the demo's review and buyer answering, confirm, refuse, revoke,
// and the copy -> declare -> write-back path.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAccounts } from './accounts';
import { getDb, issueToken, resetDb } from './db';
import { DEMO_RED_SHEET_ANSWER_MS } from './data/redLetter';
import { markRedSheetIssued } from './handlers/redLetter';
import { server } from './node';

const origin = 'http://portal.test';
type Reply = { code: number; msg: string; data: Record<string, unknown> & { lines?: Array<Record<string, string>>; list?: Array<Record<string, string>> } };
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

const member = () => issueToken(demoAccounts.member.uid).access_token;
/** OD0009: a fully-digital normal invoice (82) of the member's default terminal without a sheet. */
const normalDigital = '26310000000090000008';
/** OD0008: a fully-digital special invoice (81) without a sheet. */
const specialDigital = '26310000000090000007';

describe('the blue invoice', () => {
  it('lists its lines with what each has left, and refuses an ordinary invoice, an unknown one and another user\'s', async () => {
    const token = member();
    const blue = await call('GET', `/v2/tax/invoice/red/blue?fphm=${normalDigital}`, token);
    expect(blue.code).toBe(0);
    expect(blue.data.sheetKind).toBe('digital');
    expect(blue.data.lines?.map((l) => l.remaining)).toEqual(blue.data.lines?.map((l) => l.amount));

    const ordinary = getDb().orders.find((o) => o.diskId === '661000000001' && o.fplxdm === '026' && o.ddzt === 0 && o.kind === 0);
    const refused = await call('GET', `/v2/tax/invoice/red/blue?fpdm=${ordinary?.fpdm ?? ''}&fphm=${ordinary?.fphm ?? ''}`, token);
    expect(refused.msg).toBe('该发票类型无需填开红字信息表，可直接开具红字发票');

    const unknown = await call('GET', '/v2/tax/invoice/red/blue?fphm=99999999', token);
    expect([unknown.code, unknown.msg]).toEqual([1, '未找到该蓝字发票']);
    // The provider's token sees every terminal; the member's does not see another enterprise's invoice (HZ0100002's blue one, disk 661000000006).
    const foreign = await call('GET', '/v2/tax/invoice/red/blue?fpdm=031000002520&fphm=25000020', token);
    expect(foreign.msg).toBe('未找到该蓝字发票');
  });

  it('takes what a sheet holds off the line, and gives it back when the sheet is revoked', async () => {
    const token = member();
    const before = await call('GET', `/v2/tax/invoice/red/blue?fphm=${specialDigital}`, token);
    const first = before.data.lines?.[0] as Record<string, string>;
    const applied = await call('POST', '/v2/tax/invoice/red/apply', token, {
      diskId: '661000000001',
      blueInvoiceCode: '',
      blueInvoiceNumber: specialDigital,
      reason: '04',
      lines: [{ index: 0, amount: '10.00' }],
    });
    expect(applied.code).toBe(0);
    // A special fully-digital invoice waits for the buyer.
    expect(applied.data).toMatchObject({ status: '02', direction: 'sent', sheetKind: 'digital', amount: '-10.00', reason: '04' });
    const after = await call('GET', `/v2/tax/invoice/red/blue?fphm=${specialDigital}`, token);
    expect(after.data.lines?.[0]?.remaining).toBe((Number(first.remaining) - 10).toFixed(2));

    const over = await call('POST', '/v2/tax/invoice/red/apply', token, {
      diskId: '661000000001',
      blueInvoiceCode: '',
      blueInvoiceNumber: specialDigital,
      reason: '01',
      lines: [{ index: 0, amount: first.remaining }],
    });
    expect([over.code, over.msg]).toEqual([1, '冲红金额超出该商品行可冲红金额']);

    const revoked = await call('PUT', `/v2/tax/invoice/red/revoke/${String(applied.data.id)}`, token);
    expect(revoked.data.status).toBe('08');
    const again = await call('GET', `/v2/tax/invoice/red/blue?fphm=${specialDigital}`, token);
    expect(again.data.lines?.[0]?.remaining).toBe(first.remaining);
  });
});

describe('sheet states', () => {
  it('needs no confirmation for a normal fully-digital invoice, and computes the negative totals in decimal', async () => {
    const token = member();
    const blue = await call('GET', `/v2/tax/invoice/red/blue?fphm=${normalDigital}`, token);
    const line = blue.data.lines?.[0] as Record<string, string>;
    const applied = await call('POST', '/v2/tax/invoice/red/apply', token, {
      diskId: '661000000001',
      blueInvoiceCode: '',
      blueInvoiceNumber: normalDigital,
      reason: '02',
      lines: [{ index: 0, amount: line.amount }],
    });
    expect(applied.data.status).toBe('01');
    expect(applied.data.amount).toBe(`-${line.amount}`);
    expect(applied.data.taxAmount).toBe(`-${line.taxAmount}`);
  });

  it('lets the demo buyer confirm a special invoice\'s sheet after a while', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = member();
    const applied = await call('POST', '/v2/tax/invoice/red/apply', token, {
      diskId: '661000000001',
      blueInvoiceCode: '',
      blueInvoiceNumber: specialDigital,
      reason: '01',
      lines: [{ index: 0, amount: '1.00' }],
    });
    expect(applied.data.status).toBe('02');
    vi.setSystemTime(Date.now() + DEMO_RED_SHEET_ANSWER_MS + 1);
    const sheet = await call('GET', `/v2/tax/invoice/red/sheet/${String(applied.data.id)}`, token);
    expect(sheet.data.status).toBe('04');
  });

  it('confirms or refuses only a sheet the buyer entered that waits for us', async () => {
    const token = member();
    const wrong = await call('PUT', '/v2/tax/invoice/red/confirm/HZD0000002', token, { agree: true });
    expect([wrong.code, wrong.msg]).toEqual([1, '当前状态不允许该操作']);
    const refused = await call('PUT', '/v2/tax/invoice/red/confirm/HZD0000001', token, { agree: false });
    expect(refused.data.status).toBe('06');
    const twice = await call('PUT', '/v2/tax/invoice/red/confirm/HZD0000001', token, { agree: true });
    expect(twice.code).toBe(1);
  });

  it('lists by kind, direction and status, newest first, and records the red invoice issued from a sheet', async () => {
    const token = member();
    const received = await call('GET', '/v2/tax/invoice/red/list?sheetKind=digital&direction=received&status=03', token);
    expect(received.data.list?.map((s) => s.id)).toEqual(['HZD0000001']);
    const all = await call('GET', '/v2/tax/invoice/red/list?sheetKind=digital', token);
    const times = (all.data.list ?? []).map((s) => Date.parse(s.createTime as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const sheet = await call('GET', '/v2/tax/invoice/red/sheet/HZD0000003', token);
    markRedSheetIssued(String(sheet.data.sheetNo), '', '26319999999999999999');
    const issued = await call('GET', '/v2/tax/invoice/red/sheet/HZD0000003', token);
    expect(issued.data.redInvoiceNumber).toBe('26319999999999999999');
  });
});

describe('copy/report periods', () => {
  it('copies a not-reported period, refuses to write back an undeclared one, writes back a declared one', async () => {
    const token = member();
    const list = await call('GET', '/v2/tax/return/list?diskId=661000000001', token);
    const rows = list.data.list ?? [];
    expect(rows.map((r) => r.cbzt)).toEqual(['1', '2', '3', '4', '1']);
    const copied = await call('PUT', '/v2/tax/return/copy/TR-661000000001-007', token);
    expect(copied.data.cbzt).toBe('3');
    // 007 was not declared: its write-back is refused with the server's words; 025 was declared.
    const refused = await call('PUT', '/v2/tax/return/writeBack/TR-661000000001-007', token);
    expect([refused.code, refused.msg]).toEqual([1, '本期尚未申报，请先申报再反写']);
    const written = await call('PUT', '/v2/tax/return/writeBack/TR-661000000001-025', token);
    expect(written.data.cbzt).toBe('4');
    const notInPeriod = await call('PUT', '/v2/tax/return/copy/TR-661000000001-004', token);
    expect(notInPeriod.msg).toBe('当前状态不允许该操作');
  });
});
