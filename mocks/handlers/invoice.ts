// Invoices and orders (platform/api/openapi/invoice.yaml).
import Decimal from 'decimal.js';
import { strToU8, zipSync } from 'fflate';
import { HttpResponse } from 'msw';
import type { ExportTask, InvoiceDetail, InvoiceExportFilter, Order } from '../../features/invoices/api';
import { BATCH_MAX, exportPeriodIssue, isIsoDay, shanghaiDay } from '../../features/invoices/rules/inquiry';
import { canCancelOrder, canRetryOrder } from '../../features/invoices/rules/orders';
import { pushReceiverIssue } from '../../features/invoices/rules/push';
import { voidedKind, voidRefusal, type VoidRefusal } from '../../features/invoices/rules/void';
import { changeStatus, historyOf } from '../orderHistory';
import type { DemoAccount } from '../accounts';
import { accountOf } from '../staffAccounts';
import { getDb, save, visibleTerminals } from '../db';
import { authed, fail, file, intParam, jsonBody, matches, ok, open, paged } from '../http';
import { pushOrderStatus, type MockOrderStatus } from '../ws';

export function visibleOrders(account: DemoAccount): Order[] {
  const disks = new Set(visibleTerminals(account).map((t) => t.diskId));
  return getDb().orders.filter((o) => disks.has(o.diskId));
}

function findOrder(account: DemoAccount, id: string): Order | undefined {
  return visibleOrders(account).find((o) => o.id === id);
}

const NO_ORDER = '订单不存在';
/** The server's words for a void it refuses (features/invoices/rules/void.ts; the page says the same before asking). */
const VOID_REFUSALS: Record<VoidRefusal, string> = {
  notIssued: '发票尚未开具，无法作废',
  voided: '该发票已作废',
  notPaper: '电子发票和数电发票不能作废，如需冲销请开具红字发票',
  otherMonth: '仅可作废当月开具的发票，跨月发票请开具红字发票',
};
/** The spec's refusal of an export over one year (spec 02 §5), as the server words it. */
export const OVER_ONE_YEAR = '查询时间段不能超过1年';

/** The Shanghai day an invoice belongs to: its issue time, else its creation time. */
export const dayOf = (o: Order) => shanghaiDay(new Date(o.issueTime ?? o.createTime));
const timeOf = (o: Order) => Date.parse(o.issueTime ?? o.createTime);

function decimalOrNull(value: string | null): Decimal | null {
  if (value === null || value.trim() === '') return null;
  try {
    return new Decimal(value.trim());
  } catch {
    return null;
  }
}

