// The issuing page's entry contract: other pages link to the issuing route with search params.
//   red=1&blueInvoiceCode=<code>&blueInvoiceNumber=<number>[&redSheetNo=<sheet>]  a red invoice of that blue one
//     [&redLines=<index>:<amount>,...]  only those lines of it, each for that amount without tax (负数发票开具, part)
//   copyInvoiceCode=<code>&copyInvoiceNumber=<number>                             a new draft copied from that invoice
//   invalid=1                                                                    void a blank paper/electronic invoice
// A fully-digital invoice has no code: its code parameter is empty.
import { areaPrefixes, type Area } from '../../platform/routing';
import { invoiceTypes, type InvoiceType } from './rules/types';

export type IssueEntry =
  | { kind: 'blue' }
  | { kind: 'red'; code: string; number: string; redSheetNo: string; lines?: readonly RedLinePick[] }
  | { kind: 'copy'; code: string; number: string }
  | { kind: 'void' };

/** A blue line to reverse (its index in the blue invoice) and the amount without tax to reverse on it (positive). */
export interface RedLinePick {
  index: number;
  amount: string;
}

/** redLines' text: `0:1000.00,2:50.00`. */
export function redLinesText(lines: readonly RedLinePick[]): string {
  return lines.map((l) => `${l.index}:${l.amount}`).join(',');
}

/** The picks of a redLines text; undefined when it does not read (the whole invoice is then reversed). */
export function redLinesOf(text: string): RedLinePick[] | undefined {
  if (!text) return undefined;
  const picks: RedLinePick[] = [];
  for (const part of text.split(',')) {
    const match = /^(\d{1,4}):(\d+(?:\.\d{1,2})?)$/.exec(part.trim());
    if (!match || Number(match[2]) <= 0 || picks.some((p) => p.index === Number(match[1]))) return undefined;
    picks.push({ index: Number(match[1]), amount: match[2] as string });
  }
  return picks.length > 0 ? picks : undefined;
}

/** The entry a location's search string asks for; anything incomplete is an ordinary (blue) invoice. */
export function issueEntryOf(search: string): IssueEntry {
  const p = new URLSearchParams(search);
  const get = (name: string) => (p.get(name) ?? '').trim();
  if (get('red') === '1' && get('blueInvoiceNumber') !== '') {
    const lines = get('redSheetNo') ? undefined : redLinesOf(get('redLines'));
    return { kind: 'red', code: get('blueInvoiceCode'), number: get('blueInvoiceNumber'), redSheetNo: get('redSheetNo'), ...(lines ? { lines } : {}) };
  }
  if (get('copyInvoiceNumber') !== '') return { kind: 'copy', code: get('copyInvoiceCode'), number: get('copyInvoiceNumber') };
  if (get('invalid') === '1') return { kind: 'void' };
  return { kind: 'blue' };
}

/** The issuing route of an area for an entry: positive for paper/electronic, fullpower/positive for fully-digital. */
export function issueEntryPath(area: Area, entry: IssueEntry, digital = false): string {
  const base = `${areaPrefixes[area]}/${digital ? 'fullpower/positive' : 'positive'}`;
  const p = new URLSearchParams();
  if (entry.kind === 'red') {
    p.set('red', '1');
    p.set('blueInvoiceCode', entry.code);
    p.set('blueInvoiceNumber', entry.number);
    if (entry.redSheetNo) p.set('redSheetNo', entry.redSheetNo);
    else if (entry.lines?.length) p.set('redLines', redLinesText(entry.lines));
  } else if (entry.kind === 'copy') {
    p.set('copyInvoiceCode', entry.code);
    p.set('copyInvoiceNumber', entry.number);
  } else if (entry.kind === 'void') p.set('invalid', '1');
  const query = p.toString();
  return query ? `${base}?${query}` : base;
}

/** The draft store's kind for an entry: a red or copied draft is kept apart from the type's ordinary draft. */
export function draftKindOf(type: string, entry: IssueEntry): string {
  if (entry.kind === 'red') return `issue-${type}-red-${entry.code}-${entry.number}${entry.lines ? `-${redLinesText(entry.lines)}` : ''}`;
  if (entry.kind === 'copy') return `issue-${type}-copy-${entry.code}-${entry.number}`;
  if (entry.kind === 'void') return `issue-${type}-void`;
  return `issue-${type}`;
}

/**
 * Where the seller's information is kept up (202500035 offers '+ 销方信息', spec 01 §8): /account/sellerInfo,
 * /service/sellerInfo, and for members the terminal page, whose seller tab is asked for by `tab=sellerInfo`.
 */
export function sellerInfoPath(area: Area): string {
  if (area === 'member') return `${areaPrefixes.member}/terminal?tab=sellerInfo`;
  if (area === 'service') return `${areaPrefixes.service}/sellerInfo`;
  return `${areaPrefixes.account}/sellerInfo`;
}

/**
 * Whether an issued invoice may get a red invoice on the issuing form: an issued blue paper/electronic one (spec 01 §4).
 * A special one (004, 028) only with its red-letter information sheet, a fully-digital one only from its confirmation
 * sheet (features/red-letter).
 */
export function canRedInvoice(order: { kind: number; ddzt: number; fpzt: number; fplxdm: string }, withSheet = false): boolean {
  const type = Object.hasOwn(invoiceTypes, order.fplxdm) ? invoiceTypes[order.fplxdm as InvoiceType] : null;
  const allowed = type?.family === 'tax' ? withSheet || !type.special : withSheet && type?.family === 'digital';
  return order.kind === 0 && order.ddzt === 0 && order.fpzt === 3 && allowed;
}

/** Whether an invoice can be copied into a new draft: one of the types the form issues, with goods (not a void). */
export function canCopyInvoice(order: { kind: number; fplxdm: string }): boolean {
  return Object.hasOwn(invoiceTypes, order.fplxdm) && order.kind !== 2;
}
