// Invoice review (platform/api/openapi/review.yaml): the queue of invoices submitted for review, passed (issued at once
// through the issuing orders of handlers/issue.ts) or failed with a reason the submitter reads (also in the inbox).
import Decimal from 'decimal.js';
import type { InvoiceLine, Order } from '../../features/invoices/api';
import { checkAmountQuota, invoiceTypes, validateInvoiceDraft, type InvoiceType } from '../../features/invoice-issue/rules';
import type { ReviewDetail, ReviewItem } from '../../features/issue-review/api';
import type { DemoAccount } from '../accounts';
import { accountOf } from '../staffAccounts';
import { seedReviews, type StoredReview } from '../data/review';
import { findTerminal, getDb, nextId, save, visibleTerminals } from '../db';
import { authed, fail, intParam, jsonBody, matches, ok, paged } from '../http';
import { pad } from '../random';
import { contextOf, DEMO_FAIL_MARKER, issueText, quotaOf, sellerOf, startRun } from './issue';

const NO_REVIEW = '审核单不存在';
const NOT_IN_REVIEW = '该开票申请已审核，不能重复审核';
const NO_REASON = '请填写审核不通过的原因';
const REASON_TOO_LONG = '审核意见不能超过200个字符';
const WRONG_TYPE = '当前终端不支持该发票类型';
const DEMO_FAIL_REASON = '税局校验未通过：购买方信息与登记信息不一致（演示）';

/** The review queue, made from the seeded terminals and invoices on first use. */
export function reviewsOfDb(now = Date.now()): StoredReview[] {
  const db = getDb();
  if (!db.reviews) {
    db.reviews = seedReviews(db.terminals, db.orders, db.orderLines, now);
    save();
  }
  return db.reviews;
}

function visibleReviews(account: DemoAccount): StoredReview[] {
  const disks = new Set(visibleTerminals(account).map((t) => t.diskId));
  return reviewsOfDb().filter((r) => disks.has(r.diskId));
}

/** What the list shows of a submission: its order's invoice once passed. */
function itemOf(r: StoredReview, account: DemoAccount): ReviewItem {
  const { submitterUid, draft: _draft, xfsh: _xfsh, xfdzdh: _xfdzdh, xfyhzh: _xfyhzh, ...rest } = r;
  const item: ReviewItem = { ...rest, mine: submitterUid === account.uid };
  const order = r.orderId ? getDb().orders.find((o) => o.id === r.orderId) : undefined;
  if (order) {
    item.fpzt = order.fpzt === 3 || order.fpzt === 103 ? 3 : order.fpzt === 101 ? 101 : 2;
    if (order.ddzt === 0 && order.fphm) {
      item.fpdm = order.fpdm ?? '';
      item.fphm = order.fphm;
    }
    if (order.failReason) item.failReason = order.failReason;
  }
  return item;
}

function detailOf(r: StoredReview, account: DemoAccount): ReviewDetail {
  const buyer = r.draft.purchaserInfo;
  return {
    ...itemOf(r, account),
    lines: (r.draft.goodsList ?? []).map((g) => ({
      ...(g.spbm ? { spbm: String(g.spbm) } : {}),
      showName: String(g.showName ?? g.name ?? ''),
      ...(g.ggxh ? { ggxh: String(g.ggxh) } : {}),
      ...(g.dw ? { dw: String(g.dw) } : {}),
      ...(g.quantity !== undefined && g.quantity !== '' ? { quantity: String(g.quantity) } : {}),
      ...(g.price !== undefined && g.price !== '' ? { price: String(g.price) } : {}),
      amount: String(g.amount ?? '0.00'),
      taxRate: String(g.taxRate ?? ''),
      taxAmount: String(g.taxAmount ?? '0.00'),
      ...(g.lslbs ? { lslbs: String(g.lslbs) } : {}),
    })),
    remark: String(r.draft.remark ?? ''),
    xfsh: r.xfsh,
    xfdzdh: r.xfdzdh,
    xfyhzh: r.xfyhzh,
    gfdzdh: String(buyer.buyerAddressTel ?? ''),
    gfyhzh: String(buyer.buyerBankAccount ?? ''),
    review: { payee: String(r.draft.review?.payee ?? ''), checker: String(r.draft.review?.checker ?? ''), drawer: String(r.draft.review?.drawer ?? '') },
  };
}

const shanghaiDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);

/** Tells a submitter who has an inbox (a demo or staff account) that their submission failed review, and why. */
function tellSubmitter(r: StoredReview): void {
  if (!accountOf(r.submitterUid)) return;
  const inbox = (getDb().messages[r.submitterUid] ??= []);
  inbox.unshift({
    id: `M-REVIEW-${r.applyId}-${nextId()}`,
    title: '开票申请审核未通过',
    content: `您提交的开票申请${r.applyId}（购买方：${r.gfmc}，价税合计${r.totalAmount}元）审核未通过。原因：${r.reason ?? ''}`,
    bizId: 'FPSH',
    read: false,
    createTime: new Date().toISOString(),
  });
}

