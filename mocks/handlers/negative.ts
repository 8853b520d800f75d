// 负数发票开具 (platform/api/openapi/negative.yaml): the blue invoices a disk may still reverse and what each line has
// left. A line's reversed amount is what the red invoices issued directly against it took (their lines matched to
// the blue ones by goods: code, name and rate) plus what the red-letter sheets that are not void hold (a red invoice
// issued from a sheet is counted through its sheet, once). The issuing handler asks negativeLineRefusal too.
import Decimal from 'decimal.js';
import type { InvoiceLine, Order } from '../../features/invoices/api';
import type { NegativeBlue, NegativeBlueDetail } from '../../features/negative-issue/api';
import { sheetKindOf } from '../../features/red-letter/rules/sheets';
import { redSheetIssuableCodes } from '../../features/lookups/tables';
import type { DemoAccount } from '../accounts';
import type { StoredRedSheet } from '../data/redLetter';
import { findTerminal, getDb } from '../db';
import { authed, fail, intParam, matches, ok, paged } from '../http';

const NO_INVOICE = '未找到该蓝字发票';
const NO_TERMINAL = '该终端信息有误';
const OVER_LINE = '红字发票商品行金额超过蓝字发票该行可冲红金额';

/** Sheet states that hold no amount of the blue invoice any more (void, refused). */
const voidSheetStates: ReadonlySet<string> = new Set(['05', '06', '07', '08', '12']);
const digitalTypes: ReadonlySet<string> = new Set(['81', '82', '83', '84', '85', '86']);

const dec = (s: string | undefined) => {
  try {
    return new Decimal(s ?? '0');
  } catch {
    return new Decimal(0);
  }
};
const goodsKey = (l: Pick<InvoiceLine, 'spbm' | 'showName' | 'taxRate'>) => `${(l.spbm ?? '').slice(0, 19)}|${l.showName.trim()}|${dec(l.taxRate).toString()}`;
const shanghaiDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);

function isBlue(o: Order): boolean {
  return o.kind === 0 && o.ddzt === 0 && o.fpzt === 3;
}

/** The red orders issued directly against the blue one (not from a sheet), not cancelled or failed. */
function directReds(blue: Order): Order[] {
  const redOf = getDb().issuing.redOf ?? {};
  const fromSheets = new Set(Object.values(getDb().issuing.sheetOrders ?? {}));
  return getDb().orders.filter((o) => o.kind === 1 && redOf[o.id] === blue.id && !fromSheets.has(o.id) && o.ddzt !== 2 && o.ddzt !== 4);
}

function sheetsOf(blue: Order): StoredRedSheet[] {
  return getDb().redSheets.filter((s) => s.diskId === blue.diskId && s.blueInvoiceNumber === blue.fphm && s.blueInvoiceCode === (blue.fpdm ?? ''));
}

/** The status a sheet has now (a demo sheet moves on by itself once its answer is due, mocks/handlers/redLetter.ts). */
const statusNow = (s: StoredRedSheet, now: number) => (s.settle && s.settle.at <= now ? s.settle.to : s.status);

/** Pours red lines into the blue lines of the same goods, in order, each up to what it has left; returns the amounts taken per blue line. */
export function allocate(blueLines: readonly InvoiceLine[], left: Decimal[], redLines: ReadonlyArray<Pick<InvoiceLine, 'spbm' | 'showName' | 'taxRate' | 'amount'>>): { taken: Decimal[]; overflow: boolean } {
  const taken = blueLines.map(() => new Decimal(0));
  let overflow = false;
  for (const red of redLines) {
    let rest = dec(red.amount).abs();
    const same = blueLines.flatMap((l, k) => (goodsKey(l) === goodsKey(red) ? [k] : []));
    for (const k of same) {
      if (rest.isZero()) break;
      const room = Decimal.max((left[k] as Decimal).sub(taken[k] as Decimal), 0);
      const part = Decimal.min(room, rest);
      taken[k] = (taken[k] as Decimal).add(part);
      rest = rest.sub(part);
    }
    if (rest.gt(0)) {
      overflow = true;
      const last = same[same.length - 1];
      if (last !== undefined) taken[last] = (taken[last] as Decimal).add(rest);
    }
  }
  return { taken, overflow };
}

