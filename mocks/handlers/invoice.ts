// Invoices and orders (platform/api/openapi/invoice.yaml).
import type { Order } from '../../features/invoices/api';
import { accountByUid, type DemoAccount } from '../accounts';
import { getDb, save, visibleTerminals } from '../db';
import { authed, fail, file, intParam, jsonBody, matches, ok, open, paged } from '../http';
import { pushOrderStatus, type MockOrderStatus } from '../ws';

function visibleOrders(account: DemoAccount): Order[] {
  const disks = new Set(visibleTerminals(account).map((t) => t.diskId));
  return getDb().orders.filter((o) => disks.has(o.diskId));
}

function findOrder(account: DemoAccount, id: string): Order | undefined {
  return visibleOrders(account).find((o) => o.id === id);
}

const NO_ORDER = '订单不存在';
/** Completed states: issued and cancelled (spec 01 §4); voiding shows as the invoice status 103. */
const completed = new Set([0, 2]);

/** The order-status push (spec 01 §3 Socket message) for an order of the account: pending = its uncompleted orders. */
export function orderStatusPush(account: DemoAccount, order: Order): MockOrderStatus {
  const pendOrderCount = visibleOrders(account).filter((o) => !completed.has(o.ddzt)).length;
  return { xfmc: order.xfmc, fplxdm: order.fplxdm, ddzt: String(order.ddzt), pendOrderCount };
}

/** A demo push for a user (the dev server's push after connecting): their latest order still in progress. */
export function demoOrderStatusFor(uid: string): MockOrderStatus | undefined {
  const account = accountByUid(uid);
  if (!account) return undefined;
  const order = visibleOrders(account).find((o) => !completed.has(o.ddzt));
  return order ? orderStatusPush(account, order) : undefined;
}

/** The server tells the user's push channel when one of their orders changes status. */
function announce(account: DemoAccount, order: Order): void {
  pushOrderStatus(orderStatusPush(account, order), account.uid);
}

export const invoiceHandlers = [
  authed('get', '/v2/tax/invoice/order/list', ({ account, query }) => {
    const num = (name: string) => (query.get(name) ?? '') === '' ? undefined : Number(query.get(name));
    const [diskId, ddzt, fpzt, kind, kw] = [query.get('diskId'), num('ddzt'), num('fpzt'), num('kind'), query.get('kw')];
    const rows = visibleOrders(account).filter(
      (o) =>
        (!diskId || o.diskId === diskId) &&
        (ddzt === undefined || o.ddzt === ddzt) &&
        (fpzt === undefined || o.fpzt === fpzt) &&
        (kind === undefined || o.kind === kind) &&
        matches(kw, o.gfmc, o.gfsh, o.fphm),
    );
    const page = intParam(query, 'page', 1);
    const pageSize = intParam(query, 'pageSize', 20);
    return ok({ list: paged(rows, page, pageSize), pages: { items: rows.length, page, pageSize } });
  }),

  authed('get', '/v2/tax/invoice/details/{id}', ({ account, params }) => {
    const order = findOrder(account, params.id ?? '');
    if (!order) return fail(202100404, NO_ORDER);
    return ok({ order, goodsList: getDb().orderLines[order.id] ?? [], remark: '' });
  }),

  authed('put', '/v2/tax/invoice/order/cancel/{id}', ({ account, params }) => {
    const order = findOrder(account, params.id ?? '');
    if (!order) return fail(202100404, NO_ORDER);
    if (completed.has(order.ddzt)) return fail(202100001, '订单已完成，无法撤销');
    order.ddzt = 2;
    save();
    announce(account, order);
    return ok(order, '撤销成功');
  }),

  authed('put', '/v2/tax/invoice/order/retry/{id}', ({ account, params }) => {
    const order = findOrder(account, params.id ?? '');
    if (!order) return fail(202100404, NO_ORDER);
    if (![4, 5, 7].includes(order.ddzt)) return fail(202100002, '当前订单状态不可重试');
    order.ddzt = 1;
    order.fpzt = 2;
    delete order.failReason;
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
    if (!findOrder(account, params.b ?? '')) return fail(202100404, NO_ORDER);
    if (!(query.get('receiver') ?? '').trim()) return fail(202100003, '请填写接收邮箱或手机号');
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

  authed('get', '/v2/tax/invoice/repair/queryTask', ({ account, query }) => {
    const diskId = query.get('diskId');
    const list = visibleOrders(account)
      .filter((o) => o.ddzt === 4 && (!diskId || o.diskId === diskId))
      .map((o) => ({ taskId: `R-${o.id}`, diskId: o.diskId, state: 0 }));
    return ok({ list });
  }),

  authed('post', '/v2/tax/invoice/repair/quick', async ({ request }) => {
    const body = await jsonBody<{ diskId: string; id: string }>(request);
    if (!body.diskId) return fail(202100004, '该功能需要选择税盘才能使用');
    return ok(null, '修复任务已提交');
  }),
];
