// Input VAT (platform/api/openapi/inputVat.yaml; docs/input-vat/deduction-collection.md): the enterprises a user
// handles, their purchase invoices by period, ticking (one, many, every one matching a filter), the statistics and
// their confirmation, the period's download from the tax bureau as a task, and the parsing of uploaded files.
import Decimal from 'decimal.js';
import type { CollectRequest, CollectResult, CollectTask, InvoiceFilter, ParseRequest, PurchaseInvoice, TickRequest, VatEnterprise } from '../../features/input-vat/api';
import type { DemoAccount } from '../accounts';
import { getDb, save, visibleTerminals } from '../db';
import { authed, fail, jsonBody, ok, type AuthedCtx } from '../http';
import { linesOf } from '../inputVat/seed';
import { parseFile } from '../inputVat/parse';
import {
  addInvoices,
  currentPeriod,
  inputVatStore,
  invoicesOfPeriod,
  isOpen,
  statisticsOf,
  taxpayerOf,
  type StoredPurchase,
  type StoredTask,
  type TaxpayerVat,
} from '../inputVat/store';

/** Business codes of this domain (our choice; the spec gives none). */
const CODE = { noAccess: 403001, closed: 409001, badRequest: 400001, notFound: 404001 } as const;
/** How long the tax bureau's download takes on the embedded backend. */
export const DOWNLOAD_RUN_MS = 3000;

/** The enterprises an account handles: those of the terminals it sees, by name. */
export function enterprisesOf(account: DemoAccount, now: number = Date.now()): VatEnterprise[] {
  const seen = new Map<string, string>();
  for (const t of visibleTerminals(account)) if (t.taxerId && !seen.has(t.taxerId)) seen.set(t.taxerId, t.taxerName);
  const period = currentPeriod(now);
  return [...seen].map(([taxNo, name]) => ({ taxNo, name, period })).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
}

/** The enterprise asked for, if the account handles it. */
function payerFor(ctx: AuthedCtx, taxNo: string | null | undefined): TaxpayerVat | Response {
  if (!taxNo) return fail(CODE.badRequest, '请选择企业');
  if (!visibleTerminals(ctx.account).some((t) => t.taxerId === taxNo)) return fail(CODE.noAccess, '无权处理该企业的进项发票');
  return taxpayerOf(taxNo);
}

const PERIOD = /^\d{6}$/;
function periodParam(raw: string | null | undefined): string | Response {
  if (!raw) return currentPeriod();
  return PERIOD.test(raw) ? raw : fail(CODE.badRequest, '所属期格式应为YYYYMM');
}

/** The list's filters as the query or a tick's filter gives them. */
function filterOf(get: (name: keyof InvoiceFilter) => string | null | undefined): (inv: PurchaseInvoice) => boolean {
  const seller = (get('seller') ?? '').trim().toLowerCase();
  const start = get('startDate') ?? '';
  const end = get('endDate') ?? '';
  const amountOf = (raw: string | null | undefined) => {
    const text = (raw ?? '').trim();
    return text && /^\d+(\.\d+)?$/.test(text) ? new Decimal(text) : null;
  };
  const min = amountOf(get('minAmount'));
  const max = amountOf(get('maxAmount'));
  const tickedRaw = get('ticked');
  const ticked = tickedRaw === '1' || tickedRaw === '0' ? tickedRaw === '1' : null;
  return (inv) =>
    (!seller || inv.xfmc.toLowerCase().includes(seller) || inv.xfsh.toLowerCase().includes(seller)) &&
    (!start || inv.issueDate >= start) &&
    (!end || inv.issueDate <= end) &&
    (!min || new Decimal(inv.amount).gte(min)) &&
    (!max || new Decimal(inv.amount).lte(max)) &&
    (ticked === null || inv.ticked === ticked);
}

/** An invoice as the list shows it (the stored lines stay on the server). */
const shown = ({ lines: _lines, ...inv }: StoredPurchase): PurchaseInvoice => inv;