/** The order list's and the export's filters (invoice.yaml), newest first. */
export function filterOrders(orders: Order[], query: URLSearchParams): Order[] {
  const text = (name: string) => (query.get(name) ?? '').trim();
  const num = (name: string) => (text(name) === '' ? undefined : Number(text(name)));
  const [diskId, ddzt, fpzt, kind, kw, fplxdm, gf, fpdm, fphm] = [text('diskId'), num('ddzt'), num('fpzt'), num('kind'), text('kw'), text('fplxdm'), text('gf'), text('fpdm'), text('fphm')];
  const qsrq = isIsoDay(text('qsrq')) ? text('qsrq') : '';
  const zzrq = isIsoDay(text('zzrq')) ? text('zzrq') : '';
  const [min, max] = [decimalOrNull(query.get('minAmount')), decimalOrNull(query.get('maxAmount'))];
  return orders
    .filter(
      (o) =>
        (!diskId || o.diskId === diskId) &&
        (ddzt === undefined || o.ddzt === ddzt) &&
        (fpzt === undefined || o.fpzt === fpzt) &&
        (kind === undefined || o.kind === kind) &&
        (!fplxdm || o.fplxdm === fplxdm) &&
        matches(kw, o.gfmc, o.gfsh, o.fphm) &&
        (!gf || o.gfmc.includes(gf) || (o.gfsh ?? '').toUpperCase() === gf.toUpperCase()) &&
        (!fpdm || o.fpdm === fpdm) &&
        (!fphm || o.fphm === fphm) &&
        (!qsrq || dayOf(o) >= qsrq) &&
        (!zzrq || dayOf(o) <= zzrq) &&
        (!min || new Decimal(o.totalAmount).gte(min)) &&
        (!max || new Decimal(o.totalAmount).lte(max)),
    )
    .sort((a, b) => timeOf(b) - timeOf(a));
}

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An Excel 2003 XML workbook (Excel and WPS open it as it is) of the rows: one sheet, a header row, money as numbers. */
function excelOf(rows: Order[]): string {
  const head = ['发票代码', '发票号码', '发票类型代码', '发票状态', '发票种类', '销方名称', '购方名称', '购方税号', '金额', '税额', '价税合计', '开票日期'];
  const cell = (value: string, type: 'String' | 'Number' = 'String') => `<Cell><Data ss:Type="${type}">${xml(value)}</Data></Cell>`;
  const body = rows.map(
    (o) =>
      `<Row>${[o.fpdm ?? '', o.fphm ?? '', o.fplxdm, String(o.fpzt), String(o.kind), o.xfmc, o.gfmc, o.gfsh ?? ''].map((v) => cell(v)).join('')}${[o.amount ?? '0', o.taxAmount ?? '0', o.totalAmount]
        .map((v) => cell(v, 'Number'))
        .join('')}${cell(dayOf(o))}</Row>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?mso-application progid="Excel.Sheet"?>',
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">',
    '<Worksheet ss:Name="发票"><Table>',
    `<Row>${head.map((h) => cell(h)).join('')}</Row>`,
    ...body,
    '</Table></Worksheet></Workbook>',
  ].join('\n');
}

/** One invoice's file as the single export answers it (export/{format}/{a}/{b}; the PDF as url/pdf). */
function invoiceFileOf(order: Order, format: 'pdf' | 'ofd' | 'xmlZIP'): { name: string; bytes: string } {
  if (format === 'pdf') return { name: `${order.id}.pdf`, bytes: `%PDF-1.4\n% ${order.id}\n%%EOF\n` };
  return { name: `${order.id}.${format === 'xmlZIP' ? 'zip' : format}`, bytes: `${format}:${order.id}` };
}

/** How long an export task takes: it writes a thousand rows a second, and shows its progress for at least 3 s. */
export const exportTaskMs = (rows: number) => Math.max(3000, rows);

interface ExportJob {
  id: string;
  uid: string;
  startedAt: number;
  rows: Order[];
  fileName: string;
}

// Export tasks are transient server work, not demo data: they live with the handlers, not in the seeded db.
const exportJobs = new Map<string, ExportJob>();
let nextExportJob = 1;

/** Forgets every export task and numbers them from T00001 again (tests: each file starts a fresh backend). */
export function resetInvoiceExports(): void {
  exportJobs.clear();
  nextExportJob = 1;
}

function taskOf(job: ExportJob, now: number): ExportTask {
  const total = job.rows.length;
  const share = Math.min(1, (now - job.startedAt) / exportTaskMs(total));
  if (share >= 1) return { id: job.id, state: 'success', current: total, total, fileName: job.fileName };
  return { id: job.id, state: 'running', current: Math.floor(total * share), total };
}

/** The export filter of a task's body as the list's query (the same filters, the same rows). */
function queryOf(filter: Partial<InvoiceExportFilter>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  return query;
}

const people = ['陈晓', '王敏', '李娜', '刘洋', '赵静', '孙伟', '周婷', '吴磊'];
const streets = ['中山路', '人民路', '解放路', '建设路', '和平路', '长江路'];
const banks = ['中国工商银行', '中国建设银行', '招商银行', '中国银行', '交通银行'];

/** A small stable number of a string (the mock's parties' details follow from the invoice and never change). */
function hashOf(text: string): number {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 1_000_003;
  return h;
}

/** A red invoice's remark names the blue invoice it corrects: here the latest earlier blue one of its disk. */
function redRemark(order: Order): string {
  const blue = getDb().orders.find((o) => o.diskId === order.diskId && o.kind === 0 && o.ddzt === 0 && o.fphm && timeOf(o) < timeOf(order));
  return blue ? `对应正数发票代码:${blue.fpdm ?? ''}号码:${blue.fphm ?? ''}` : '';
}

/** The invoice as the ticket shows it: lines, parties' addresses and banks, remark, payee/checker/drawer. */
function detailOf(order: Order): InvoiceDetail {
  const db = getDb();
  const h = hashOf(order.id);
  const city = order.gfmc.slice(0, 2);
  const bank = db.sellerBank[order.diskId];
  const sellerCity = order.xfmc.slice(0, 2);
  // Issued through the form: the invoice shows what was filled in.
  const issued = db.issuing.details?.[order.id];
  if (issued) return { order, goodsList: db.orderLines[order.id] ?? [], xfsh: order.taxerId, ...issued, history: historyOf(order) };
  return {
    order,
    history: historyOf(order),
    goodsList: db.orderLines[order.id] ?? [],
    remark: order.kind === 1 ? redRemark(order) : h % 3 === 0 ? `合同号 HT${String(h).padStart(7, '0')}` : '',
    xfsh: order.taxerId,
    xfdzdh: `${sellerCity}市${streets[h % streets.length] ?? ''}${1 + (h % 300)}号 021-${String(50000000 + (h % 9999999)).slice(0, 8)}`,
    xfyhzh: bank ? `${bank.khh} ${bank.yhzh}` : '',
    gfdzdh: `${city}市${streets[(h >> 3) % streets.length] ?? ''}${1 + ((h >> 2) % 500)}号 0${10 + (h % 89)}-${String(60000000 + (h % 3999999)).slice(0, 8)}`,
    gfyhzh: `${banks[h % banks.length] ?? ''}${city}分行 6222${String(h * 9173).padStart(15, '0').slice(0, 15)}`,
    review: { payee: people[h % people.length] ?? '', checker: people[(h + 3) % people.length] ?? '', drawer: people[(h + 5) % people.length] ?? '' },
  };
}
/** Completed states: issued and cancelled (spec 01 §4); voiding shows as the invoice status 103. */
const completed = new Set([0, 2]);

/** How many of the account's orders are not completed (the header's pending count). */
export function pendingOrderCount(account: DemoAccount): number {
  return visibleOrders(account).filter((o) => !completed.has(o.ddzt)).length;
}

/** The order-status push (spec 01 §3 Socket message) for an order of the account: pending = its uncompleted orders. */
export function orderStatusPush(account: DemoAccount, order: Order): MockOrderStatus {
  const pendOrderCount = visibleOrders(account).filter((o) => !completed.has(o.ddzt)).length;
  return { xfmc: order.xfmc, fplxdm: order.fplxdm, ddzt: String(order.ddzt), pendOrderCount };
}

/** A demo push for a user (the dev server's push after connecting): their latest order still in progress. */
export function demoOrderStatusFor(uid: string): MockOrderStatus | undefined {
  const account = accountOf(uid);
  if (!account) return undefined;
  const order = visibleOrders(account).find((o) => !completed.has(o.ddzt));
  return order ? orderStatusPush(account, order) : undefined;
}

/** The server tells the user's push channel when one of their orders changes status. */
function announce(account: DemoAccount, order: Order): void {
  pushOrderStatus(orderStatusPush(account, order), account.uid);
}

/**
 * Voids one of the account's invoices by the void rule (features/invoices/rules/void.ts) and the server's own check
 * (a blue invoice a red one has corrected); the caller saves. The single void and the batch void (invoiceVoid.ts) share it.
 */
export function voidOrder(account: DemoAccount, id: string): { order: Order } | { refused: { code: number; msg: string } } {
  const order = findOrder(account, id);
  if (!order) return { refused: { code: 202100404, msg: NO_ORDER } };
  const refusal = voidRefusal(order, new Date());
  if (refusal) return { refused: { code: 202100008, msg: VOID_REFUSALS[refusal] } };
  const redOf = getDb().issuing.redOf ?? {};
  if (order.kind === 0 && getDb().orders.some((o) => o.kind === 1 && redOf[o.id] === order.id && o.ddzt !== 2 && o.ddzt !== 4)) {
    return { refused: { code: 202100009, msg: '该发票已开具红字发票，不能作废' } };
  }
  changeStatus(order, () => {
    order.fpzt = 103;
    order.kind = voidedKind(order.kind);
  });
  return { order };
}

export const invoiceHandlers = [
  authed('get', '/v2/tax/invoice/order/list', ({ account, query }) => {
    const rows = filterOrders(visibleOrders(account), query);
    const page = intParam(query, 'page', 1);
    const pageSize = intParam(query, 'pageSize', 20);
    return ok({ list: paged(rows, page, pageSize), pages: { items: rows.length, page, pageSize } });
  }),

  authed('get', '/v2/tax/invoice/export/excel', ({ account, query }) => {
    const period = { qsrq: query.get('qsrq') ?? '', zzrq: query.get('zzrq') ?? '' };
    const problem = exportPeriodIssue(period);
    if (problem) return fail(202100010, problem.key === 'invoices:export.overOneYear' ? OVER_ONE_YEAR : '请选择查询时间段');
    const rows = filterOrders(visibleOrders(account), query);
    return file(excelOf(rows), 'application/vnd.ms-excel', `invoices_${period.qsrq}_${period.zzrq}.xls`);
  }),

  authed('get', '/v2/tax/invoice/details/{id}', ({ account, params }) => {
    const order = findOrder(account, params.id ?? '');
    if (!order) return fail(202100404, NO_ORDER);
    return ok(detailOf(order));
  }),

  authed('put', '/v2/tax/invoice/void/{id}', ({ account, params }) => {
    const result = voidOrder(account, params.id ?? '');
    if ('refused' in result) return fail(result.refused.code, result.refused.msg);
    save();
    return ok(result.order, '作废成功');
  }),

  authed('put', '/v2/tax/invoice/order/cancel/{id}', ({ account, params }) => {
    const order = findOrder(account, params.id ?? '');
    if (!order) return fail(202100404, NO_ORDER);
    if (completed.has(order.ddzt)) return fail(202100001, '订单已完成，无法撤销');
    if (!canCancelOrder(order, Date.now())) return fail(202100007, '当前订单状态不可撤销');
    changeStatus(order, () => (order.ddzt = 2));
    save();
    announce(account, order);
    return ok(order, '撤销成功');
  }),

  authed('put', '/v2/tax/invoice/order/retry/{id}', ({ account, params }) => {
    const order = findOrder(account, params.id ?? '');
    if (!order) return fail(202100404, NO_ORDER);
    if (!canRetryOrder(order, Date.now())) return fail(202100002, '当前订单状态不可重试');
    changeStatus(order, () => {
      order.ddzt = 1;
      order.fpzt = 2;
      // A retried order starts again: its 48 hours count from now.
      order.createTime = new Date().toISOString();
      delete order.failReason;
    });
    save();
    announce(account, order);
    return ok(order, '已重新提交');
  }),

  // The urlInfo call carries no token (spec 01 §7).
  open('get', '/v2/tax/invoice/url/info/{a}/{b}', ({ request, params }) => {
    const order = getDb().orders.find((o) => o.id === params.b && o.diskId === params.a);
    if (!order) return fail(202100404, NO_ORDER);
    const base = `${new URL(request.url).origin}/v2/tax/invoice`;
    return ok({
      pdfUrl: `${base}/url/pdf/${order.diskId}/${order.id}`,
      ofdUrl: `${base}/export/ofd/${order.diskId}/${order.id}`,
      xmlUrl: `${base}/export/xmlZIP/${order.diskId}/${order.id}`,
    });
  }),

  authed('get', '/v2/tax/invoice/url/pdf/{a}/{b}', ({ account, params }) => {
    const order = findOrder(account, params.b ?? '');
    if (!order) return fail(202100404, NO_ORDER);
    return file(`%PDF-1.4\n% ${order.id}\n%%EOF\n`, 'application/pdf', `${order.id}.pdf`);
  }),

  authed('put', '/v2/tax/invoice/push/{a}/{b}', ({ account, params, query }) => {
    const order = findOrder(account, params.b ?? '');
    if (!order) return fail(202100404, NO_ORDER);
    const receiver = (query.get('receiver') ?? '').trim();
    if (!receiver) return fail(202100003, '请填写接收邮箱或手机号');
    if (pushReceiverIssue('email', receiver) && pushReceiverIssue('sms', receiver)) return fail(202100005, '接收邮箱或手机号格式有误');
    if (order.ddzt !== 0) return fail(202100006, '发票尚未开具，无法发送');
    return ok(null, '发送成功');
  }),

  authed('get', '/v2/tax/invoice/export/{format}/{a}/{b}', ({ account, params }) => {
    const order = findOrder(account, params.b ?? '');
    if (!order) return fail(202100404, NO_ORDER);
    const ext = params.format === 'xmlZIP' ? 'zip' : params.format;
    return file(`${params.format}:${order.id}`, 'application/octet-stream', `${order.id}.${ext}`);
  }),

  authed('get', '/v2/tax/invoice/export/local', () => ok({})),
  authed('delete', '/v2/tax/invoice/export/local', () => ok(null, '清除成功')),

  authed('post', '/v2/tax/invoice/export/batch', async ({ account, request }) => {
    const body = await jsonBody<{ ids: string[]; format: 'excel' | 'pdf' | 'ofd' | 'xmlZIP' }>(request);
    const ids = Array.isArray(body.ids) ? body.ids.filter((id): id is string => typeof id === 'string') : [];
    if (ids.length === 0) return fail(202100008, '请选择发票');
    if (ids.length > BATCH_MAX) return fail(202100009, `一次最多选择${BATCH_MAX}张发票`);
    const mine = new Map(visibleOrders(account).map((o) => [o.id, o]));
    const rows = ids.map((id) => mine.get(id)).filter((o): o is Order => o !== undefined);
    if (rows.length !== ids.length) return fail(202100404, NO_ORDER);
    const stamp = shanghaiDay(new Date());
    if (body.format === 'excel') return file(excelOf(rows), 'application/vnd.ms-excel', `invoices_selected_${stamp}.xls`);
    if (body.format !== 'pdf' && body.format !== 'ofd' && body.format !== 'xmlZIP') return fail(202100011, '不支持的文件格式');
    const format = body.format;
    // Only issued invoices have files; the others are left out (the portal offers the download for issued ones only).
    const issued = rows.filter((o) => o.ddzt === 0 && o.fphm);
    if (issued.length === 0) return fail(202100006, '所选发票尚未开具，无法下载');
    const zip = zipSync(Object.fromEntries(issued.map((o) => invoiceFileOf(o, format)).map((f) => [f.name, strToU8(f.bytes)])));
    return new HttpResponse(zip, {
      headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="invoices_${format}_${stamp}.zip"` },
    });
  }),

  authed('post', '/v1/task/center/invoice/export', async ({ account, request }) => {
    const body = await jsonBody<InvoiceExportFilter>(request);
    const problem = exportPeriodIssue({ qsrq: body.qsrq ?? '', zzrq: body.zzrq ?? '' });
    if (problem) return fail(202100010, problem.key === 'invoices:export.overOneYear' ? OVER_ONE_YEAR : '请选择查询时间段');
    const rows = filterOrders(visibleOrders(account), queryOf(body));
    const id = `T${String(nextExportJob++).padStart(5, '0')}`;
    const job: ExportJob = { id, uid: account.uid, startedAt: Date.now(), rows, fileName: `invoices_${body.qsrq ?? ''}_${body.zzrq ?? ''}.xls` };
    exportJobs.set(id, job);
    return ok(taskOf(job, job.startedAt));
  }),

  authed('get', '/v1/task/center/task/{id}', ({ account, params }) => {
    const job = exportJobs.get(params.id ?? '');
    if (!job || job.uid !== account.uid) return fail(202100012, '导出任务不存在');
    return ok(taskOf(job, Date.now()));
  }),

  authed('get', '/v1/task/center/task/{id}/file', ({ account, params }) => {
    const job = exportJobs.get(params.id ?? '');
    if (!job || job.uid !== account.uid) return fail(202100012, '导出任务不存在');
    const task = taskOf(job, Date.now());
    return file(excelOf(job.rows.slice(0, task.current)), 'application/vnd.ms-excel', job.fileName);
  }),
];
