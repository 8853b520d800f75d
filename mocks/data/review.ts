// Seeded review queues (开票审核, platform/api/openapi/review.yaml) and proxy-issue applications (数电易代开,
// platform/api/openapi/proxyIssue.yaml). They are made from the seeded terminals and invoices the first time a handler
// reads them, and kept in the database beside the rest (the MockDb fields below), so the seed code stays as it was.
import Decimal from 'decimal.js';
import type { InvoiceLine, Order } from '../../features/invoices/api';
import type { GoodsLine, InvoiceDraft } from '../../features/invoice-issue/rules';
import type { ProxyApplication } from '../../features/proxy-issue/api';
import type { ReviewItem } from '../../features/issue-review/api';
import { demoAccounts } from '../accounts';
import { pad } from '../random';
import { shanghaiMidnight } from './redLetter';

/** A submission as the backend keeps it: the draft the issuing form would send, and who submitted it. */
export interface StoredReview extends Omit<ReviewItem, 'mine' | 'fpzt' | 'fpdm' | 'fphm' | 'failReason'> {
  submitterUid: string;
  draft: InvoiceDraft;
  xfsh: string;
  xfdzdh: string;
  xfyhzh: string;
}

/** An application as the backend keeps it: a pending one is answered by the demo tax bureau at `settleAt`. */
export interface StoredProxyApplication extends ProxyApplication {
  uid: string;
  settleAt?: number;
  orderId?: string;
}