function taskView(task: StoredTask, now: number = Date.now()): CollectTask {
  const base = { id: task.id, taxNo: task.taxNo, period: task.period, total: 24 };
  const elapsed = now - task.startedAt;
  if (task.failure && elapsed >= 1000) return { ...base, state: 'failure', current: 0, added: 0, duplicates: 0, message: task.failure };
  if (task.result) return { ...base, state: 'success', current: 24, ...task.result };
  return { ...base, state: 'running', current: Math.min(23, Math.floor((24 * Math.max(0, elapsed)) / task.runMs)), added: 0, duplicates: 0 };
}

export const inputVatHandlers = [
  authed('get', '/v2/vatpaid/enterprises', ({ account }) => ok(enterprisesOf(account))),

  authed('get', '/v2/vatpaid/periods', (ctx) => {
    const payer = payerFor(ctx, ctx.query.get('taxNo'));
    if (payer instanceof Response) return payer;
    const current = currentPeriod();
    const earlier = new Set<string>();
    for (const inv of payer.invoices) if (inv.ticked && inv.period && inv.period < current) earlier.add(inv.period);
    for (const p of Object.keys(payer.confirmed)) if (p < current) earlier.add(p);
    save();
    return ok([current, ...[...earlier].sort().reverse()].map((p) => statisticsOf(payer, p)));
  }),

  authed('get', '/v2/vatpaid/invoices', (ctx) => {
    const payer = payerFor(ctx, ctx.query.get('taxNo'));
    if (payer instanceof Response) return payer;
    const period = periodParam(ctx.query.get('period'));
    if (period instanceof Response) return period;
    const keep = filterOf((name) => ctx.query.get(name));
    save();
    return ok({ period, list: invoicesOfPeriod(payer, period).filter(keep).map(shown) });
  }),

  authed('get', '/v2/vatpaid/invoice/{id}', (ctx) => {
    const id = ctx.params.id ?? '';
    for (const { taxNo } of enterprisesOf(ctx.account)) {
      const store = inputVatStore();
      if (!store.taxpayers[taxNo] && !id.startsWith(`PI${taxNo.slice(-6)}-`)) continue;
      const payer = taxpayerOf(taxNo);
      const inv = payer.invoices.find((x) => x.id === id);
      if (!inv) continue;
      const name = enterprisesOf(ctx.account).find((e) => e.taxNo === taxNo)?.name ?? '';
      return ok({ invoice: shown(inv), buyerName: name, buyerTaxNo: taxNo, ...(inv.fileName ? { remark: '' } : {}), lines: linesOf(inv) });
    }
    return fail(CODE.notFound, '发票不存在');
  }),

  authed('post', '/v2/vatpaid/tick', async (ctx) => {
    const body = await jsonBody<TickRequest>(ctx.request);
    const payer = payerFor(ctx, body.taxNo);
    if (payer instanceof Response) return payer;
    const period = currentPeriod();
    if (!isOpen(payer, period)) return fail(CODE.closed, '本期已统计确认，不能再勾选或撤销勾选');
    if (typeof body.ticked !== 'boolean') return fail(CODE.badRequest, '请说明勾选或撤销勾选');
    const ids = Array.isArray(body.ids) ? new Set(body.ids) : null;
    const filter = body.filter ?? {};
    const keep = ids ? (inv: PurchaseInvoice) => ids.has(inv.id) : filterOf((name) => (filter[name] === undefined ? null : String(filter[name])));
    let changed = 0;
    for (const inv of invoicesOfPeriod(payer, period)) {
      if (inv.ticked === body.ticked || !keep(inv)) continue;
      inv.ticked = body.ticked;
      if (body.ticked) inv.period = period;
      else delete inv.period;
      changed += 1;
    }
    save();
    return ok({ changed, statistics: statisticsOf(payer, period) }, changed ? '操作成功' : '没有需要变更的发票');
  }),

  authed('get', '/v2/vatpaid/statistics', (ctx) => {
    const payer = payerFor(ctx, ctx.query.get('taxNo'));
    if (payer instanceof Response) return payer;
    const period = periodParam(ctx.query.get('period'));
    if (period instanceof Response) return period;
    save();
    return ok(statisticsOf(payer, period));
  }),

  authed('post', '/v2/vatpaid/confirm', async (ctx) => {
    const body = await jsonBody<{ taxNo: string }>(ctx.request);
    const payer = payerFor(ctx, body.taxNo);
    if (payer instanceof Response) return payer;
    const period = currentPeriod();
    if (payer.confirmed[period]) return fail(CODE.closed, '本期已统计确认');
    payer.confirmed[period] = new Date().toISOString();
    save();
    return ok(statisticsOf(payer, period), '统计确认成功');
  }),

  authed('get', '/v2/vatpaid/collect/list', (ctx) => {
    const payer = payerFor(ctx, ctx.query.get('taxNo'));
    if (payer instanceof Response) return payer;
    const source = ctx.query.get('source');
    const list = payer.invoices
      .filter((inv) => !source || inv.source === source)
      .sort((a, b) => b.collectedAt.localeCompare(a.collectedAt) || b.id.localeCompare(a.id))
      .map(shown);
    save();
    return ok({ period: currentPeriod(), list });
  }),

  authed('post', '/v2/vatpaid/collect/download', async (ctx) => {
    const body = await jsonBody<{ taxNo: string; period: string }>(ctx.request);
    const payer = payerFor(ctx, body.taxNo);
    if (payer instanceof Response) return payer;
    const period = periodParam(body.period);
    if (period instanceof Response) return period;
    if (period > currentPeriod()) return fail(CODE.badRequest, '不能下载未来所属期的发票');
    const store = inputVatStore();
    store.taskSeq += 1;
    // The tax bureau answers only an enterprise one of whose terminals is logged in to it (电子税局).
    const loggedIn = visibleTerminals(ctx.account).some((t) => t.taxerId === payer.taxNo && getDb().taxLogin[t.diskId] === 1);
    const task: StoredTask = {
      id: `CT${store.taskSeq}`,
      taxNo: payer.taxNo,
      period,
      startedAt: Date.now(),
      runMs: DOWNLOAD_RUN_MS,
      ...(loggedIn ? {} : { failure: '该企业未登录电子税务局，无法下载发票，请先在电子税局页面登录' }),
    };
    store.tasks[task.id] = task;
    save();
    return ok(taskView(task));
  }),

  authed('get', '/v2/vatpaid/collect/task/{id}', (ctx) => {
    const task = inputVatStore().tasks[ctx.params.id ?? ''];
    if (!task || !enterprisesOf(ctx.account).some((e) => e.taxNo === task.taxNo)) return fail(CODE.notFound, '任务不存在');
    taxpayerOf(task.taxNo); // applies the download once it is over
    save();
    return ok(taskView(task));
  }),

  authed('post', '/v1/tax/parse/invoiceFiles', async (ctx) => {
    const body = await jsonBody<ParseRequest>(ctx.request);
    const payer = payerFor(ctx, body.taxNo);
    if (payer instanceof Response) return payer;
    const files = Array.isArray(body.files) ? body.files : [];
    if (files.length === 0 || files.length > 50) return fail(CODE.badRequest, '请选择1至50个文件');
    return ok(files.map((f) => parseFile({ name: String(f?.name ?? ''), content: String(f?.content ?? '') }, payer.taxNo)));
  }),

  authed('post', '/v2/vatpaid/collect/files', async (ctx) => {
    const body = await jsonBody<CollectRequest>(ctx.request);
    const payer = payerFor(ctx, body.taxNo);
    if (payer instanceof Response) return payer;
    const invoices = Array.isArray(body.invoices) ? body.invoices : [];
    if (invoices.length === 0 || invoices.length > 50) return fail(CODE.badRequest, '请提交1至50张发票');
    const collectedAt = new Date().toISOString();
    const results = addInvoices(
      payer,
      invoices.map(({ lines, fileName, ...inv }) => ({ ...inv, ticked: false, source: 'upload' as const, collectedAt, ...(fileName ? { fileName } : {}), ...(lines?.length ? { lines } : {}) })),
    );
    save();
    const answer: CollectResult[] = results.map((r, k) => ({
      ...(invoices[k]?.fileName ? { fileName: invoices[k].fileName } : {}),
      fphm: r.invoice.fphm,
      result: r.added ? 'added' : 'duplicate',
      id: r.invoice.id,
    }));
    return ok(answer);
  }),
];
