// Seeded blue invoices for 负数发票开具 (spec 01 §2 negative): on the member's default terminal, which the agency, group
// and branch see too, ordinary paper and electronic invoices to reverse, some already partly or fully reversed by red
// invoices issued earlier, and a special one that needs its red-letter information sheet. Ids NB0001..., numbers 8800000x.
import Decimal from 'decimal.js';
import type { InvoiceLine, Order } from '../../features/invoices/api';
import type { Terminal } from '../../features/terminals/api';
import { pad } from '../random';
import { shanghaiMidnight } from './redLetter';

const DAY = 86_400_000;

interface Case {
  fplxdm: Order['fplxdm'];
  gfmc: string;
  gfsh: string;
  daysAgo: number;
  lines: Array<{ spbm: string; showName: string; dw: string; quantity: string; price: string; taxRate: string }>;
  /** Red invoices already issued against it: per line index, the amount without tax reversed. */
  reds?: Array<Record<number, string>>;
}

/** The seeded cases (docs/workbench/negative-printers.md names them by buyer). */
export const NEGATIVE_CASES: readonly Case[] = [
  {
    fplxdm: '026',
    gfmc: '上海星辰科技有限公司',
    gfsh: '91310115MA1K4XC001',
    daysAgo: 2,
    lines: [
      { spbm: '3040201030000000000', showName: '*信息技术服务*软件维护服务', dw: '次', quantity: '2', price: '3000.00', taxRate: '0.06' },
      { spbm: '1090511010000000000', showName: '*计算机配套产品*显示器', dw: '台', quantity: '4', price: '899.00', taxRate: '0.13' },
      { spbm: '1060201070000000000', showName: '*纸制品*打印纸', dw: '箱', quantity: '10', price: '25.50', taxRate: '0.13' },
    ],
    // Partly reversed: 1,000.00 of the maintenance line, one monitor.
    reds: [{ 0: '1000.00' }, { 1: '899.00' }],
  },
  {
    fplxdm: '007',
    gfmc: '杭州云帆贸易有限公司',
    gfsh: '91330100MA2B7YF002',
    daysAgo: 3,
    lines: [
      { spbm: '3040802010000000000', showName: '*咨询服务*财税咨询', dw: '项', quantity: '1', price: '5000.00', taxRate: '0.06' },
      { spbm: '1060201070000000000', showName: '*纸制品*打印纸', dw: '箱', quantity: '20', price: '25.50', taxRate: '0.13' },
    ],
  },
  {
    fplxdm: '026',
    gfmc: '南京恒信建材有限公司',
    gfsh: '91320100MA1C8HX003',
    daysAgo: 5,
    lines: [{ spbm: '3070401000000000000', showName: '*餐饮服务*餐费', dw: '次', quantity: '1', price: '1200.00', taxRate: '0.06' }],
    // Reversed in full already.
    reds: [{ 0: '1200.00' }],
  },
  {
    fplxdm: '004',
    gfmc: '苏州启明电子科技有限公司',
    gfsh: '91320500MA1D9QM004',
    daysAgo: 6,
    lines: [
      { spbm: '1090511010000000000', showName: '*计算机配套产品*显示器', dw: '台', quantity: '10', price: '899.00', taxRate: '0.13' },
      { spbm: '3040201030000000000', showName: '*信息技术服务*软件维护服务', dw: '次', quantity: '1', price: '2000.00', taxRate: '0.06' },
    ],
  },
  {
    fplxdm: '007',
    gfmc: '宁波海润物流有限公司',
    gfsh: '91330200MA2E6HR005',
    daysAgo: 8,
    lines: [
      { spbm: '3040802010000000000', showName: '*咨询服务*财税咨询', dw: '项', quantity: '3', price: '1500.00', taxRate: '0.06' },
      { spbm: '1090511010000000000', showName: '*计算机配套产品*显示器', dw: '台', quantity: '2', price: '899.00', taxRate: '0.13' },
    ],
    reds: [{ 0: '1500.00', 1: '899.00' }],
  },
];

