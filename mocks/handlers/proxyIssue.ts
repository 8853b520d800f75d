// Proxy issuing, 数电易代开 (platform/api/openapi/proxyIssue.yaml): applications for a fully-digital invoice the tax
// bureau issues on the taxpayer's behalf. The demo tax bureau answers 5 s after an application (DEMO_PROXY_ANSWER_MS):
// the invoice joins the orders (and the inquiry) and the application is 2 success. Without a linked tax-bureau account
// the application is kept as 3 unbound until it is submitted again.
import Decimal from 'decimal.js';
import type { Order } from '../../features/invoices/api';
import type { ProxyApplication, ProxyApplicationInput } from '../../features/proxy-issue/api';
import { checkProxyApplication, lineTax } from '../../features/proxy-issue/rules/application';
import type { DemoAccount } from '../accounts';
import { DEMO_PROXY_ANSWER_MS, seedProxyApplications, type StoredProxyApplication } from '../data/review';
import { findTerminal, getDb, nextId, save, visibleTerminals } from '../db';
import { authed, fail, intParam, jsonBody, matches, ok, paged } from '../http';
import { pad } from '../random';
import validation from '../../locales/zh-CN/validation.json';
import proxyTexts from '../../locales/zh-CN/proxyIssue.json';

const NO_APPLICATION = '代开申请不存在';
const WRONG_STATE = '当前状态不允许该操作';
const NOT_LINKED = '当前终端未登录电子税局，请登录税局账号后重新提交';
const NO_TERMINAL = '该终端信息有误';

const linked = (diskId: string) => getDb().taxLogin[diskId] === 1;

/** The zh-CN text of a rule issue (server messages are text in the source language). */
function ruleText(key: string, params: Record<string, unknown> = {}): string {
  const [ns, path] = key.split(':') as [string, string];
  const root: unknown = ns === 'validation' ? validation : proxyTexts;
  const found = path.split('.').reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), root);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(params[k] ?? ''));
}

/** Issues the application's invoice: a fully-digital invoice of the taxpayer, in the orders (and the inquiry). */
function issueInvoice(app: StoredProxyApplication, at: number): void {
  const db = getDb();
  const t = db.terminals.find((x) => x.diskId === app.diskId);
  const n = nextId();
  const when = new Date(at);
  const order: Order = {
    id: `DKO${pad(n, 6)}`,
    diskId: app.diskId,
    taxerId: app.taxerId,
    xfmc: app.xfmc,
    gfmc: app.buyer.name,
    ...(app.buyer.taxId ? { gfsh: app.buyer.taxId } : {}),
    fplxdm: app.fplxdm,
    ddzt: 0,
    fpzt: 3,
    kind: 0,
    ywcj: '1',
    fpdm: '',
    fphm: `${String(when.getUTCFullYear()).slice(2)}32${pad(n, 16)}`,
    amount: app.amount,
    taxAmount: app.taxAmount,
    totalAmount: app.totalAmount,
    createTime: app.applyTime,
    issueTime: when.toISOString(),
  };
  db.orders.unshift(order);
  db.orderLines[order.id] = app.lines.map((l) => ({
    spbm: l.spbm,
    showName: l.name,
    dw: l.unit,
    ...(l.quantity ? { quantity: l.quantity, price: new Decimal(l.amount).div(l.quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2) } : {}),
    amount: l.amount,
    taxRate: l.taxRate,
    taxAmount: l.taxAmount,
    lslbs: '',
  }));
  (db.issuing.details ??= {})[order.id] = {
    remark: app.remark ? `${app.remark} 代开` : '代开',
    gfdzdh: app.buyer.addressPhone,
    gfyhzh: app.buyer.bankAccount,
    xfdzdh: '',
    xfyhzh: '',
    review: { payee: '', checker: '', drawer: t ? '税务机关代开' : '' },
  };
  app.orderId = order.id;
  app.fpdm = '';
  app.fphm = order.fphm;
  app.applyStatus = 2;
  app.doneTime = order.issueTime;
  app.message = '已开具';
  delete app.settleAt;
}

/** Moves pending applications on when the demo tax bureau's answer is due. */
function settle(list: StoredProxyApplication[], now: number): void {
  let changed = false;
  for (const app of list) {
    if (app.applyStatus === 1 && app.settleAt !== undefined && app.settleAt <= now) {
      issueInvoice(app, app.settleAt);
      changed = true;
    }
  }
  if (changed) save();
}

/** The applications, made on first use with the invoices of the seeded successful ones. */
export function applicationsOfDb(now = Date.now()): StoredProxyApplication[] {
  const db = getDb();
  if (!db.proxyApplications) {
    const member = db.terminals.filter((t) => t.taxerId === db.terminals[0]?.taxerId);
    db.proxyApplications = seedProxyApplications(member, now);
    for (const app of db.proxyApplications) if (app.applyStatus === 2) issueInvoice(app, Date.parse(app.doneTime ?? app.applyTime));
    save();
  }
  settle(db.proxyApplications, now);
  return db.proxyApplications;
}

function visibleApplications(account: DemoAccount): StoredProxyApplication[] {
  const disks = new Set(visibleTerminals(account).map((t) => t.diskId));
  return applicationsOfDb().filter((a) => disks.has(a.diskId));
}

function shown(app: StoredProxyApplication): ProxyApplication {
  const { uid: _uid, settleAt: _settleAt, orderId: _orderId, ...rest } = app;
  return rest;
}

const shanghaiDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);