/** What each line of the blue invoice has reversed so far (without tax). */
function reversedOf(blue: Order, now: number): Decimal[] {
  const lines = getDb().orderLines[blue.id] ?? [];
  const reversed = lines.map(() => new Decimal(0));
  for (const sheet of sheetsOf(blue)) {
    if (voidSheetStates.has(statusNow(sheet, now))) continue;
    for (const l of sheet.lines) if (reversed[l.index]) reversed[l.index] = (reversed[l.index] as Decimal).add(dec(l.amount).abs());
  }
  const left = lines.map((l, k) => Decimal.max(dec(l.amount).sub(reversed[k] as Decimal), 0));
  for (const red of directReds(blue)) {
    const { taken } = allocate(lines, left, getDb().orderLines[red.id] ?? []);
    taken.forEach((t, k) => {
      reversed[k] = (reversed[k] as Decimal).add(t);
      left[k] = Decimal.max((left[k] as Decimal).sub(t), 0);
    });
  }
  return reversed;
}

function summaryOf(blue: Order, now: number): NegativeBlue & { lines: NegativeBlueDetail['lines'] } {
  const lines = getDb().orderLines[blue.id] ?? [];
  const reversed = reversedOf(blue, now);
  const shown = lines.map((l, k) => {
    const remaining = Decimal.max(dec(l.amount).sub(reversed[k] as Decimal), 0);
    return {
      index: k,
      showName: l.showName,
      ...(l.spbm ? { spbm: l.spbm } : {}),
      ...(l.ggxh ? { ggxh: l.ggxh } : {}),
      ...(l.dw ? { dw: l.dw } : {}),
      ...(l.quantity ? { quantity: l.quantity } : {}),
      ...(l.price ? { price: l.price } : {}),
      amount: dec(l.amount).toFixed(2),
      taxRate: l.taxRate,
      taxAmount: dec(l.taxAmount).toFixed(2),
      ...(l.lslbs ? { lslbs: l.lslbs } : {}),
      reversed: Decimal.min(reversed[k] as Decimal, dec(l.amount)).toFixed(2),
      remaining: remaining.toFixed(2),
    };
  });
  const remainingAmount = shown.reduce((s, l) => s.add(l.remaining), new Decimal(0));
  const remainingTax = shown.reduce((s, l) => s.add(dec(l.remaining).mul(l.taxRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)), new Decimal(0));
  const kind = sheetKindOf(blue.fplxdm);
  return {
    id: blue.id,
    diskId: blue.diskId,
    fplxdm: blue.fplxdm,
    fpdm: blue.fpdm ?? '',
    fphm: blue.fphm ?? '',
    gfmc: blue.gfmc,
    ...(blue.gfsh ? { gfsh: blue.gfsh } : {}),
    issueTime: blue.issueTime ?? blue.createTime,
    amount: dec(blue.amount).toFixed(2),
    taxAmount: dec(blue.taxAmount).toFixed(2),
    totalAmount: dec(blue.totalAmount).toFixed(2),
    remainingAmount: remainingAmount.toFixed(2),
    remainingTotal: remainingAmount.add(remainingTax).toFixed(2),
    needsSheet: kind,
    lines: shown,
  };
}

function visibleBlue(account: DemoAccount, id: string): Order | undefined {
  return getDb().orders.find((o) => o.id === id && isBlue(o) && findTerminal(account, o.diskId));
}

/**
 * Why a red invoice's lines may not be issued against the blue one (a line over what its goods have left), or
 * undefined. The issuing handler asks after its own checks (mocks/handlers/issue.ts).
 */
