// The issuing page's entry contract (issue 10 §3): other pages link to the issuing route with search params.
//   red=1&blueInvoiceCode=<code>&blueInvoiceNumber=<number>[&redSheetNo=<sheet>]  a red invoice of that blue one
//   copyInvoiceCode=<code>&copyInvoiceNumber=<number>                             a new draft copied from that invoice
//   invalid=1                                                                    void a blank paper/electronic invoice
// A fully-digital invoice has no code: its code parameter is empty.
import { areaPrefixes, type Area } from '../../platform/routing';

export type IssueEntry =
  | { kind: 'blue' }
  | { kind: 'red'; code: string; number: string; redSheetNo: string }
  | { kind: 'copy'; code: string; number: string }
  | { kind: 'void' };

/** The entry a location's search string asks for; anything incomplete is an ordinary (blue) invoice. */
export function issueEntryOf(search: string): IssueEntry {
  const p = new URLSearchParams(search);
  const get = (name: string) => (p.get(name) ?? '').trim();
  if (get('red') === '1' && get('blueInvoiceNumber') !== '') {
    return { kind: 'red', code: get('blueInvoiceCode'), number: get('blueInvoiceNumber'), redSheetNo: get('redSheetNo') };
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
  } else if (entry.kind === 'copy') {
    p.set('copyInvoiceCode', entry.code);
    p.set('copyInvoiceNumber', entry.number);
  } else if (entry.kind === 'void') p.set('invalid', '1');
  const query = p.toString();
  return query ? `${base}?${query}` : base;
}

/** The draft store's kind for an entry: a red or copied draft is kept apart from the type's ordinary draft. */
export function draftKindOf(type: string, entry: IssueEntry): string {
  if (entry.kind === 'red') return `issue-${type}-red-${entry.code}-${entry.number}`;
  if (entry.kind === 'copy') return `issue-${type}-copy-${entry.code}-${entry.number}`;
  if (entry.kind === 'void') return `issue-${type}-void`;
  return `issue-${type}`;
}
