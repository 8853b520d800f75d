// Red-letter sheets (platform/api/openapi/redLetter.yaml) and tax-return periods (taxReturn.yaml).
import Decimal from 'decimal.js';
import type { InvoiceLine, Order } from '../../features/invoices/api';
import type { RedSheet, RedSheetApplication } from '../../features/red-letter/api';
import { sheetKindOf } from '../../features/red-letter/rules/sheets';
import type { TaxReturnRow } from '../../features/tax-returns/api';
import type { DemoAccount } from '../accounts';
import { DEMO_RED_SHEET_ANSWER_MS, digitalSheetNo, paperSheetNo, sheetLines, type StoredRedSheet } from '../data/redLetter';
import { getDb, nextId, save, visibleTerminals } from '../db';
import { authed, fail, intParam, jsonBody, matches, ok, paged } from '../http';

// The server's own words (shown by the portal as text).
const NO_INVOICE = '未找到该蓝字发票';
const NOT_ISSUED = '该发票不是已开具的蓝字发票，不能申请红字信息表';
const NO_SHEET_TYPE = '该发票类型无需填开红字信息表，可直接开具红字发票';
const NO_LINES = '请选择需要冲红的商品行';
const OVER_REMAINING = '冲红金额超出该商品行可冲红金额';
const NO_SHEET = '红字信息表不存在';
const WRONG_STATE = '当前状态不允许该操作';
const NO_PERIOD = '抄报记录不存在';
const NOT_DECLARED = '本期尚未申报，请先申报再反写';
const SHEET_OTHER_INVOICE = '红字信息表与蓝字发票不一致';
const SHEET_NOT_READY = '该红字信息表尚未确认或已开具红字发票';

/** States that no longer hold any amount of the blue invoice. */
const voidStates: ReadonlySet<string> = new Set(['05', '06', '07', '08', '12']);

/** A sheet moves on by itself once its demo answer is due (review approved, buyer confirmed). */
function settled(sheet: StoredRedSheet, now: number): StoredRedSheet {
  if (sheet.settle && sheet.settle.at <= now) {
    sheet.status = sheet.settle.to;
    sheet.confirmTime = new Date(sheet.settle.at).toISOString();
    delete sheet.settle;
    save();
  }
  // Its red invoice, once the order issued from it is issued.
  const red = !sheet.redInvoiceNumber ? orderOfSheet(sheet) : undefined;
  if (red && red.ddzt === 0 && red.fphm) {
    sheet.redInvoiceCode = red.fpdm ?? '';
    sheet.redInvoiceNumber = red.fphm;
    save();
  }
  return sheet;
}

/** The sheet as the contract shows it (without the demo's bookkeeping). */
function shown(sheet: StoredRedSheet): RedSheet {
  const { settle: _settle, ...rest } = sheet;
  return rest;
}

function visibleSheets(account: DemoAccount, now: number): StoredRedSheet[] {
  const disks = new Set(visibleTerminals(account).map((t) => t.diskId));
  return getDb()
    .redSheets.filter((s) => disks.has(s.diskId))
    .map((s) => settled(s, now));
}

function blueOrder(account: DemoAccount, fpdm: string, fphm: string): Order | undefined {
  const disks = new Set(visibleTerminals(account).map((t) => t.diskId));
  return getDb().orders.find((o) => disks.has(o.diskId) && o.fphm === fphm && (o.fpdm ?? '') === fpdm);
}

/** What each line of a blue invoice has left after the sheets that still hold an amount. */
function remainingOf(order: Order, lines: readonly InvoiceLine[]): Decimal[] {
  const left = lines.map((l) => new Decimal(l.amount));
  for (const sheet of getDb().redSheets) {
    if (sheet.blueInvoiceNumber !== order.fphm || sheet.blueInvoiceCode !== (order.fpdm ?? '') || voidStates.has(sheet.status)) continue;
    for (const line of sheet.lines) left[line.index] = (left[line.index] ?? new Decimal(0)).add(line.amount);
  }
  return left.map((d) => Decimal.max(d, 0));
}

