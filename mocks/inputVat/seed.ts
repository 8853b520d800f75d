// Seed of the input-VAT store (mocks/inputVat/store.ts): a month and a half of purchase invoices per enterprise from
// realistic sellers at 13/9/6/3 %, some ticked in the current period, and an earlier period ticked and confirmed.
// Deterministic per enterprise (its tax number seeds the generator); dates are counted back from today (Asia/Shanghai).
import Decimal from 'decimal.js';
import type { PurchaseInvoiceLine } from '../../features/input-vat/api';
import { pad, seededRandom, type Random } from '../random';
import { currentPeriod, DAY, periodOfDate, previousPeriod, shanghaiDate, type StoredPurchase, type TaxpayerVat } from './store';

interface Seller {
  name: string;
  taxNo: string;
  rate: '0.13' | '0.09' | '0.06' | '0.03';
  goods: readonly [name: string, unit: string][];
}

/** Sellers an enterprise in Shanghai buys from, each at the rate of what it sells. */
export const sellers: readonly Seller[] = [
  { name: '上海宝钢包装股份有限公司', taxNo: '91310000631696382C', rate: '0.13', goods: [['*金属制品*钢桶', '只'], ['*金属制品*马口铁罐', '只']] },
  { name: '苏州汇川技术有限公司', taxNo: '91320505755099456K', rate: '0.13', goods: [['*电器机械及器材*变频器', '台'], ['*电器机械及器材*伺服电机', '台']] },
  { name: '联想（上海）信息技术有限公司', taxNo: '913100007178861247', rate: '0.13', goods: [['*计算机*笔记本电脑', '台'], ['*计算机*显示器', '台']] },
  { name: '上海晨光文具股份有限公司', taxNo: '91310000740548703R', rate: '0.13', goods: [['*文具*中性笔', '盒'], ['*纸制品*复印纸', '箱']] },
  { name: '中国石化销售股份有限公司上海石油分公司', taxNo: '91310000132209325M', rate: '0.13', goods: [['*成品油*汽油', '升'], ['*成品油*柴油', '升']] },
  { name: '京东五星电器集团有限公司', taxNo: '91320000134789546D', rate: '0.13', goods: [['*家用电器*空调', '台'], ['*家用电器*冰箱', '台']] },
  { name: '上海益海嘉里食品营销有限公司', taxNo: '91310115MA1H7X2K5F', rate: '0.09', goods: [['*食用植物油*大豆油', '桶'], ['*谷物*大米', '袋']] },
  { name: '国网上海市电力公司', taxNo: '91310000132232876W', rate: '0.13', goods: [['*供电*电费', '千瓦时']] },
  { name: '上海顺丰速运有限公司', taxNo: '913100007867226104', rate: '0.06', goods: [['*物流辅助服务*收派服务费', '票']] },
  { name: '上海德邦物流有限公司', taxNo: '91310118566579523F', rate: '0.09', goods: [['*运输服务*国内公路货物运输服务', '次']] },
  { name: '中铁快运股份有限公司', taxNo: '91110000710933809D', rate: '0.09', goods: [['*运输服务*铁路货物运输服务', '次']] },
  { name: '万科物业服务股份有限公司上海分公司', taxNo: '91310000MA1FL3U73P', rate: '0.06', goods: [['*物业管理服务*物业费', '月']] },
  { name: '上海锦江国际酒店有限公司', taxNo: '91310000132203715P', rate: '0.06', goods: [['*住宿服务*住宿费', '晚'], ['*餐饮服务*餐费', '次']] },
  { name: '中国移动通信集团上海有限公司', taxNo: '91310000132149237G', rate: '0.06', goods: [['*增值电信服务*流量费', '月']] },
  { name: '中国电信股份有限公司上海分公司', taxNo: '91310000832225370A', rate: '0.06', goods: [['*增值电信服务*专线服务费', '月']] },
  { name: '金蝶软件（中国）有限公司上海分公司', taxNo: '91310104MA1FR6XK2B', rate: '0.06', goods: [['*信息技术服务*软件服务费', '年']] },
  { name: '上海仲量联行物业管理有限公司', taxNo: '91310000607390621X', rate: '0.09', goods: [['*经营租赁*办公室租金', '月']] },
  { name: '上海市浦东新区小刘五金经营部', taxNo: '92310115MA1K4R6H3B', rate: '0.03', goods: [['*五金*螺丝', '盒'], ['*五金*扳手', '把']] },
  { name: '上海闵行区安心保洁服务部', taxNo: '92310112MA1JX8F05T', rate: '0.03', goods: [['*生活服务*保洁服务费', '次']] },
  { name: '杭州海康威视数字技术股份有限公司', taxNo: '91330000733796106P', rate: '0.13', goods: [['*监控设备*网络摄像机', '台'], ['*监控设备*硬盘录像机', '台']] },
];