declare module '../seed' {
  interface MockDb {
    /** Review queue (mocks/data/review.ts); made on first use. */
    reviews?: StoredReview[];
    /** Proxy-issue applications (mocks/data/review.ts); made on first use. */
    proxyApplications?: StoredProxyApplication[];
  }
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Who submits in the demo: staff of the enterprise (no demo account) and the demo users themselves. */
const staff = [
  { uid: 'S-STAFF-1', name: '王小丽' },
  { uid: 'S-STAFF-2', name: '陈明' },
  { uid: 'S-STAFF-3', name: '刘晓燕' },
];

const buyers = [
  { name: '上海明远商贸有限公司', taxId: '91310000MA1FL8XQ30', addressPhone: '上海市浦东新区世纪大道100号 021-58881234', bank: '中国银行上海分行 6222000011112222' },
  { name: '苏州启明电子科技有限公司', taxId: '91320500MA1MX7QK2T', addressPhone: '苏州市工业园区星湖街88号 0512-62223333', bank: '招商银行苏州分行 6214830212345678' },
  { name: '杭州云帆贸易有限公司', taxId: '91330100MA2H1Y8D5P', addressPhone: '杭州市西湖区文三路90号 0571-88776655', bank: '中国工商银行杭州分行 1202020109900012345' },
  { name: '南京恒信建材有限公司', taxId: '91320100MA1Y3QWE8J', addressPhone: '南京市鼓楼区中山北路200号 025-83334444', bank: '中国建设银行南京分行 32001588736052501234' },
  { name: '宁波海润物流有限公司', taxId: '91330200MA2GUK6P1R', addressPhone: '宁波市北仑区新碶街道明州路18号 0574-86880000', bank: '宁波银行北仑支行 51010122000345678' },
];

/** Why the seeded failed submissions were failed: what a reviewer writes. */
const failReasons = ['购买方税号与合同不一致，请核对后重新提交', '单价与报价单不符，请按合同价格修改', '备注缺少项目名称和合同编号'];

/** Where submissions come from (order sources of spec 02 §3.1): scan, self-service, API, review agent. */
const sources = ['2', '3', '7', '13'];

function goodsOf(lines: readonly InvoiceLine[]): GoodsLine[] {
  return lines.map((l) => ({
    ...(l.spbm ? { spbm: l.spbm } : {}),
    showName: l.showName,
    name: l.showName.replace(/^\*[^*]+\*/, ''),
    ggxh: l.ggxh ?? '',
    dw: l.dw ?? '',
    quantity: l.quantity ?? '',
    price: l.price ?? '',
    amount: l.amount,
    taxRate: l.taxRate,
    taxAmount: l.taxAmount ?? '0.00',
    hsbz: '0',
    lslbs: (l.lslbs ?? '') as GoodsLine['lslbs'],
    fphxz: '0',
  }));
}

interface SeedTerminal {
  diskId: string;
  taxerId: string;
  taxerName: string;
  taxerType?: string;
}

/**
 * The review queue of a terminal: submissions built on the terminal's own issued invoices (their lines and type), so
 * they pass the issuing rules; `plan` gives the audit state of each, the reviewer's user and the submitter.
 */
function reviewsOf(t: SeedTerminal, templates: readonly Order[], lines: Record<string, InvoiceLine[]>, plan: ReadonlyArray<{ state: 11 | 12 | 111; mineUid?: string }>, reviewer: string, start: number, today: number): StoredReview[] {
  return plan.flatMap((p, k) => {
    const template = templates[k % templates.length];
    if (!template) return [];
    const goods = goodsOf(lines[template.id] ?? []);
    const seededBuyer = buyers[(k + start) % buyers.length] as (typeof buyers)[number];
    // A passed one was issued as the template invoice: the same buyer.
    const buyer = p.state === 12 ? { ...seededBuyer, name: template.gfmc, taxId: template.gfsh ?? '' } : seededBuyer;
    const amount = goods.reduce((s, g) => s.add(String(g.amount)), new Decimal(0));
    const tax = goods.reduce((s, g) => s.add(String(g.taxAmount)), new Decimal(0));
    const who = p.mineUid ? { uid: p.mineUid, name: p.mineUid === demoAccounts.member.uid ? demoAccounts.member.userName : demoAccounts.agency.userName } : (staff[k % staff.length] as (typeof staff)[number]);
    const submitted = today - Math.floor(k / 3) * DAY + (9 + (k % 8)) * HOUR + k * 7 * 60_000;
    const item: StoredReview = {
      applyId: `SH${pad(start + k + 1, 6)}`,
      auditState: p.state,
      diskId: t.diskId,
      taxerId: t.taxerId,
      xfmc: t.taxerName,
      xfsh: t.taxerId,
      xfdzdh: '上海市徐汇区漕溪北路88号 021-64380000',
      xfyhzh: '中国工商银行上海分行 1001244309000123456',
      gfmc: buyer.name,
      gfsh: buyer.taxId,
      fplxdm: template.fplxdm,
      amount: amount.toFixed(2),
      taxAmount: tax.toFixed(2),
      totalAmount: amount.add(tax).toFixed(2),
      ywcj: sources[k % sources.length] as string,
      submitter: who.name,
      submitterUid: who.uid,
      submitTime: new Date(submitted).toISOString(),
      draft: {
        purchaserInfo: { buyerTaxerName: buyer.name, buyerTaxerId: buyer.taxId, buyerAddressTel: buyer.addressPhone, buyerBankAccount: buyer.bank },
        review: { payee: '李娜', checker: '张伟', drawer: who.name },
        remark: `合同编号HT2026${pad(start + k + 101, 4)}`,
        goodsList: goods,
        curInvoiceType: template.fplxdm as InvoiceDraft['curInvoiceType'],
        tdyslxdm: '',
      },
    };
    if (p.state !== 11) {
      item.reviewer = reviewer;
      item.reviewTime = new Date(submitted + 2 * HOUR).toISOString();
    }
    // A passed submission was issued as the template invoice: its invoice is in the inquiry.
    if (p.state === 12) item.orderId = template.id;
    if (p.state === 111) item.reason = failReasons[k % failReasons.length] as string;
    return [item];
  });
}

/**
 * The member's default terminal (the agency sees it too) and two more of the agency's (among its first 40): general
 * taxpayers of other enterprises, whose seeded invoices' rates a general taxpayer may issue.
 */
export function seedReviews(terminals: readonly SeedTerminal[], orders: readonly Order[], lines: Record<string, InvoiceLine[]>, now: number): StoredReview[] {
  const today = shanghaiMidnight(now);
  // Ordinary goods and services only: transport codes (301...) belong to the special business of freight and passengers.
  const plain = (id: string) => (lines[id]?.length ?? 0) > 0 && (lines[id] ?? []).every((l) => !(l.spbm ?? '').startsWith('301'));
  const templatesOf = (diskId: string) => orders.filter((o) => o.diskId === diskId && o.kind === 0 && o.ddzt === 0 && o.fpzt === 3 && plain(o.id)).slice(0, 12);
  const member = demoAccounts.member.uid;
  const agency = demoAccounts.agency.uid;
  const memberPlan = [
    { state: 11 as const },
    { state: 11 as const, mineUid: member },
    { state: 11 as const },
    { state: 111 as const, mineUid: member },
    { state: 11 as const },
    { state: 12 as const },
    { state: 11 as const },
    { state: 12 as const, mineUid: member },
    { state: 111 as const },
    { state: 11 as const },
    { state: 12 as const },
    { state: 11 as const },
  ];
  const agencyPlan = [
    { state: 11 as const },
    { state: 11 as const, mineUid: agency },
    { state: 111 as const, mineUid: agency },
    { state: 12 as const },
    { state: 11 as const },
    { state: 11 as const },
  ];
  const first = terminals[0];
  const [fifth, sixth] = terminals.slice(0, 40).filter((t) => t.taxerId !== first?.taxerId && (t.taxerType === '01' || t.taxerType === '02'));
  const out: StoredReview[] = [];
  if (first) out.push(...reviewsOf(first, templatesOf(first.diskId), lines, memberPlan, demoAccounts.member.userName, 0, today));
  if (fifth) out.push(...reviewsOf(fifth, templatesOf(fifth.diskId), lines, agencyPlan, demoAccounts.agency.userName, 100, today));
  if (sixth) out.push(...reviewsOf(sixth, templatesOf(sixth.diskId), lines, agencyPlan.slice(0, 4), demoAccounts.agency.userName, 200, today));
  return out.sort((a, b) => b.submitTime.localeCompare(a.submitTime));
}

/** How long the demo tax bureau takes to issue a proxy application (docs/workbench/review-and-proxy-issue.md). */
export const DEMO_PROXY_ANSWER_MS = 5_000;

const proxyGoods = [
  { name: '咨询服务费', spbm: '3040201990000000000', unit: '次', taxRate: '0.03' },
  { name: '技术服务费', spbm: '3040101990000000000', unit: '项', taxRate: '0.03' },
  { name: '设计服务费', spbm: '3040203000000000000', unit: '项', taxRate: '0.01' },
];

/**
 * Applications of each state a user meets, on the member's terminals (also the agency's): issued ones (2) whose
 * invoices the caller adds to the orders, one the tax bureau is still answering (1), one made while the tax-bureau
 * account was signed out (3) and one voided (4).
 */
export function seedProxyApplications(terminals: readonly SeedTerminal[], now: number): StoredProxyApplication[] {
  const today = shanghaiMidnight(now);
  const first = terminals[0];
  if (!first) return [];
  const plan: Array<{ t: SeedTerminal; status: 1 | 2 | 3 | 4; uid: string }> = [
    { t: first, status: 2, uid: demoAccounts.member.uid },
    { t: first, status: 2, uid: demoAccounts.agency.uid },
    // Made while the terminal's tax-bureau account was signed out; signed in since, it may be submitted again.
    { t: first, status: 3, uid: demoAccounts.member.uid },
    { t: first, status: 1, uid: demoAccounts.agency.uid },
    { t: first, status: 4, uid: demoAccounts.member.uid },
    { t: first, status: 2, uid: demoAccounts.member.uid },
  ];
  return plan.map(({ t, status, uid }, k) => {
    const g = proxyGoods[k % proxyGoods.length] as (typeof proxyGoods)[number];
    const amount = new Decimal(800 + k * 350).toFixed(2);
    const taxAmount = new Decimal(amount).mul(g.taxRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
    const buyer = buyers[k % buyers.length] as (typeof buyers)[number];
    const applied = today - (6 - k) * DAY + 10 * HOUR;
    const app: StoredProxyApplication = {
      applyId: `DK${pad(k + 1, 6)}`,
      applyStatus: status,
      diskId: t.diskId,
      taxerId: t.taxerId,
      xfmc: t.taxerName,
      fplxdm: k % 3 === 1 ? '81' : '82',
      buyer: { name: buyer.name, taxId: buyer.taxId, addressPhone: buyer.addressPhone, bankAccount: buyer.bank },
      lines: [{ name: g.name, spbm: g.spbm, unit: g.unit, quantity: '1', amount, taxRate: g.taxRate, taxAmount }],
      remark: '',
      contact: { name: uid === demoAccounts.member.uid ? demoAccounts.member.userName : demoAccounts.agency.userName, mobile: uid === demoAccounts.member.uid ? demoAccounts.member.phone : demoAccounts.agency.phone },
      amount,
      taxAmount,
      totalAmount: new Decimal(amount).add(taxAmount).toFixed(2),
      applyTime: new Date(applied).toISOString(),
      uid,
    };
    if (status === 2 || status === 4) app.doneTime = new Date(applied + HOUR).toISOString();
    if (status === 3) app.message = '当前终端未登录电子税局，请登录税局账号后重新提交';
    // Still with the tax bureau: it answers long after the demo's usual 5 s (one stays visibly pending).
    if (status === 1) app.settleAt = now + 30 * 60_000;
    return app;
  });
}