/** Refusal text when a blue invoice cannot take a sheet, else undefined. */
function blueIssue(order: Order | undefined): string | undefined {
  if (!order) return NO_INVOICE;
  if (order.ddzt !== 0 || order.fpzt !== 3 || order.kind !== 0) return NOT_ISSUED;
  if (!sheetKindOf(order.fplxdm)) return NO_SHEET_TYPE;
  return undefined;
}

/** Why a red invoice may not be issued from the sheet named, or undefined when it may (the issuing handler asks). */
export function redSheetRefusal(account: DemoAccount, sheetNo: string, blueCode: string, blueNumber: string, digital: boolean): string | undefined {
  const sheet = visibleSheets(account, Date.now()).find((s) => s.sheetNo === sheetNo);
  // A paper information sheet may come from elsewhere (the buyer's own filing): one this backend does not hold is taken
  // as given; a fully-digital red invoice needs a confirmation sheet held here.
  if (!sheet) return digital ? NO_SHEET : undefined;
  if (sheet.blueInvoiceNumber !== blueNumber || sheet.blueInvoiceCode !== blueCode) return SHEET_OTHER_INVOICE;
  if (!['01', '04', '11'].includes(sheet.status) || sheet.redInvoiceNumber || orderOfSheet(sheet)) return SHEET_NOT_READY;
  return undefined;
}

/** The issuing handler records the order a sheet's red invoice is issued by; the sheet shows it once issued. */
export function recordRedSheetOrder(sheetNo: string, orderId: string): void {
  (getDb().issuing.sheetOrders ??= {})[sheetNo] = orderId;
  save();
}

/** The live order of a sheet's red invoice (not cancelled or failed), if any. */
function orderOfSheet(sheet: StoredRedSheet): Order | undefined {
  const id = getDb().issuing.sheetOrders?.[sheet.sheetNo];
  const order = id ? getDb().orders.find((o) => o.id === id) : undefined;
  return order && order.ddzt !== 2 && order.ddzt !== 4 ? order : undefined;
}

/** Marks the sheet a red invoice was issued from (the issuing handler calls it when an order names a sheet). */
export function markRedSheetIssued(sheetNo: string, redInvoiceCode: string, redInvoiceNumber: string): void {
  const sheet = getDb().redSheets.find((s) => s.sheetNo === sheetNo);
  if (!sheet) return;
  sheet.redInvoiceCode = redInvoiceCode;
  sheet.redInvoiceNumber = redInvoiceNumber;
  save();
}

const shanghaiDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);

