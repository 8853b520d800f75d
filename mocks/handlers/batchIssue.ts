// Batch issuing (platform/api/openapi/batchIssue.yaml; docs/workbench/batch-issue.md). The server keeps each batch: it answers the
// batch at once, then issues its invoices one after another, one every BATCH_STEP_MS of the page's clock (setTimeout
// and Date.now: Playwright's page.clock and Vitest's fake timers move it; a GET catches up after a reload), each
// checked with the issuing form's rules as a single order is (mocks/handlers/issue.ts) and pushed (bizId PLKJ) as it
// settles. Demo failure: a buyer name containing 演示失败 fails its first attempt with a reason; a retry issues it.
// Nothing is issued twice: a submit's idempotency key answers its first batch, and a document number already issued or
// waiting on the terminal is refused with the invoice it has.
import type { IssueBatch, IssueBatchItem, IssueBatchRequest, IssueBatchSummary } from '../../features/batch-issue/api';
import type { InvoiceLine, Order } from '../../features/invoices/api';
import type { Terminal } from '../../features/terminals/api';
import { checkAmountQuota, invoiceTypes, validateInvoiceDraft, type InvoiceDraft, type InvoiceType } from '../../features/invoice-issue/rules';
import { demoAccountList, type DemoAccount } from '../accounts';
import { accountOf } from '../staffAccounts';
import { findTerminal, getDb, nextId, save } from '../db';
import { authed, fail, jsonBody, ok } from '../http';
import { changeStatus } from '../orderHistory';
import { pad } from '../random';
import type { MockDb } from '../seed';
import { pushMessage } from '../ws';
import { DEMO_FAIL_MARKER, issueInternals, quotaOf } from './issue';

/** The push of a batch's progress (chosen: the spec names FPKJ only). */
export const BIZ_BATCH_ISSUE = 'PLKJ';
/** One invoice of a batch is settled every this many ms. */
export const BATCH_STEP_MS = 300;
export const BATCH_MAX_INVOICES = 1000;
const DEMO_FAIL_REASON = '税局校验未通过：购买方信息与登记信息不一致（演示）';

interface StoredItem extends IssueBatchItem {
  /** Kept until the invoice is issued (a failed one is issued from it again on retry). */
  draft?: InvoiceDraft;
  attempts: number;
}

interface StoredBatch extends IssueBatchSummary {
  uid: string;
  items: StoredItem[];
  /** When the next queued invoice settles (epoch ms). */
  nextAt: number;
}

interface BatchStore {
  batches: StoredBatch[];
  /** `${uid}:${idempotencyKey}` -> batch id. */
  keys: Record<string, string>;
  /** `${diskId}:${documentNo}` -> the batch holding it (queued or issued). */
  documents: Record<string, string>;
}

/** The batches in the database (created, with each demo user's seeded batch, on first use). */
function store(): BatchStore {
  const db = getDb() as MockDb & { batchIssue?: BatchStore };
  if (!db.batchIssue) {
    db.batchIssue = { batches: [], keys: {}, documents: {} };
    seedBatches(db.batchIssue);
  }
  return db.batchIssue;
}

/** The progress push: counts, so the page moves its bar at once and fetches the items. */
export interface BatchProgress {
  batchId: string;
  status: IssueBatch['status'];
  total: number;
  issued: number;
  failed: number;
}

function counts(batch: StoredBatch): void {
  batch.issued = batch.items.filter((i) => i.status === 'issued').length;
  batch.failed = batch.items.filter((i) => i.status === 'failed').length;
  batch.status = batch.items.some((i) => i.status === 'queued') ? 'running' : 'done';
}

function publicBatch(batch: StoredBatch): IssueBatch {
  const { uid: _uid, nextAt: _next, items, ...summary } = batch;
  return { ...summary, items: items.map(({ draft: _draft, attempts: _attempts, ...item }) => item) };
}

function summaryOf(batch: StoredBatch): IssueBatchSummary {
  const { uid: _uid, nextAt: _next, items: _items, ...summary } = batch;
  return summary;
}

function lineOf(g: NonNullable<InvoiceDraft['goodsList']>[number]): InvoiceLine {
  const { dec, money } = issueInternals;
  return {
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
  };
}

/** The reason an invoice cannot be issued, as the single order's call says it (the same rules); null when it can. */
function refusal(t: Terminal, draft: InvoiceDraft): string | null {
  const { contextOf, sellerOf, issueText } = issueInternals;
  const type = String(draft.curInvoiceType ?? '');
  if (!(type in invoiceTypes) || !(t.invoiceTypes ?? []).includes(type)) return '当前终端不支持该发票类型';
  const problem = validateInvoiceDraft(draft, contextOf(t, type as InvoiceType, sellerOf(t))).find((p) => p.severity === 'error');
  return problem ? issueText(problem) : null;
}