export function negativeLineRefusal(blue: Order, goods: ReadonlyArray<{ spbm?: unknown; showName?: unknown; name?: unknown; taxRate?: unknown; amount?: unknown }>): string | undefined {
  const lines = getDb().orderLines[blue.id] ?? [];
  const reversed = reversedOf(blue, Date.now());
  const left = lines.map((l, k) => Decimal.max(dec(l.amount).sub(reversed[k] as Decimal), 0));
  const red = goods.map((g) => ({ spbm: String(g.spbm ?? ''), showName: String(g.showName ?? g.name ?? ''), taxRate: String(g.taxRate ?? ''), amount: String(g.amount ?? '0') }));
  return allocate(lines, left, red).overflow ? OVER_LINE : undefined;
}

export const negativeHandlers = [
  authed('get', '/v2/tax/invoice/negative/blue', ({ account, query }) => {
    const text = (name: string) => (query.get(name) ?? '').trim();
    const diskId = text('diskId');
    if (!findTerminal(account, diskId)) return fail(201100001, NO_TERMINAL);
    const digital = text('scope') === 'digital';
    const [fpdm, fphm, buyer, qsrq, zzrq] = ['fpdm', 'fphm', 'buyer', 'qsrq', 'zzrq'].map(text) as string[];
    const now = Date.now();
    const list = getDb()
      .orders.filter(
        (o) =>
          o.diskId === diskId &&
          isBlue(o) &&
          digitalTypes.has(o.fplxdm) === digital &&
          (!fpdm || (o.fpdm ?? '') === fpdm) &&
          (!fphm || (o.fphm ?? '').endsWith(fphm ?? '')) &&
          matches(buyer ?? '', o.gfmc, o.gfsh) &&
          (!qsrq || shanghaiDay(o.issueTime ?? o.createTime) >= qsrq) &&
          (!zzrq || shanghaiDay(o.issueTime ?? o.createTime) <= zzrq),
      )
      .sort((a, b) => Date.parse(b.issueTime ?? b.createTime) - Date.parse(a.issueTime ?? a.createTime));
    const page = intParam(query, 'page', 1);
    const pageSize = intParam(query, 'pageSize', 20);
    const rows = paged(list, page, pageSize).map((o) => {
      const { lines: _lines, ...row } = summaryOf(o, now);
      return row;
    });
    return ok({ list: rows, pages: { items: list.length, page, pageSize } });
  }),

  authed('get', '/v2/tax/invoice/negative/blue/{id}', ({ account, params }) => {
    const blue = visibleBlue(account, params.id ?? '');
    if (!blue) return fail(202100404, NO_INVOICE);
    const now = Date.now();
    const sheetOrders = getDb().issuing.sheetOrders ?? {};
    const sheetOfOrder = new Map(Object.entries(sheetOrders).map(([sheetNo, orderId]) => [orderId, sheetNo]));
    const redOf = getDb().issuing.redOf ?? {};
    const reds = getDb()
      .orders.filter((o) => o.kind === 1 && redOf[o.id] === blue.id && o.ddzt !== 2 && o.ddzt !== 4)
      .sort((a, b) => Date.parse(b.createTime) - Date.parse(a.createTime))
      .map((o) => ({
        id: o.id,
        ...(o.fpdm ? { fpdm: o.fpdm } : {}),
        fphm: o.fphm ?? '',
        ddzt: o.ddzt,
        totalAmount: dec(o.totalAmount).toFixed(2),
        createTime: o.createTime,
        ...(sheetOfOrder.has(o.id) ? { sheetNo: sheetOfOrder.get(o.id) as string } : {}),
      }));
    const sheets = sheetsOf(blue).map((s) => {
      const status = statusNow(s, now);
      const orderId = sheetOrders[s.sheetNo];
      const live = orderId ? getDb().orders.find((o) => o.id === orderId && o.ddzt !== 2 && o.ddzt !== 4) : undefined;
      return {
        sheetNo: s.sheetNo,
        status,
        totalAmount: dec(s.totalAmount).toFixed(2),
        ...(s.redInvoiceNumber ? { redInvoiceNumber: s.redInvoiceNumber } : {}),
        issuable: redSheetIssuableCodes.has(status) && !s.redInvoiceNumber && !live,
      };
    });
    return ok({ ...summaryOf(blue, now), xfmc: blue.xfmc, reds, sheets } satisfies NegativeBlueDetail);
  }),
];