export const redLetterHandlers = [
  authed('get', '/v2/tax/invoice/red/list', ({ account, query }) => {
    const now = Date.now();
    const text = (name: string) => (query.get(name) ?? '').trim();
    const [diskId, sheetKind, status, direction, kw, qsrq, zzrq] = ['diskId', 'sheetKind', 'status', 'direction', 'kw', 'qsrq', 'zzrq'].map(text) as string[];
    const list = visibleSheets(account, now)
      .filter(
        (s) =>
          (!diskId || s.diskId === diskId) &&
          (!sheetKind || s.sheetKind === sheetKind) &&
          (!status || s.status === status) &&
          (!direction || s.direction === direction) &&
          matches(kw ?? '', s.sheetNo, s.gfmc, s.gfsh, s.blueInvoiceNumber) &&
          (!qsrq || shanghaiDay(s.createTime) >= qsrq) &&
          (!zzrq || shanghaiDay(s.createTime) <= zzrq),
      )
      .sort((a, b) => Date.parse(b.createTime) - Date.parse(a.createTime));
    const page = intParam(query, 'page', 1);
    const pageSize = intParam(query, 'pageSize', 20);
    return ok({ list: paged(list, page, pageSize).map(shown), pages: { items: list.length, page, pageSize } });
  }),

  authed('get', '/v2/tax/invoice/red/sheet/{id}', ({ account, params }) => {
    const sheet = visibleSheets(account, Date.now()).find((s) => s.id === params.id);
    return sheet ? ok(shown(sheet)) : fail(1, NO_SHEET);
  }),

  authed('get', '/v2/tax/invoice/red/blue', ({ account, query }) => {
    const order = blueOrder(account, (query.get('fpdm') ?? '').trim(), (query.get('fphm') ?? '').trim());
    const issue = blueIssue(order);
    if (issue || !order) return fail(1, issue ?? NO_INVOICE);
    const lines = getDb().orderLines[order.id] ?? [];
    const left = remainingOf(order, lines);
    return ok({
      diskId: order.diskId,
      fpdm: order.fpdm ?? '',
      fphm: order.fphm ?? '',
      fplxdm: order.fplxdm,
      sheetKind: sheetKindOf(order.fplxdm),
      xfmc: order.xfmc,
      xfsh: order.taxerId,
      gfmc: order.gfmc,
      ...(order.gfsh ? { gfsh: order.gfsh } : {}),
      issueTime: order.issueTime ?? order.createTime,
      totalAmount: order.totalAmount,
      lines: lines.map((l, index) => ({
        index,
        showName: l.showName,
        ...(l.spbm ? { spbm: l.spbm } : {}),
        ...(l.ggxh ? { ggxh: l.ggxh } : {}),
        ...(l.dw ? { dw: l.dw } : {}),
        ...(l.quantity ? { quantity: l.quantity } : {}),
        ...(l.price ? { price: l.price } : {}),
        amount: l.amount,
        taxRate: l.taxRate,
        taxAmount: l.taxAmount ?? '0.00',
        remaining: (left[index] as Decimal).toFixed(2),
      })),
    });
  }),

  authed('post', '/v2/tax/invoice/red/apply', async ({ account, request }) => {
    const body = await jsonBody<RedSheetApplication>(request);
    const order = blueOrder(account, String(body.blueInvoiceCode ?? '').trim(), String(body.blueInvoiceNumber ?? '').trim());
    const issue = blueIssue(order);
    if (issue || !order) return fail(1, issue ?? NO_INVOICE);
    const kind = sheetKindOf(order.fplxdm) as RedSheet['sheetKind'];
    const lines = getDb().orderLines[order.id] ?? [];
    const left = remainingOf(order, lines);
    const wanted = Array.isArray(body.lines) ? body.lines : [];
    if (wanted.length === 0) return fail(1, NO_LINES);
    const seen = new Set<number>();
    for (const w of wanted) {
      const amount = (() => {
        try {
          return new Decimal(String(w.amount));
        } catch {
          return null;
        }
      })();
      if (!Number.isInteger(w.index) || w.index < 0 || w.index >= lines.length || seen.has(w.index) || !amount || amount.lte(0) || amount.decimalPlaces() > 2) return fail(1, NO_LINES);
      if (amount.gt(left[w.index] as Decimal)) return fail(1, OVER_REMAINING);
      seen.add(w.index);
    }
    const now = Date.now();
    const n = nextId();
    // A normal fully-digital invoice needs no confirmation; a special one waits for the buyer; paper sheets go to review.
    const special = order.fplxdm === '81' || order.fplxdm === '85';
    const status: RedSheet['status'] = kind === 'paper' ? '10' : special ? '02' : '01';
    const sheet: StoredRedSheet = {
      id: `HZ${String(2_000_000 + n)}`,
      sheetNo: kind === 'paper' ? paperSheetNo(order.diskId, now, 500_000 + n) : digitalSheetNo(order.diskId, now, 500_000 + n),
      sheetKind: kind,
      direction: 'sent',
      diskId: order.diskId,
      status,
      xfmc: order.xfmc,
      xfsh: order.taxerId,
      gfmc: order.gfmc,
      ...(order.gfsh ? { gfsh: order.gfsh } : {}),
      blueInvoiceCode: order.fpdm ?? '',
      blueInvoiceNumber: order.fphm ?? '',
      fplxdm: order.fplxdm,
      reason: (['01', '02', '03', '04'].includes(String(body.reason)) ? body.reason : '01') as RedSheet['reason'],
      createTime: new Date(now).toISOString(),
      ...(status === '01' ? {} : { settle: { at: now + DEMO_RED_SHEET_ANSWER_MS, to: kind === 'paper' ? '11' : '04' } }),
      ...sheetLines(
        lines,
        wanted.map((w) => ({ index: w.index, amount: new Decimal(String(w.amount)).toFixed(2) })),
      ),
    };
    getDb().redSheets.unshift(sheet);
    save();
    return ok(shown(sheet));
  }),

  authed('put', '/v2/tax/invoice/red/confirm/{id}', async ({ account, params, request }) => {
    const body = await jsonBody<{ agree: boolean }>(request);
    const sheet = visibleSheets(account, Date.now()).find((s) => s.id === params.id);
    if (!sheet) return fail(1, NO_SHEET);
    if (sheet.direction !== 'received' || sheet.status !== '03' || typeof body.agree !== 'boolean') return fail(1, WRONG_STATE);
    sheet.status = body.agree ? '04' : '06';
    sheet.confirmTime = new Date().toISOString();
    save();
    return ok(shown(sheet));
  }),

  authed('put', '/v2/tax/invoice/red/revoke/{id}', ({ account, params }) => {
    const sheet = visibleSheets(account, Date.now()).find((s) => s.id === params.id);
    if (!sheet) return fail(1, NO_SHEET);
    if (sheet.direction !== 'sent' || (sheet.status !== '02' && sheet.status !== '10')) return fail(1, WRONG_STATE);
    sheet.status = '08';
    delete sheet.settle;
    save();
    return ok(shown(sheet));
  }),
];