const tax = (amount: Decimal, rate: string) => amount.mul(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * The cases' blue invoices and their red invoices (kind 1, linked to the blue one as the issuing handler links them),
 * on the terminal given, issued `daysAgo` days before today at 10:00 Shanghai time.
 */
export function seedNegativeCases(term: Terminal, now: number): { orders: Order[]; lines: Record<string, InvoiceLine[]>; redOf: Record<string, string> } {
  const today = shanghaiMidnight(now);
  const orders: Order[] = [];
  const lines: Record<string, InvoiceLine[]> = {};
  const redOf: Record<string, string> = {};
  let redCount = 0;
  NEGATIVE_CASES.forEach((c, k) => {
    const id = `NB${pad(k + 1, 4)}`;
    const at = today - c.daysAgo * DAY + 10 * 3600_000;
    const blueLines: InvoiceLine[] = c.lines.map((l) => {
      const amount = new Decimal(l.quantity).mul(l.price);
      return { ...l, lslbs: '', amount: amount.toFixed(2), taxAmount: tax(amount, l.taxRate).toFixed(2) };
    });
    const paper = c.fplxdm === '004' || c.fplxdm === '007';
    const blue = orderOf(term, c, id, blueLines, at, 0, paper ? { fpdm: `031007${pad(8800 + k, 6)}`, fphm: pad(88_000_001 + k, 8) } : { fpdm: `031002${pad(8800 + k, 6)}`, fphm: pad(88_000_001 + k, 8) });
    orders.push(blue);
    lines[id] = blueLines;
    (c.reds ?? []).forEach((red, r) => {
      redCount += 1;
      const redId = `NR${pad(redCount, 4)}`;
      const redLines: InvoiceLine[] = Object.entries(red).map(([index, value]) => {
        const blueLine = blueLines[Number(index)] as InvoiceLine;
        const amount = new Decimal(value);
        const whole = amount.eq(blueLine.amount);
        return {
          ...(blueLine.spbm ? { spbm: blueLine.spbm } : {}),
          showName: blueLine.showName,
          ...(blueLine.dw ? { dw: blueLine.dw } : {}),
          ...(whole && blueLine.quantity ? { quantity: `-${blueLine.quantity}`, price: blueLine.price } : {}),
          amount: amount.neg().toFixed(2),
          taxRate: blueLine.taxRate,
          taxAmount: tax(amount, blueLine.taxRate).neg().toFixed(2),
          lslbs: '',
        } as InvoiceLine;
      });
      const redAt = at + (r + 1) * 3600_000;
      const red0 = orderOf(term, c, redId, redLines, redAt, 1, { fpdm: blue.fpdm ?? '', fphm: pad(88_100_001 + redCount, 8) });
      orders.push(red0);
      lines[redId] = redLines;
      redOf[redId] = id;
    });
  });
  return { orders, lines, redOf };
}

function orderOf(term: Terminal, c: Case, id: string, orderLines: InvoiceLine[], at: number, kind: 0 | 1, number: { fpdm: string; fphm: string }): Order {
  const amount = orderLines.reduce((s, l) => s.add(l.amount), new Decimal(0));
  const taxAmount = orderLines.reduce((s, l) => s.add(l.taxAmount ?? '0'), new Decimal(0));
  const time = new Date(at).toISOString();
  return {
    id,
    diskId: term.diskId,
    taxerId: term.taxerId,
    xfmc: term.taxerName,
    gfmc: c.gfmc,
    gfsh: c.gfsh,
    fplxdm: c.fplxdm,
    ddzt: 0,
    fpzt: 3,
    kind,
    ywcj: '1',
    ...number,
    amount: amount.toFixed(2),
    taxAmount: taxAmount.toFixed(2),
    totalAmount: amount.add(taxAmount).toFixed(2),
    createTime: time,
    issueTime: time,
  };
}