/** Issues a passed submission as the issuing page's orders are (order source 4, pre-issue review). */
function issueOf(account: DemoAccount, r: StoredReview): Order | string {
  const t = findTerminal(account, r.diskId);
  if (!t) return '该终端信息有误';
  const type = r.fplxdm;
  if (!(type in invoiceTypes) || !(t.invoiceTypes ?? []).includes(type)) return WRONG_TYPE;
  const problems = validateInvoiceDraft(r.draft, contextOf(t, type as InvoiceType, sellerOf(t))).filter((p) => p.severity === 'error');
  if (problems[0]) return issueText(problems[0]);
  const over = checkAmountQuota({ current: r.totalAmount, ...quotaOf(t.diskId) }).find((i) => i.severity === 'error');
  if (over) return issueText(over);
  const lines: InvoiceLine[] = detailOf(r, account).lines.map((l) => ({ ...l, lslbs: l.lslbs ?? '' }));
  const order: Order = {
    id: `K${pad(nextId(), 6)}`,
    diskId: t.diskId,
    taxerId: t.taxerId,
    xfmc: t.taxerName,
    gfmc: r.gfmc,
    ...(r.gfsh ? { gfsh: r.gfsh } : {}),
    fplxdm: type as Order['fplxdm'],
    ddzt: 1,
    fpzt: 2,
    kind: 0,
    ywcj: '4',
    amount: new Decimal(r.amount).toFixed(2),
    taxAmount: new Decimal(r.taxAmount).toFixed(2),
    totalAmount: new Decimal(r.totalAmount).toFixed(2),
    createTime: new Date().toISOString(),
  };
  const db = getDb();
  db.orders.unshift(order);
  db.orderLines[order.id] = lines;
  const detail = detailOf(r, account);
  (db.issuing.details ??= {})[order.id] = { remark: detail.remark, gfdzdh: detail.gfdzdh, gfyhzh: detail.gfyhzh, xfdzdh: detail.xfdzdh, xfyhzh: detail.xfyhzh, review: detail.review };
  startRun(account, order, r.gfmc.includes(DEMO_FAIL_MARKER) ? DEMO_FAIL_REASON : undefined);
  return order;
}

export const reviewHandlers = [
  authed('get', '/v2/tax/invoice/audit/list', ({ account, query }) => {
    const text = (name: string) => (query.get(name) ?? '').trim();
    const [diskId, auditState, fplxdm, mine, kw, qsrq, zzrq] = ['diskId', 'auditState', 'fplxdm', 'mine', 'kw', 'qsrq', 'zzrq'].map(text) as string[];
    const base = visibleReviews(account).filter(
      (r) =>
        (!diskId || r.diskId === diskId) &&
        (!fplxdm || r.fplxdm === fplxdm) &&
        (mine !== 'true' || r.submitterUid === account.uid) &&
        matches(kw ?? '', r.applyId, r.gfmc, r.gfsh, r.xfmc, r.submitter) &&
        (!qsrq || shanghaiDay(r.submitTime) >= qsrq) &&
        (!zzrq || shanghaiDay(r.submitTime) <= zzrq),
    );
    const count = (state: number) => base.filter((r) => r.auditState === state).length;
    const list = base.filter((r) => !auditState || String(r.auditState) === auditState);
    const page = intParam(query, 'page', 1);
    const pageSize = intParam(query, 'pageSize', 20);
    return ok({
      list: paged(list, page, pageSize).map((r) => itemOf(r, account)),
      pages: { items: list.length, page, pageSize },
      counts: { inReview: count(11), passed: count(12), failed: count(111) },
    });
  }),

  authed('get', '/v2/tax/invoice/audit/{applyId}', ({ account, params }) => {
    const r = visibleReviews(account).find((x) => x.applyId === params.applyId);
    if (!r) return fail(202600404, NO_REVIEW);
    return ok(detailOf(r, account));
  }),

  authed('put', '/v2/tax/invoice/audit/{applyId}/pass', ({ account, params }) => {
    const r = visibleReviews(account).find((x) => x.applyId === params.applyId);
    if (!r) return fail(202600404, NO_REVIEW);
    if (r.auditState !== 11) return fail(202600001, NOT_IN_REVIEW);
    const issued = issueOf(account, r);
    if (typeof issued === 'string') return fail(202600002, issued);
    r.auditState = 12;
    r.reviewer = account.userName;
    r.reviewTime = new Date().toISOString();
    r.orderId = issued.id;
    save();
    return ok(detailOf(r, account), '审核通过，已提交开具');
  }),

  authed('put', '/v2/tax/invoice/audit/{applyId}/reject', async ({ account, params, request }) => {
    const r = visibleReviews(account).find((x) => x.applyId === params.applyId);
    if (!r) return fail(202600404, NO_REVIEW);
    if (r.auditState !== 11) return fail(202600001, NOT_IN_REVIEW);
    const body = await jsonBody<{ reason?: unknown }>(request);
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    if (!reason) return fail(202600003, NO_REASON);
    if ([...reason].length > 200) return fail(202600003, REASON_TOO_LONG);
    r.auditState = 111;
    r.reason = reason;
    r.reviewer = account.userName;
    r.reviewTime = new Date().toISOString();
    tellSubmitter(r);
    save();
    return ok(detailOf(r, account), '已驳回');
  }),
];