function visibleReturns(account: DemoAccount): TaxReturnRow[] {
  const disks = new Set(visibleTerminals(account).map((t) => t.diskId));
  return getDb().taxReturns.filter((r) => disks.has(r.diskId));
}

export const taxReturnHandlers = [
  authed('get', '/v2/tax/return/list', ({ account, query }) => {
    const text = (name: string) => (query.get(name) ?? '').trim();
    const [diskId, cbzt, kw] = [text('diskId'), text('cbzt'), text('kw')];
    const list = visibleReturns(account).filter((r) => (!diskId || r.diskId === diskId) && (!cbzt || r.cbzt === cbzt) && matches(kw, r.taxerName, r.taxerId, r.diskId));
    const page = intParam(query, 'page', 1);
    const pageSize = intParam(query, 'pageSize', 20);
    return ok({ list: paged(list, page, pageSize), pages: { items: list.length, page, pageSize } });
  }),

  authed('put', '/v2/tax/return/copy/{id}', ({ account, params }) => {
    const row = visibleReturns(account).find((r) => r.id === params.id);
    if (!row) return fail(1, NO_PERIOD);
    if (row.cbzt !== '2') return fail(1, WRONG_STATE);
    row.cbzt = '3';
    row.copyTime = new Date().toISOString();
    save();
    return ok(row);
  }),

  authed('put', '/v2/tax/return/writeBack/{id}', ({ account, params }) => {
    const row = visibleReturns(account).find((r) => r.id === params.id);
    if (!row) return fail(1, NO_PERIOD);
    if (row.cbzt !== '3') return fail(1, WRONG_STATE);
    if (!row.declared) return fail(1, NOT_DECLARED);
    row.cbzt = '4';
    row.writeBackTime = new Date().toISOString();
    save();
    return ok(row);
  }),
];