/** Issues one invoice of a batch now: a real order, issued (status 0) with its code and number, or the reason it failed. */
function settle(account: DemoAccount, batch: StoredBatch, item: StoredItem, now: number): void {
  const { dec, money, assignNumbers, sellerOf, issueText } = issueInternals;
  item.attempts += 1;
  const t = findTerminal(account, batch.diskId);
  const draft = item.draft;
  const reason = !t ? '该终端信息有误' : !draft ? '单据数据缺失' : refusal(t, draft);
  const fail = (why: string) => {
    item.status = 'failed';
    item.failReason = why;
  };
  if (reason || !t || !draft) return fail(reason ?? '单据数据缺失');
  const buyer = draft.purchaserInfo ?? {};
  if (String(buyer.buyerTaxerName ?? '').includes(DEMO_FAIL_MARKER) && item.attempts === 1) return fail(DEMO_FAIL_REASON);
  const lines = (draft.goodsList ?? []).map(lineOf);
  const amount = lines.reduce((s, l) => s.add(dec(l.amount)), dec(0));
  const tax = lines.reduce((s, l) => s.add(dec(l.taxAmount)), dec(0));
  const over = checkAmountQuota({ current: money(amount.add(tax)), ...quotaOf(t.diskId, now) }).find((i) => i.severity === 'error');
  if (over) return fail(issueText(over));
  const at = new Date(now);
  const order: Order = {
    id: `K${pad(nextId(), 6)}`,
    diskId: t.diskId,
    taxerId: t.taxerId,
    xfmc: t.taxerName,
    gfmc: String(buyer.buyerTaxerName ?? ''),
    ...(buyer.buyerTaxerId ? { gfsh: String(buyer.buyerTaxerId) } : {}),
    fplxdm: String(draft.curInvoiceType) as Order['fplxdm'],
    ddzt: 1,
    fpzt: 2,
    kind: 0,
    // Order source 8: Excel batch (spec 02 §3.1 order sources, in the order listed).
    ywcj: '8',
    amount: money(amount),
    taxAmount: money(tax),
    totalAmount: money(amount.add(tax)),
    createTime: new Date(batch.createTime).toISOString(),
  };
  changeStatus(order, () => undefined, Date.parse(batch.createTime));
  changeStatus(
    order,
    () => {
      order.ddzt = 0;
      order.fpzt = 3;
      order.issueTime = at.toISOString();
      assignNumbers(order, at);
    },
    now,
  );
  const db = getDb();
  db.orders.unshift(order);
  db.orderLines[order.id] = lines;
  const seller = sellerOf(t);
  (db.issuing.details ??= {})[order.id] = {
    remark: String(draft.remark ?? ''),
    gfdzdh: String(buyer.buyerAddressTel ?? ''),
    gfyhzh: String(buyer.buyerBankAccount ?? ''),
    xfdzdh: [seller.address, seller.tel].filter(Boolean).join(' '),
    xfyhzh: [seller.khh, seller.yhzh].filter(Boolean).join(' '),
    review: { payee: String(draft.review?.payee ?? ''), checker: String(draft.review?.checker ?? ''), drawer: String(draft.review?.drawer ?? '') },
  };
  item.status = 'issued';
  item.orderId = order.id;
  item.fpdm = order.fpdm ?? '';
  item.fphm = order.fphm ?? '';
  item.issueTime = order.issueTime;
  item.totalAmount = order.totalAmount;
  delete item.failReason;
  delete item.draft;
}

function progressOf(batch: StoredBatch): BatchProgress {
  return { batchId: batch.id, status: batch.status, total: batch.total, issued: batch.issued, failed: batch.failed };
}

/** Settles every invoice whose time has come (at most the queued ones), saves and pushes once if anything moved. */
export function advanceBatch(batch: StoredBatch, now = Date.now()): void {
  const account = accountOf(batch.uid);
  if (!account) return;
  let moved = false;
  while (batch.status === 'running' && now >= batch.nextAt) {
    const item = batch.items.find((i) => i.status === 'queued');
    if (!item) break;
    settle(account, batch, item, batch.nextAt);
    if (item.status === 'failed') delete store().documents[`${batch.diskId}:${item.documentNo}`];
    batch.nextAt += BATCH_STEP_MS;
    counts(batch);
    moved = true;
  }
  if (!moved) return;
  save();
  pushMessage(BIZ_BATCH_ISSUE, progressOf(batch), batch.uid);
}