/** A string's 32-bit hash (FNV-1a): seeds an enterprise's generator. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Amount, tax (rounded half up to the fen) and total of a net amount in fen at a rate. */
export function moneyOf(cents: number, rate: string): { amount: string; taxAmount: string; totalAmount: string } {
  const amount = new Decimal(cents).div(100);
  const tax = amount.mul(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { amount: amount.toFixed(2), taxAmount: tax.toFixed(2), totalAmount: amount.add(tax).toFixed(2) };
}

type Fields = Omit<StoredPurchase, 'id' | 'ticked' | 'period' | 'source' | 'collectedAt'>;

/** An invoice from a seller on a day: mostly fully-digital special invoices, some paper and electronic special ones. */
function invoiceFields(rand: Random, seller: Seller, day: string, serial: number): Fields {
  const roll = rand.next();
  const fplxdm = roll < 0.75 ? '81' : roll < 0.9 ? '004' : '028';
  const cents = rand.int(8_000, 6_000_000) + (rand.next() < 0.3 ? rand.int(0, 99) : 0);
  const yy = day.slice(2, 4);
  const number =
    fplxdm === '81'
      ? { fpdm: '', fphm: `${yy}31${pad(sellers.indexOf(seller), 2)}000${pad(serial, 11)}` }
      : { fpdm: fplxdm === '004' ? `31000${yy}130` : `0310026${yy}111`, fphm: pad(serial % 100_000_000, 8) };
  return { fplxdm, ...number, xfmc: seller.name, xfsh: seller.taxNo, issueDate: day, taxRate: seller.rate, ...moneyOf(cents, seller.rate) };
}

/** The ISO instant of a Shanghai day at an hour. */
const at = (day: string, hour: number): string => new Date(`${day}T${pad(hour, 2)}:00:00+08:00`).toISOString();

/** Last day of a period (YYYY-MM-DD). */
function lastDayOf(period: string): string {
  const y = Number(period.slice(0, 4));
  const m = Number(period.slice(4, 6));
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * An enterprise's purchase invoices: about 250-320 of the last 75 days not yet ticked in an earlier period (a third
 * of them ticked in the current period), and 12-20 ticked in the previous period, whose statistics were confirmed: few
 * enough that most enterprises still owe VAT on that period's return (mocks/declarations, docs/input-vat/declarations.md).
 */
export function seedTaxpayer(taxNo: string, now: number): TaxpayerVat {
  const rand = seededRandom(hashOf(taxNo));
  const period = currentPeriod(now);
  const previous = previousPeriod(period);
  const member = taxNo === '91310000MA1G000001';
  const open = member ? 320 : rand.int(250, 300);
  const closed = rand.int(12, 20);
  const base = hashOf(`${taxNo}#serial`) % 900_000;
  const invoices: StoredPurchase[] = [];
  const push = (fields: Fields, ticked: boolean, tickPeriod: string | undefined, collectedAt: string) => {
    invoices.push({ ...fields, id: `PI${taxNo.slice(-6)}-${pad(invoices.length + 1, 4)}`, ticked, ...(tickPeriod ? { period: tickPeriod } : {}), source: 'seed', collectedAt });
  };
  const previousEnd = lastDayOf(previous);
  for (let k = 0; k < closed; k += 1) {
    // Issued in the 40 days up to the previous period's end, ticked in it.
    const day = shanghaiDate(new Date(`${previousEnd}T12:00:00+08:00`).getTime() - rand.int(0, 40) * DAY);
    push(invoiceFields(rand, rand.pick(sellers), day, base + invoices.length + 1), true, previous, at(day, 9 + (k % 8)));
  }
  for (let k = 0; k < open; k += 1) {
    const day = shanghaiDate(now - rand.int(0, 75) * DAY);
    const tickedNow = rand.next() < 0.3;
    push(invoiceFields(rand, rand.pick(sellers), day, base + invoices.length + 1), tickedNow, tickedNow ? period : undefined, at(day, 9 + (k % 8)));
  }
  invoices.sort((a, b) => b.issueDate.localeCompare(a.issueDate) || a.id.localeCompare(b.id));
  // The previous period was confirmed on its last evening (before today in any case).
  const confirmedAt = new Date(Math.min(new Date(`${previousEnd}T18:00:00+08:00`).getTime(), now - 3_600_000)).toISOString();
  return { taxNo, invoices, confirmed: { [previous]: confirmedAt }, seq: invoices.length };
}

/**
 * What the tax bureau holds for an enterprise's period, as its download brings it: 24 invoices, the first 6 of them
 * already among the enterprise's (counted as duplicates), 18 new ones issued in the period up to the download.
 */
export function downloadedInvoices(taxNo: string, period: string, payer: TaxpayerVat, doneAt: number): Omit<StoredPurchase, 'id'>[] {
  const rand = seededRandom(hashOf(`${taxNo}@${period}`));
  const collectedAt = new Date(doneAt).toISOString();
  const first = `${period.slice(0, 4)}-${period.slice(4, 6)}-01`;
  const last = [lastDayOf(period), shanghaiDate(doneAt)].sort()[0]!;
  const span = Math.max(0, Math.round((new Date(last).getTime() - new Date(first).getTime()) / DAY));
  const held = payer.invoices.filter((inv) => inv.source === 'seed' && periodOfDate(inv.issueDate) <= period).slice(0, 6);
  const fresh = Array.from({ length: 24 - held.length }, (_, k) => {
    const day = new Date(new Date(`${first}T12:00:00+08:00`).getTime() + rand.int(0, span) * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
    const fields = invoiceFields(rand, rand.pick(sellers), day, 950_000 + (hashOf(period) % 40_000) + k);
    return { ...fields, ticked: false, source: 'download' as const, collectedAt };
  });
  return [...held.map(({ id: _id, ...inv }) => inv), ...fresh];
}

/**
 * The answer of a verification (查验) of a number the file did not spell out in full: an invoice the tax bureau
 * holds for the enterprise (its download) if the number is one of them, else one made up from the number.
 */
export function verifiedInvoice(taxNo: string, fphm: string, hints: { xfmc?: string; issueDate?: string }, now: number): Fields {
  const rand = seededRandom(hashOf(`${taxNo}/${fphm}`));
  const seller = sellers.find((s) => s.name === hints.xfmc) ?? rand.pick(sellers);
  const day = hints.issueDate ?? shanghaiDate(now - rand.int(0, 20) * DAY);
  const fields = invoiceFields(rand, seller, day, 1);
  return { ...fields, fplxdm: fphm.length === 20 ? '81' : fields.fplxdm, fpdm: fphm.length === 20 ? '' : fields.fpdm, fphm, xfmc: hints.xfmc ?? seller.name };
}

/** An invoice's goods lines: those read from its file, else one line of its seller's goods over the whole amount. */
export function linesOf(inv: StoredPurchase): PurchaseInvoiceLine[] {
  if (inv.lines?.length) return inv.lines;
  const seller = sellers.find((s) => s.taxNo === inv.xfsh);
  const rand = seededRandom(hashOf(inv.id));
  const [name, unit] = seller ? rand.pick(seller.goods) : ['*商品*货物', '件'];
  const quantity = rand.int(1, 40);
  const price = new Decimal(inv.amount).div(quantity).toDecimalPlaces(8, Decimal.ROUND_HALF_UP);
  return [{ name, unit, quantity: String(quantity), price: price.toString(), amount: inv.amount, taxRate: inv.taxRate, taxAmount: inv.taxAmount }];
}
