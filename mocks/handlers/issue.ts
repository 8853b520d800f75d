// Invoice issuing (platform/api/openapi/issue.yaml).
import Decimal from 'decimal.js';
import type { IssueConfig, IssueOrder, IssueOrderRequest, IssueQuota, SellerInfo } from '../../features/invoice-issue/api';
import type { InvoiceLine, Order } from '../../features/invoices/api';
import type { Terminal } from '../../features/terminals/api';
import {
  checkAmountQuota,
  invoiceTypes,
  validateInvoiceDraft,
  type DiskType,
  type InvoiceDraft,
  type InvoiceType,
  type IssueContext,
  type TaxpayerType,
} from '../../features/invoice-issue/rules';
import type { RuleIssue } from '../../platform/rules';
import invoiceTexts from '../../locales/zh-CN/invoice.json';
import type { DemoAccount } from '../accounts';
import { accountOf } from '../staffAccounts';
import { findTerminal, getDb, nextId, save } from '../db';
import { defaultQuotaLimits, quotaLimitsByDisk } from '../data/issueQuota';
import { negativeLineRefusal } from './negative';
import { recordRedSheetOrder, redSheetRefusal } from './redLetter';
import { changeStatus } from '../orderHistory';
import { sheetKindOf } from '../../features/red-letter/rules/sheets';
import { authed, fail, jsonBody, ok } from '../http';
import { pad } from '../random';
import { pushOrderStatus } from '../ws';
import { orderStatusPush } from './invoice';
import { sellerContactOf } from './seller';


// ---- Issuing orders (POST /v2/tax/issue/order, GET /v2/tax/issue/order/{id}, PUT .../retry) ----
// The embedded backend issues for real: it checks the draft with the same pre-submission rules the form uses,
// answers the order at once (1 queued), pushes 3 issuing and then 0 issued (code, number and date assigned; the
// invoice joins the order lists) or 4 failed. Demo failure: a buyer name containing 演示失败 fails its first
// attempt with a reason; a retry issues it.

/** The refusal of a special invoice's red invoice without its information sheet. */
export const SPECIAL_RED_NEEDS_SHEET = '增值税专用发票须凭红字信息表开具红字发票';

/** How long after submitting an order is issuing, and when it completes (ms). */
export const ISSUING_STEPS_MS = { issuing: 400, done: 1600 } as const;
/** A buyer name containing this marker fails its first issuing attempt (the failure screen can be seen). */
export const DEMO_FAIL_MARKER = '演示失败';
/**
 * A buyer name containing this marker fails the buyer check (202500034, spec 01 §4, §8): the order is refused until
 * the user confirms 继续开具; the rectify call proposes the name as registered (without the marker).
 */
export const DEMO_BUYER_CHECK_MARKER = '演示校验';
const BUYER_CHECK_MESSAGE = '购买方名称与纳税人识别号登记信息不一致，是否继续开具？';
const DEMO_FAIL_REASON = '税局校验未通过：购买方信息与登记信息不一致（演示）';
const digitalTypes = new Set(['81', '82', '85', '86']);

/** The zh-CN text of a rule issue (server messages are text in the source language). */
export function issueText(found: RuleIssue): string {
  const lookup = (path: string): string => {
    const value = path.split('.').reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), invoiceTexts);
    return typeof value === 'string' ? value : path;
  };
  const params = found.params ?? {};
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(params[k] ?? ''));
  return fill(lookup(found.key.replace(/^invoice:/, ''))).replace(/\$t\(invoice:([\w.]+)\)/g, (_m, k: string) => lookup(k));
}