/** Keeps a running batch moving on the page's clock: one timer per step while it runs (by id: the db may reload). */
function schedule(batchId: string): void {
  const tick = () => {
    const batch = store().batches.find((b) => b.id === batchId);
    if (!batch || batch.status !== 'running') return;
    advanceBatch(batch);
    if (batch.status === 'running') setTimeout(tick, Math.max(0, batch.nextAt - Date.now()));
  };
  const batch = store().batches.find((b) => b.id === batchId);
  if (batch) setTimeout(tick, Math.max(0, batch.nextAt - Date.now()));
}

/** The batches this account may see. */
function ownBatch(account: DemoAccount, id: string): StoredBatch | undefined {
  return store().batches.find((b) => b.id === id && b.uid === account.uid);
}

function totalOf(draft: InvoiceDraft): string {
  const { dec, money } = issueInternals;
  return money((draft.goodsList ?? []).reduce((s, g) => s.add(dec(g.amount)).add(dec(g.taxAmount)), dec(0)));
}

/** Each demo user with a default terminal finds one finished batch there: issued invoices and two failed ones to retry. */
function seedBatches(s: BatchStore): void {
  const db = getDb();
  for (const account of demoAccountList) {
    const diskId = db.currentDisk[account.uid];
    const t = diskId ? db.terminals.find((x) => x.diskId === diskId) : undefined;
    if (!t) continue;
    const issued = db.orders.filter((o) => o.diskId === t.diskId && o.ddzt === 0 && o.kind === 0 && o.fpzt === 3 && (t.invoiceTypes ?? []).includes(o.fplxdm)).slice(0, 6);
    const type = issued[0]?.fplxdm ?? (t.invoiceTypes ?? []).find((c) => c === '026' || c === '82') ?? t.invoiceTypes?.[0];
    if (!type) continue;
    const general = t.taxerType === '01' || t.taxerType === '02';
    // One seeded batch per user: its id names the user (the contract's examples use the provider's, SB-U2001).
    const id = `SB-${account.uid}`;
    const last = issued[issued.length - 1];
    const createTime = new Date((last ? Date.parse(last.createTime) : Date.now() - 86_400_000) - 60_000).toISOString();
    const items: StoredItem[] = issued.map((o, i) => ({
      documentNo: `SEED${pad(i + 1, 4)}`,
      gfmc: o.gfmc,
      fplxdm: o.fplxdm,
      totalAmount: o.totalAmount,
      status: 'issued',
      orderId: o.id,
      fpdm: o.fpdm ?? '',
      fphm: o.fphm ?? '',
      ...(o.issueTime ? { issueTime: o.issueTime } : {}),
      attempts: 1,
    }));
    for (const n of [1, 2]) {
      const draft: InvoiceDraft = {
        curInvoiceType: type as InvoiceType,
        purchaserInfo: { buyerTaxerName: `上海演示失败客户${n}有限公司`, buyerTaxerId: `9131000000000000${n}X` },
        review: { drawer: '张会计', payee: '李收款', checker: '王复核' },
        goodsList: [{ showName: '*信息技术服务*软件维护服务', spbm: '3040201030000000000', quantity: '1', price: '100', amount: '100.00', taxRate: general ? '0.06' : '0.01', taxAmount: general ? '6.00' : '1.00', hsbz: '0' }],
      };
      items.push({ documentNo: `SEED${pad(issued.length + n, 4)}`, gfmc: draft.purchaserInfo.buyerTaxerName ?? '', fplxdm: type, totalAmount: totalOf(draft), status: 'failed', failReason: DEMO_FAIL_REASON, draft, attempts: 1 });
    }
    const batch: StoredBatch = { id, uid: account.uid, diskId: t.diskId, fileName: '批量开票示例.xlsx', status: 'done', createTime, total: items.length, issued: 0, failed: 0, items, nextAt: 0 };
    counts(batch);
    s.batches.push(batch);
    for (const item of items) if (item.status === 'issued') s.documents[`${t.diskId}:${item.documentNo}`] = id;
  }
}