/** Sends an application to the demo tax bureau: kept as unbound without a linked account. */
function submit(app: StoredProxyApplication, now: number): void {
  if (linked(app.diskId)) {
    app.applyStatus = 1;
    app.settleAt = now + DEMO_PROXY_ANSWER_MS;
    app.message = '已提交税务机关，等待开具';
  } else {
    app.applyStatus = 3;
    app.message = NOT_LINKED;
  }
}

export const proxyIssueHandlers = [
  authed('post', '/v2/ia/f', async ({ account, request }) => {
    const body = await jsonBody<ProxyApplicationInput>(request);
    const input: ProxyApplicationInput = {
      diskId: String(body.diskId ?? ''),
      fplxdm: body.fplxdm === '81' ? '81' : body.fplxdm === '82' ? '82' : ('' as ProxyApplicationInput['fplxdm']),
      buyer: { name: String(body.buyer?.name ?? ''), taxId: String(body.buyer?.taxId ?? ''), addressPhone: String(body.buyer?.addressPhone ?? ''), bankAccount: String(body.buyer?.bankAccount ?? '') },
      lines: Array.isArray(body.lines) ? body.lines.map((l) => ({ name: String(l.name ?? ''), spbm: String(l.spbm ?? ''), unit: String(l.unit ?? ''), quantity: String(l.quantity ?? ''), amount: String(l.amount ?? ''), taxRate: String(l.taxRate ?? '') })) : [],
      remark: String(body.remark ?? ''),
      contact: { name: String(body.contact?.name ?? ''), mobile: String(body.contact?.mobile ?? '') },
    };
    const t = findTerminal(account, input.diskId);
    if (!t) return fail(201100001, NO_TERMINAL);
    const problem = checkProxyApplication(input)[0];
    if (problem) return fail(202700010, ruleText(problem.key, problem.params));
    const now = Date.now();
    const lines = input.lines.map((l) => ({ ...l, name: l.name.trim(), amount: new Decimal(l.amount.trim()).toFixed(2), taxAmount: (lineTax(l) ?? new Decimal(0)).toFixed(2) }));
    const amount = lines.reduce((s, l) => s.add(l.amount), new Decimal(0));
    const tax = lines.reduce((s, l) => s.add(l.taxAmount), new Decimal(0));
    const list = applicationsOfDb(now);
    const app: StoredProxyApplication = {
      applyId: `DK${pad(nextId() + 1000, 6)}`,
      applyStatus: 1,
      diskId: t.diskId,
      taxerId: t.taxerId,
      xfmc: t.taxerName,
      fplxdm: input.fplxdm,
      buyer: { ...input.buyer, name: input.buyer.name.trim(), taxId: input.buyer.taxId.trim() },
      lines,
      remark: input.remark.trim(),
      contact: { name: input.contact.name.trim(), mobile: input.contact.mobile.trim() },
      amount: amount.toFixed(2),
      taxAmount: tax.toFixed(2),
      totalAmount: amount.add(tax).toFixed(2),
      applyTime: new Date(now).toISOString(),
      uid: account.uid,
    };
    submit(app, now);
    list.unshift(app);
    save();
    return ok(shown(app), app.applyStatus === 3 ? NOT_LINKED : '申请已提交');
  }),

  authed('get', '/v2/paa/list', ({ account, query }) => {
    const text = (name: string) => (query.get(name) ?? '').trim();
    const [diskId, applyStatus, kw, qsrq, zzrq] = ['diskId', 'applyStatus', 'kw', 'qsrq', 'zzrq'].map(text) as string[];
    const list = visibleApplications(account)
      .filter(
        (a) =>
          (!diskId || a.diskId === diskId) &&
          (!applyStatus || String(a.applyStatus) === applyStatus) &&
          matches(kw ?? '', a.applyId, a.buyer.name, a.buyer.taxId, a.fphm, a.xfmc) &&
          (!qsrq || shanghaiDay(a.applyTime) >= qsrq) &&
          (!zzrq || shanghaiDay(a.applyTime) <= zzrq),
      )
      .sort((a, b) => b.applyTime.localeCompare(a.applyTime));
    const page = intParam(query, 'page', 1);
    const pageSize = intParam(query, 'pageSize', 20);
    return ok({ list: paged(list, page, pageSize).map(shown), pages: { items: list.length, page, pageSize } });
  }),

  authed('get', '/v2/paa/{applyId}', ({ account, params }) => {
    const app = visibleApplications(account).find((a) => a.applyId === params.applyId);
    if (!app) return fail(202700404, NO_APPLICATION);
    return ok(shown(app));
  }),

  authed('put', '/v2/paa/{applyId}/void', ({ account, params }) => {
    const app = visibleApplications(account).find((a) => a.applyId === params.applyId);
    if (!app) return fail(202700404, NO_APPLICATION);
    if (app.applyStatus !== 1 && app.applyStatus !== 3) return fail(202700001, WRONG_STATE);
    app.applyStatus = 4;
    app.doneTime = new Date().toISOString();
    app.message = '申请已作废';
    delete app.settleAt;
    save();
    return ok(shown(app), '已作废');
  }),

  authed('put', '/v2/paa/{applyId}/submit', ({ account, params }) => {
    const app = visibleApplications(account).find((a) => a.applyId === params.applyId);
    if (!app) return fail(202700404, NO_APPLICATION);
    if (app.applyStatus !== 3) return fail(202700001, WRONG_STATE);
    if (!linked(app.diskId)) return fail(202700002, NOT_LINKED);
    submit(app, Date.now());
    save();
    return ok(shown(app), '申请已提交');
  }),
];