function money(d: Decimal): string {
  return d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

function dec(v: unknown): Decimal {
  try {
    return new Decimal(typeof v === 'string' || typeof v === 'number' ? v || 0 : 0);
  } catch {
    return new Decimal(0);
  }
}

function toIssueOrder(o: Order): IssueOrder {
  const out: IssueOrder = {
    id: o.id,
    diskId: o.diskId,
    xfmc: o.xfmc,
    gfmc: o.gfmc,
    fplxdm: o.fplxdm,
    ddzt: o.ddzt,
    fpzt: o.fpzt,
    totalAmount: o.totalAmount,
    createTime: o.createTime,
  };
  for (const k of ['fpdm', 'fphm', 'amount', 'taxAmount', 'issueTime', 'failReason'] as const) if (o[k] !== undefined) out[k] = o[k];
  return out;
}

/** Invoice code and number: fully-digital invoices have a 20-digit number and no code; the others a 12-digit code and an 8-digit number. */
function assignNumbers(o: Order, now: Date): void {
  const n = nextId();
  const yy = String(now.getUTCFullYear()).slice(2);
  if (digitalTypes.has(o.fplxdm)) {
    o.fpdm = '';
    o.fphm = `${yy}31${pad(n, 16)}`;
  } else {
    o.fpdm = `031${yy}${pad(2200 + (n % 100), 7)}`;
    o.fphm = pad(30000000 + n, 8);
  }
}

/** Moves an order along its run to where the clock says it is; pushes each change to its user. */
function advance(order: Order, now = Date.now()): void {
  const run = getDb().issuing.runs[order.id];
  if (!run || order.ddzt === 0 || order.ddzt === 4 || order.ddzt === 2) return;
  const account = accountOf(run.uid);
  const steps: Array<() => void> = [];
  if (order.ddzt === 1 && now - run.startedAt >= ISSUING_STEPS_MS.issuing) {
    steps.push(() => changeStatus(order, () => (order.ddzt = 3), run.startedAt + ISSUING_STEPS_MS.issuing));
  }
  if (now - run.startedAt >= ISSUING_STEPS_MS.done) {
    steps.push(() => changeStatus(order, () => {
      if (run.failReason) {
        order.ddzt = 4;
        order.fpzt = 101;
        order.failReason = run.failReason;
      } else {
        const at = new Date(run.startedAt + ISSUING_STEPS_MS.done);
        order.ddzt = 0;
        // A voided blank invoice is issued as voided (spec 01 §4: invoice status 103).
        order.fpzt = order.kind === 2 ? 103 : 3;
        order.issueTime = at.toISOString();
        assignNumbers(order, at);
      }
    }, run.startedAt + ISSUING_STEPS_MS.done));
  }
  for (const step of steps) {
    step();
    save();
    if (account) pushOrderStatus(orderStatusPush(account, order), account.uid);
  }
}

/** Starts an attempt: queued now, pushed; timers move it on (GET also catches up, e.g. after a reload). */
export function startRun(account: DemoAccount, order: Order, failReason: string | undefined): void {
  const previous = getDb().issuing.runs[order.id];
  getDb().issuing.runs[order.id] = { attempt: (previous?.attempt ?? 0) + 1, startedAt: Date.now(), uid: account.uid, ...(failReason ? { failReason } : {}) };
  changeStatus(order, () => {
    order.ddzt = 1;
    order.fpzt = 2;
    delete order.failReason;
  });
  save();
  pushOrderStatus(orderStatusPush(account, order), account.uid);
  // By id: the database may have been reloaded since (another tab of the browser wrote it, mocks/db.ts).
  const advanceLater = () => {
    const current = getDb().orders.find((o) => o.id === order.id);
    if (current) advance(current);
  };
  setTimeout(advanceLater, ISSUING_STEPS_MS.issuing);
  setTimeout(advanceLater, ISSUING_STEPS_MS.done);
}

export function contextOf(t: Terminal, invoiceType: InvoiceType, seller: SellerInfo, isRed = false): IssueContext {
  return {
    invoiceType,
    taxpayerType: (t.taxerType ?? '01') as TaxpayerType,
    diskType: Number(t.diskType) as DiskType,
    diskId: t.diskId,
    tsp: t.tsp ?? '',
    isRed,
    receiverMayBeMobile: false,
    boundToTaxBureau: getDb().taxLogin[t.diskId] === 1,
    seller: { name: seller.taxerName, taxId: seller.taxerId, addressPhone: `${seller.address ?? ''} ${seller.tel ?? ''}`.trim(), bankAccount: `${seller.khh ?? ''} ${seller.yhzh ?? ''}`.trim() },
  };
}

// ---- Amount quota (GET /v2/tax/issue/quota/{diskId}, spec 01 §9) ----

const SHANGHAI_OFFSET_MS = 8 * 3600_000;

/** Starts (epoch ms) of the quota windows at `now`, in Asia/Shanghai time (no daylight saving). */
function quotaWindows(now: number): Record<'twelveMonths' | 'quarter' | 'month', number> {
  const local = new Date(now + SHANGHAI_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const at = (year: number, month: number) => Date.UTC(year, month, 1) - SHANGHAI_OFFSET_MS;
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  return { twelveMonths: yearAgo.getTime(), quarter: at(y, m - (m % 3)), month: at(y, m) };
}

/** What the disk has invoiced in each window (price with tax; red invoices carry their minus sign; voids count nothing). */
export function quotaOf(diskId: string, now = Date.now()): IssueQuota {
  const from = quotaWindows(now);
  const sums = { twelveMonths: new Decimal(0), quarter: new Decimal(0), month: new Decimal(0) };
  for (const o of getDb().orders) {
    if (o.diskId !== diskId || o.ddzt !== 0 || o.kind === 2 || o.fpzt === 103) continue;
    const at = Date.parse(o.issueTime ?? o.createTime);
    if (!(at <= now)) continue;
    for (const w of ['twelveMonths', 'quarter', 'month'] as const) if (at >= from[w]) sums[w] = sums[w].add(dec(o.totalAmount));
  }
  const limits = quotaLimitsByDisk[diskId] ?? defaultQuotaLimits;
  return { history: { twelveMonths: money(sums.twelveMonths), quarter: money(sums.quarter), month: money(sums.month) }, ...limits };
}

export function sellerOf(t: Terminal): SellerInfo {
  // What the seller-info pages saved (handlers/seller.ts); no bank saved leaves khh and yhzh out.
  const { address, tel, khh, yhzh } = sellerContactOf(t.diskId);
  return {
    taxerId: t.taxerId,
    taxerName: t.taxerName,
    address,
    tel,
    taxerType: t.taxerType,
    invoiceTypes: t.invoiceTypes ?? [],
    ...(getDb().sellerBank[t.diskId] ? { khh, yhzh } : {}),
  };
}

/**
 * A red invoice names an issued blue invoice of the same terminal and type; every line is negative and the red total
 * may not exceed what is left of the blue one after its earlier red invoices. Returns the blue order, or why not.
 */
function redRefusal(account: DemoAccount, t: Terminal, type: string, draft: InvoiceDraft): Order | string {
  const code = String(draft.blueInvoiceCode ?? '');
  const number = String(draft.blueInvoiceNumber ?? '');
  const blue = getDb().orders.find(
    (o) => o.diskId === t.diskId && o.kind === 0 && o.ddzt === 0 && o.fpzt === 3 && (o.fpdm ?? '') === code && o.fphm === number && findTerminal(account, o.diskId),
  );
  if (!blue) return '未找到对应的蓝字发票，请核对发票代码和号码';
  if (blue.fplxdm !== type) return '红字发票的发票类型须与蓝字发票一致';
  const goods = draft.goodsList ?? [];
  if (goods.some((g) => !dec(g.amount).isNegative())) return '红字发票的金额须为负数';
  const total = goods.reduce((s, g) => s.add(dec(g.amount)).add(g.hsbz === '1' ? 0 : dec(g.taxAmount)), new Decimal(0)).abs();
  const redOf = getDb().issuing.redOf ?? {};
  const reddened = getDb()
    .orders.filter((o) => o.kind === 1 && redOf[o.id] === blue.id && o.ddzt !== 2 && o.ddzt !== 4)
    .reduce((s, o) => s.add(dec(o.totalAmount).abs()), new Decimal(0));
  const left = dec(blue.totalAmount).sub(reddened);
  if (total.greaterThan(left)) return `红字发票金额超过蓝字发票可冲红金额（剩余${money(left)}元）`;
  return blue;
}

const issueOrderHandlers = [
  authed('post', '/v2/tax/issue/order', async ({ account, request }) => {
    const body = await jsonBody<IssueOrderRequest>(request);
    const key = typeof body.idempotencyKey === 'string' ? body.idempotencyKey : '';
    if (key.length < 8) return fail(202500011, '缺少幂等键');
    const known = getDb().issuing.keys[`${account.uid}:${key}`];
    const existing = known ? getDb().orders.find((o) => o.id === known) : undefined;
    if (existing) {
      advance(existing);
      return ok(toIssueOrder(existing), '订单已提交');
    }
    const t = findTerminal(account, body.diskId ?? '');
    if (!t) return fail(201100001, '该终端信息有误');
    const draft = (body.draft ?? {}) as InvoiceDraft;
    const type = String(draft.curInvoiceType ?? '');
    if (!(type in invoiceTypes) || !(t.invoiceTypes ?? []).includes(type)) return fail(202500012, '当前终端不支持该发票类型');
    const kind = draft.invoiceKind === 1 ? 1 : draft.invoiceKind === 2 ? 2 : 0;
    let blue: Order | undefined;
    const redSheetNo = kind === 1 ? String(draft.redSheetNo ?? '').trim() : '';
    // A fully-digital invoice is redeemed only from a confirmation sheet; a sheet named must allow it (features/red-letter).
    if (kind !== 0 && digitalTypes.has(type) && !redSheetNo) return fail(202500013, '全电发票不支持在此开具红字发票或作废空白发票');
    // A special invoice (004, 028) is redeemed only with a red-letter information sheet (features/red-letter).
    if (kind === 1 && sheetKindOf(type) === 'paper' && !redSheetNo) return fail(202500016, SPECIAL_RED_NEEDS_SHEET);
    if (redSheetNo) {
      const refusal = redSheetRefusal(account, redSheetNo, String(draft.blueInvoiceCode ?? ''), String(draft.blueInvoiceNumber ?? ''), digitalTypes.has(type));
      if (refusal) return fail(202500015, refusal);
    }
    if (kind === 2) {
      if (String(draft.review?.drawer ?? '').trim() === '') return fail(202500010, issueText({ field: 'review.drawer', key: 'invoice:review.drawerRequired', severity: 'error' }));
    } else {
      const problems = validateInvoiceDraft(draft, contextOf(t, type as InvoiceType, sellerOf(t), kind === 1)).filter((p) => p.severity === 'error');
      if (problems[0]) return fail(202500010, issueText(problems[0]));
    }
    const buyerName = String(draft.purchaserInfo?.buyerTaxerName ?? '');
    if (kind !== 2 && buyerName.includes(DEMO_BUYER_CHECK_MARKER) && body.confirmBuyerCheck !== true) return fail(202500034, BUYER_CHECK_MESSAGE);
    if (kind === 1) {
      const refused = redRefusal(account, t, type, draft);
      if (typeof refused === 'string') return fail(202500014, refused);
      // No line more than its goods have left (mocks/handlers/negative.ts); a sheet's lines were checked when it was applied.
      const overLine = redSheetNo ? undefined : negativeLineRefusal(refused, draft.goodsList ?? []);
      if (overLine) return fail(202500014, overLine);
      blue = refused;
    }

    const lines: InvoiceLine[] = (kind === 2 ? [] : (draft.goodsList ?? [])).map((g) => ({
      ...(g.spbm ? { spbm: String(g.spbm).slice(0, 19) } : {}),
      showName: String(g.showName ?? g.name ?? ''),
      ...(g.ggxh ? { ggxh: String(g.ggxh) } : {}),
      ...(g.dw ? { dw: String(g.dw) } : {}),
      ...(g.quantity !== undefined && g.quantity !== '' ? { quantity: String(g.quantity) } : {}),
      ...(g.price !== undefined && g.price !== '' ? { price: String(g.price) } : {}),
      amount: money(dec(g.amount)),
      taxRate: String(g.taxRate ?? ''),
      taxAmount: money(dec(g.taxAmount)),
      lslbs: String(g.lslbs ?? ''),
    }));
    const amount = lines.reduce((s, l) => s.add(dec(l.amount)), new Decimal(0));
    const tax = lines.reduce((s, l) => s.add(dec(l.taxAmount)), new Decimal(0));
    // The hard quota limits hold on the server too (spec 01 §9); a warning was the user's to accept.
    if (kind === 0) {
      const over = checkAmountQuota({ current: money(amount.add(tax)), ...quotaOf(t.diskId) }).find((i) => i.severity === 'error');
      if (over) return fail(202500016, issueText(over));
    }
    const buyer = draft.purchaserInfo ?? {};
    const order: Order = {
      id: `K${pad(nextId(), 6)}`,
      diskId: t.diskId,
      taxerId: t.taxerId,
      xfmc: t.taxerName,
      gfmc: kind === 2 ? '' : String(buyer.buyerTaxerName ?? ''),
      ...(buyer.buyerTaxerId && kind !== 2 ? { gfsh: String(buyer.buyerTaxerId) } : {}),
      fplxdm: type as Order['fplxdm'],
      ddzt: 1,
      fpzt: 2,
      kind,
      ywcj: '1',
      amount: money(amount),
      taxAmount: money(tax),
      totalAmount: money(amount.add(tax)),
      createTime: new Date().toISOString(),
    };
    // Newest first, as the seeded lists are ordered.
    getDb().orders.unshift(order);
    getDb().orderLines[order.id] = lines;
    getDb().issuing.keys[`${account.uid}:${key}`] = order.id;
    const seller = sellerOf(t);
    (getDb().issuing.details ??= {})[order.id] = {
      remark: kind === 2 ? '' : String(draft.remark ?? ''),
      gfdzdh: kind === 2 ? '' : String(buyer.buyerAddressTel ?? ''),
      gfyhzh: kind === 2 ? '' : String(buyer.buyerBankAccount ?? ''),
      xfdzdh: [seller.address, seller.tel].filter(Boolean).join(' '),
      xfyhzh: [seller.khh, seller.yhzh].filter(Boolean).join(' '),
      review: { payee: String(draft.review?.payee ?? ''), checker: String(draft.review?.checker ?? ''), drawer: String(draft.review?.drawer ?? '') },
    };
    if (blue) (getDb().issuing.redOf ??= {})[order.id] = blue.id;
    if (redSheetNo) recordRedSheetOrder(redSheetNo, order.id);
    startRun(account, order, String(buyer.buyerTaxerName ?? '').includes(DEMO_FAIL_MARKER) ? DEMO_FAIL_REASON : undefined);
    return ok(toIssueOrder(order), '订单已提交');
  }),

  authed('get', '/v2/tax/issue/order/{id}', ({ account, params }) => {
    const order = getDb().orders.find((o) => o.id === params.id && findTerminal(account, o.diskId));
    if (!order) return fail(202100404, '订单不存在');
    advance(order);
    return ok(toIssueOrder(order));
  }),

  authed('put', '/v2/tax/issue/order/{id}/retry', ({ account, params }) => {
    const order = getDb().orders.find((o) => o.id === params.id && findTerminal(account, o.diskId));
    if (!order) return fail(202100404, '订单不存在');
    if (order.ddzt !== 4) return fail(202100002, '当前订单状态不可重试');
    // The demo failure fails the first attempt only.
    startRun(account, order, undefined);
    return ok(toIssueOrder(order), '已重新提交');
  }),
];

export const issueHandlers = [
  authed('get', '/v2/tax/issue/prepare/{id}', ({ account, params }) => {
    const t = findTerminal(account, params.id ?? '');
    if (!t) return fail(201100001, '该终端信息有误');
    return ok(sellerOf(t));
  }),

  authed('get', '/v2/tax/issue/cnf/{diskId}', ({ account, params }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, '该终端信息有误');
    const config: IssueConfig = { includingTax: getDb().includingTax[t.diskId] ?? 0 };
    return ok(config);
  }),

  authed('put', '/v2/tax/issue/cnf/{diskId}', async ({ account, params, request }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, '该终端信息有误');
    const body = await jsonBody<IssueConfig>(request);
    getDb().includingTax[t.diskId] = body.includingTax === 1 ? 1 : 0;
    save();
    return ok(null, '保存成功');
  }),

  authed('get', '/v2/tax/issue/quota/{diskId}', ({ account, params }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, '该终端信息有误');
    return ok(quotaOf(t.diskId));
  }),

  authed('post', '/v2/tax/issue/ai/rectify/{diskId}', async ({ account, params, request }) => {
    if (!findTerminal(account, params.diskId ?? '')) return fail(201100001, '该终端信息有误');
    const body = await jsonBody<{ code: string; purchaserInfo?: { buyerTaxerName?: string; buyerTaxerId?: string } }>(request);
    // Demo: the registered name is the typed one without the marker; a second programme issues to a natural person.
    const name = body.purchaserInfo?.buyerTaxerName ?? '';
    const registered = name.split(DEMO_BUYER_CHECK_MARKER).join('').trim();
    const byName = { purchaserInfo: { buyerTaxerName: registered } };
    return ok({
      type: '1',
      title: '购买方信息智能纠错',
      updateVO: byName,
      programmeBOList: [
        { title: '按税务登记信息修改购买方名称', updateVO: byName },
        { title: '不填购买方税号，按个人开具', updateVO: { purchaserInfo: { buyerTaxerId: '' }, gmfZrrbs: 'Y' } },
      ],
    });
  }),
  ...issueOrderHandlers,
];

/** What batch issuing (mocks/handlers/batchIssue.ts) issues each invoice of a batch with, as a single order is. */
export const issueInternals = { contextOf, sellerOf, issueText, assignNumbers, dec, money };