export const batchIssueHandlers = [
  authed('post', '/v2/tax/invoice/batch/issue', async ({ account, request }) => {
    const body = await jsonBody<IssueBatchRequest>(request);
    const key = typeof body.idempotencyKey === 'string' ? body.idempotencyKey : '';
    if (key.length < 8) return fail(202500011, '缺少幂等键');
    const s = store();
    const known = s.keys[`${account.uid}:${key}`];
    const existing = known ? ownBatch(account, known) : undefined;
    if (existing) {
      advanceBatch(existing);
      return ok(publicBatch(existing), '批次已提交');
    }
    const t = findTerminal(account, body.diskId ?? '');
    if (!t) return fail(201100001, '该终端信息有误');
    const invoices = Array.isArray(body.invoices) ? body.invoices : [];
    if (invoices.length === 0) return fail(202500020, '请选择要开具的发票');
    if (invoices.length > BATCH_MAX_INVOICES) return fail(202500021, `单次最多开具 ${BATCH_MAX_INVOICES} 张发票`);
    const seen = new Set<string>();
    for (const invoice of invoices) {
      const no = String(invoice.documentNo ?? '').trim();
      if (no === '') return fail(202500022, '单据编号不能为空');
      if (seen.has(no)) return fail(202500023, `单据编号 ${no} 重复`);
      seen.add(no);
    }
    const now = Date.now();
    const id = `B${pad(nextId(), 6)}`;
    const items: StoredItem[] = invoices.map((invoice) => {
      const documentNo = String(invoice.documentNo).trim();
      const draft = (invoice.draft ?? {}) as InvoiceDraft;
      const item: StoredItem = {
        documentNo,
        gfmc: String(draft.purchaserInfo?.buyerTaxerName ?? ''),
        fplxdm: String(draft.curInvoiceType ?? ''),
        totalAmount: totalOf(draft),
        status: 'queued',
        draft,
        attempts: 0,
      };
      // Nuonuo's rule for a repeated order number (docs/workbench/batch-issue.md): fetch, do not issue again.
      const holder = s.batches.find((b) => b.id === s.documents[`${t.diskId}:${documentNo}`]);
      const held = holder?.items.find((i) => i.documentNo === documentNo && i.status !== 'failed');
      if (holder && held) {
        item.status = 'failed';
        item.failReason = held.status === 'issued' ? `单据 ${documentNo} 已开具（发票号码 ${held.fphm ?? ''}），不再重复开具` : `单据 ${documentNo} 正在批次 ${holder.id} 中开具，不再重复开具`;
        delete item.draft;
      } else s.documents[`${t.diskId}:${documentNo}`] = id;
      return item;
    });
    const batch: StoredBatch = {
      id,
      uid: account.uid,
      diskId: t.diskId,
      fileName: String(body.fileName ?? '').slice(0, 200),
      status: 'running',
      createTime: new Date(now).toISOString(),
      total: items.length,
      issued: 0,
      failed: 0,
      items,
      nextAt: now + BATCH_STEP_MS,
    };
    counts(batch);
    s.batches.unshift(batch);
    s.keys[`${account.uid}:${key}`] = id;
    save();
    if (batch.status === 'running') schedule(id);
    return ok(publicBatch(batch), '批次已提交');
  }),

  authed('get', '/v2/tax/invoice/batch/list', ({ account, query }) => {
    const diskId = query.get('diskId') ?? '';
    const list = store().batches.filter((b) => b.uid === account.uid && b.diskId === diskId);
    for (const b of list) if (b.status === 'running') advanceBatch(b);
    return ok({ list: list.slice(0, 20).map(summaryOf) });
  }),

  authed('get', '/v2/tax/invoice/batch/{id}', ({ account, params }) => {
    const batch = ownBatch(account, params.id ?? '');
    if (!batch) return fail(202100404, '批次不存在');
    if (batch.status === 'running') {
      advanceBatch(batch);
      // After a reload nothing of this page keeps it moving: the first read does.
      if (batch.status === 'running') schedule(batch.id);
    }
    return ok(publicBatch(batch));
  }),

  authed('put', '/v2/tax/invoice/batch/{id}/retry', async ({ account, params, request }) => {
    const batch = ownBatch(account, params.id ?? '');
    if (!batch) return fail(202100404, '批次不存在');
    const body = await jsonBody<{ documentNos: string[] }>(request);
    const named = Array.isArray(body.documentNos) ? new Set(body.documentNos.map(String)) : null;
    const s = store();
    const wasRunning = batch.status === 'running';
    let queued = 0;
    for (const item of batch.items) {
      if (item.status !== 'failed' || !item.draft || (named && !named.has(item.documentNo))) continue;
      const holder = s.documents[`${batch.diskId}:${item.documentNo}`];
      if (holder && holder !== batch.id) continue;
      item.status = 'queued';
      delete item.failReason;
      s.documents[`${batch.diskId}:${item.documentNo}`] = batch.id;
      queued += 1;
    }
    if (queued === 0) return ok(publicBatch(batch), '没有可重试的发票');
    if (!wasRunning) batch.nextAt = Date.now() + BATCH_STEP_MS;
    counts(batch);
    save();
    pushMessage(BIZ_BATCH_ISSUE, progressOf(batch), batch.uid);
    if (!wasRunning) schedule(batch.id);
    return ok(publicBatch(batch), '已重新提交');
  }),
];
