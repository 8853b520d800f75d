// Batch operations on the goods lines of the issuing grid (spec 02 §3.1 'Batch goods operations'; spec 01 §4
// 'Tax-rate policy'): each takes the lines and the ids it acts on (the checked lines, or all when none
// is checked: targetIds) and returns new lines; nothing is mutated. Money in decimal arithmetic (read.ts).
// A discount line (fphxz 1) follows its goods line (fphxz 2) and shares its name, code and rate.
import { recalculate, type EditLine } from './lineAmounts';
import { Money, decimal, round2 } from './read';
import { isCoalCode } from './specialBusiness';
import { allowedTaxRates, forbiddenRateKey } from './taxRates';
import type { IssueContext } from './types';

/** What a batch operation did: the new lines, and how many target lines it left alone (the policy refused them). */
export interface BatchResult {
  lines: EditLine[];
  changed: number;
  skipped: number;
}

/** Message keys of the batch operations' refusals (namespace issueGrid). */
export const batchMessages = {
  discountInvalid: 'issueGrid:discount.invalid',
  discountTooLarge: 'issueGrid:discount.tooLarge',
  discountNoAmount: 'issueGrid:discount.noAmount',
} as const;

/** The goods lines a batch acts on: the checked ones, or every goods line when none is checked (discount lines excluded). */
export function targetIds(lines: readonly EditLine[], checked: ReadonlySet<string>): Set<string> {
  const goods = lines.filter((l) => l.fphxz !== '1');
  const picked = goods.filter((l) => checked.has(l.id));
  return new Set((picked.length > 0 ? picked : goods).map((l) => l.id));
}

/** The discount line that follows a goods line, if any. */
export function discountOf(lines: readonly EditLine[], index: number): EditLine | null {
  const next = lines[index + 1];
  return lines[index]?.fphxz === '2' && next?.fphxz === '1' ? next : null;
}

/** The short name of a showName (*short*full -> short), or '' when it has none. */
export function shortNameOf(showName: string): string {
  const m = /^\*([^*]+)\*/.exec(showName);
  return m ? m[1]! : '';
}

/** The full name of a showName (*short*full -> full). */
export function fullNameOf(showName: string): string {
  const m = /^\*[^*]+\*(.*)$/.exec(showName);
  return m ? m[1]! : showName;
}

/** showName as printed: *short name*full name (spec 01 §3), or the name alone without a short name. */
export function showNameOf(shortName: string, fullName: string): string {
  return shortName ? `*${shortName}*${fullName}` : fullName;
}

/** Applies `change` to each target goods line and keeps its discount line's name, code and rate in step. */
function mapTargets(lines: readonly EditLine[], ids: ReadonlySet<string>, change: (line: EditLine) => EditLine | null): BatchResult {
  const out: EditLine[] = [];
  let changed = 0;
  let skipped = 0;
  let parent: EditLine | null = null;
  for (const line of lines) {
    if (line.fphxz === '1' && parent) {
      out.push({ ...line, showName: parent.showName, spbm: parent.spbm, rate: parent.rate });
      continue;
    }
    parent = null;
    if (!ids.has(line.id) || line.fphxz === '1') {
      out.push(line);
      continue;
    }
    const next = change(line);
    if (next === null) {
      skipped++;
      out.push(line);
    } else {
      if (next !== line) changed++;
      out.push(next);
      if (next.fphxz === '2') parent = next;
    }
  }
  return { lines: out, changed, skipped };
}

/** 修改名称: the full name changes, the short name of the tax code stays. */
export function renameLines(lines: readonly EditLine[], ids: ReadonlySet<string>, fullName: string): BatchResult {
  const name = fullName.trim();
  return mapTargets(lines, ids, (l) => ({ ...l, showName: showNameOf(shortNameOf(l.showName), name) }));
}

/** 修改单位. */
export function changeUnit(lines: readonly EditLine[], ids: ReadonlySet<string>, unit: string): BatchResult {
  return mapTargets(lines, ids, (l) => ({ ...l, dw: unit.trim() }));
}

/** Whether the rate option is allowed on this line by the policy (taxpayer, invoice type, the code's own rates). */
function rateAllowed(line: EditLine, option: string, ctx: IssueContext): boolean {
  const allowed = allowedTaxRates(ctx, { spbm: line.spbm, taxRateList: line.taxRateList }).find((o) => o.value === option);
  return !!allowed && forbiddenRateKey(allowed.rate, allowed.dutyFree, ctx) === null;
}

/** 修改税率: lines whose policy does not offer the rate are left alone (counted as skipped). */
export function changeTaxRate(lines: readonly EditLine[], ids: ReadonlySet<string>, option: string, ctx: IssueContext): BatchResult {
  return mapTargets(lines, ids, (l) => (rateAllowed(l, option, ctx) ? { ...l, rate: option } : null));
}

/** 设置免税 (spec 01 §4): rate 0 with lslbs 1 on the lines whose policy allows exempt. */
export function setExemptLines(lines: readonly EditLine[], ids: ReadonlySet<string>, ctx: IssueContext): BatchResult {
  return mapTargets(lines, ids, (l) => (l.rate === 'exempt' ? l : rateAllowed(l, 'exempt', ctx) ? { ...l, rate: 'exempt' } : null));
}

/** 取消免税 (spec 01 §4): exempt lines go back to the first positive rate the policy allows them. */
export function cancelExemptLines(lines: readonly EditLine[], ids: ReadonlySet<string>, ctx: IssueContext): BatchResult {
  return mapTargets(lines, ids, (l) => {
    if (l.rate !== 'exempt') return l;
    const first = allowedTaxRates(ctx, { spbm: l.spbm, taxRateList: l.taxRateList }).find(
      (o) => o.dutyFree === 0 && o.rate !== '0' && forbiddenRateKey(o.rate, 0, ctx) === null,
    );
    return first ? { ...l, rate: first.value } : null;
  });
}

/** 修改优惠政策: sets the preference (yhzcbs 1 and its note), or clears it with an empty note. */
export function changePreference(lines: readonly EditLine[], ids: ReadonlySet<string>, note: string): BatchResult {
  const yhzcsm = note.trim();
  return mapTargets(lines, ids, (l) => ({ ...l, yhzcbs: yhzcsm ? '1' : '0', yhzcsm }));
}

/**
 * Coal types (煤炭种类) offered for coal codes. The spec names mtzlDm without its values: these three (raw, washed,
 * other coal) follow the coal prefixes 1020101 / 1020102 / 1020199 of spec 01 §5.
 */
export const coalTypes = ['01', '02', '03'] as const;

/** 修改煤炭种类: only coal codes take a coal type (spec 01 §5); other lines are skipped. */
export function changeCoalType(lines: readonly EditLine[], ids: ReadonlySet<string>, mtzlDm: string): BatchResult {
  return mapTargets(lines, ids, (l) => (isCoalCode(l.spbm) ? { ...l, mtzlDm } : null));
}

/** A discount as the user gives it: an amount (same terms as the line's amount) or a percentage of the line. */
export type Discount = { kind: 'amount'; value: string } | { kind: 'rate'; value: string };

/** The discount's amount for a line amount, or a message key when it cannot apply. */
export function discountAmount(lineAmount: string, discount: Discount): { amount: string } | { error: string } {
  const base = decimal(lineAmount);
  if (base === null || !base.greaterThan(0)) return { error: batchMessages.discountNoAmount };
  const value = decimal(discount.value);
  if (value === null || !value.greaterThan(0)) return { error: batchMessages.discountInvalid };
  const amount = discount.kind === 'amount' ? round2(value) : round2(base.times(value).dividedBy(100));
  if (discount.kind === 'rate' && value.greaterThanOrEqualTo(100)) return { error: batchMessages.discountTooLarge };
  if (amount.greaterThanOrEqualTo(base) || amount.isZero()) return { error: amount.isZero() ? batchMessages.discountInvalid : batchMessages.discountTooLarge };
  return { amount: amount.toFixed(2) };
}

/**
 * 添加/修改折扣: each target goods line gets (or has replaced) its discount line right after it: negative amount,
 * same name, code and rate. Lines without a positive amount, or whose discount would reach the amount, are skipped.
 */
export function setDiscount(
  lines: readonly EditLine[],
  ids: ReadonlySet<string>,
  discount: Discount,
  newId: () => string,
): BatchResult & { error: string | null } {
  const out: EditLine[] = [];
  let changed = 0;
  let skipped = 0;
  let error: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.fphxz === '1') continue; // re-added after its goods line below (or dropped with it)
    const old = discountOf(lines, i);
    if (!ids.has(line.id)) {
      out.push(line);
      if (old) out.push(old);
      continue;
    }
    const result = discountAmount(line.amount, discount);
    if ('error' in result) {
      skipped++;
      error ??= result.error;
      out.push(line);
      if (old) out.push(old);
      continue;
    }
    changed++;
    out.push({ ...line, fphxz: '2' });
    out.push({
      id: old?.id ?? newId(),
      showName: line.showName,
      spbm: line.spbm,
      ggxh: '',
      dw: '',
      quantity: '',
      price: '',
      amount: `-${result.amount}`,
      rate: line.rate,
      fphxz: '1',
    });
  }
  return { lines: out, changed, skipped, error };
}

/** 删除折扣: the target lines' discount lines go, and the lines are plain goods lines again. */
export function deleteDiscount(lines: readonly EditLine[], ids: ReadonlySet<string>): BatchResult {
  const out: EditLine[] = [];
  let changed = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.fphxz === '1') continue;
    const old = discountOf(lines, i);
    if (ids.has(line.id) && line.fphxz === '2') {
      const { fphxz: _dropped, ...plain } = line;
      out.push(plain);
      changed++;
    } else {
      out.push(line);
      if (old) out.push(old);
    }
  }
  return { lines: out, changed, skipped: 0 };
}

/** 删除商品: the target lines and their discount lines. An invoice keeps one line: an empty one replaces the last. */
export function deleteLines(lines: readonly EditLine[], ids: ReadonlySet<string>, emptyLine: () => EditLine): BatchResult {
  const out: EditLine[] = [];
  let dropping = false;
  for (const line of lines) {
    if (line.fphxz === '1' && dropping) continue;
    dropping = ids.has(line.id);
    if (!dropping) out.push(line);
  }
  const changed = lines.length - out.length;
  return { lines: out.length > 0 ? out : [emptyLine()], changed, skipped: 0 };
}

/** The key under which two goods lines are 'the same goods' (合并同类商品): name, code, spec, unit, rate, unit price. */
function sameGoodsKey(l: EditLine): string | null {
  const price = decimal(l.price);
  if (l.fphxz || l.showName.trim() === '' || decimal(l.amount) === null) return null;
  return [l.showName.trim(), l.spbm.slice(0, 19), l.ggxh.trim(), l.dw.trim(), l.rate, price === null ? '' : price.toString()].join('\u0001');
}

/**
 * 合并同类商品: target lines with the same name, code, spec, unit, rate and unit price become the first of them,
 * with quantities and amounts added. Lines with a discount, or whose amount does not read, are not merged.
 */
export function mergeSameGoods(lines: readonly EditLine[], ids: ReadonlySet<string>): BatchResult {
  const firstOf = new Map<string, number>();
  const out: EditLine[] = [];
  let changed = 0;
  for (const line of lines) {
    const key = ids.has(line.id) ? sameGoodsKey(line) : null;
    const at = key === null ? undefined : firstOf.get(key);
    if (key === null || at === undefined) {
      if (key !== null) firstOf.set(key, out.length);
      out.push(line);
      continue;
    }
    const into = out[at]!;
    const q1 = decimal(into.quantity);
    const q2 = decimal(line.quantity);
    const quantity = q1 !== null && q2 !== null ? q1.plus(q2).toString() : into.quantity;
    const amount = round2((decimal(into.amount) ?? new Money(0)).plus(decimal(line.amount) ?? new Money(0))).toFixed(2);
    out[at] = { ...into, quantity, amount };
    changed++;
  }
  return { lines: out, changed, skipped: 0 };
}

/** One line of the AI coding reply (goods.yaml CodedGoodsLine), as the grid reads it. */
export interface CodedLine {
  spbm?: string;
  showName?: string;
  taxRate?: string;
  lslbs?: string;
  yhzcbs?: string;
  yhzcsm?: string;
  ssflbmSource?: string;
  hasError: boolean;
  errors: string[];
  taxRateList: string[];
  yhzcsmList?: string[];
  tsdwlist?: string[];
}

/** The rate option value of a coded rate and lslbs ('0' + '1' -> exempt). */
function optionOf(taxRate: string | undefined, lslbs: string | undefined): string {
  if (taxRate === undefined || taxRate === '') return '';
  const rate = decimal(taxRate);
  if (rate === null) return '';
  if (rate.isZero()) return lslbs === '1' ? 'exempt' : lslbs === '2' ? 'nonTaxable' : '0';
  return rate.toString();
}

/**
 * Applies AI coding replies to the lines they were asked for (same order): the code, name, rates, preference and
 * the per-line errors; the rate becomes the coded one when the policy allows it, else the code's first allowed rate.
 */
export function applyCoding(lines: readonly EditLine[], askedIds: readonly string[], coded: readonly CodedLine[], ctx: IssueContext): EditLine[] {
  const byId = new Map<string, CodedLine>();
  askedIds.forEach((id, k) => {
    const c = coded[k];
    if (c) byId.set(id, c);
  });
  const result = mapTargets(lines, new Set(byId.keys()), (l) => {
    const c = byId.get(l.id)!;
    const next: EditLine = {
      ...l,
      spbm: c.spbm ? c.spbm.slice(0, 19) : l.spbm,
      showName: c.showName || l.showName,
      taxRateList: c.taxRateList,
      yhzcsmList: c.yhzcsmList ?? [],
      tsdwlist: c.tsdwlist ?? [],
      codingErrors: c.hasError ? c.errors : [],
      source: c.hasError ? l.source : (c.ssflbmSource ?? '4'),
    };
    if (c.yhzcbs !== undefined) {
      next.yhzcbs = c.yhzcbs;
      next.yhzcsm = c.yhzcsm ?? '';
    }
    if (c.hasError) return next;
    const wanted = optionOf(c.taxRate, c.lslbs);
    // The coded rate when the policy allows it; else the code's first allowed rate; else the line's; else the first.
    const options = allowedTaxRates(ctx, { spbm: next.spbm, taxRateList: next.taxRateList }).filter((o) => forbiddenRateKey(o.rate, o.dutyFree, ctx) === null);
    const allowed = (v: string) => options.some((o) => o.value === v);
    const fromList = c.taxRateList.map((r) => optionOf(r, '')).find(allowed);
    const first = options.find((o) => o.dutyFree === 0 && o.rate !== '0');
    next.rate = allowed(wanted) ? wanted : (fromList ?? (allowed(l.rate) ? l.rate : (first?.value ?? l.rate)));
    return next;
  });
  return result.lines;
}

/** Whether AI coding left units (tsdwlist) or preference notes (yhzcsmList) on the line to offer (spec 02 §3). */
export function hasCodingSuggestions(line: EditLine): boolean {
  return (line.tsdwlist?.length ?? 0) > 0 || (line.yhzcsmList?.length ?? 0) > 0;
}

/** Lines in chunks of `size` for AI coding of long lists (a progress per chunk). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A tax code picked in the picker (goods.yaml TaxCode): sets code, short name, rate options and preference. */
export interface PickedTaxCode {
  spbm: string;
  /** Short name (商品和服务税收分类简称). */
  spjc: string;
  taxRateList: string[];
  yhzcsmList?: string[];
}

/** The line after choosing a tax code: code (19 digits), *short*full name, rate options, and the code's default rate. */
export function applyTaxCode(line: EditLine, code: PickedTaxCode, ctx: IssueContext): EditLine {
  const full = fullNameOf(line.showName) || code.spjc;
  const next: EditLine = {
    ...line,
    spbm: code.spbm.slice(0, 19),
    showName: showNameOf(code.spjc, full),
    taxRateList: code.taxRateList,
    yhzcsmList: code.yhzcsmList ?? [],
    source: '8',
    codingErrors: [],
  };
  if (!isCoalCode(next.spbm)) delete next.mtzlDm;
  // The code's default rate (the first of its list) when the policy allows it; else the line's, else the first allowed.
  const options = allowedTaxRates(ctx, { spbm: next.spbm, taxRateList: next.taxRateList }).filter((o) => forbiddenRateKey(o.rate, o.dutyFree, ctx) === null);
  const preferred = code.taxRateList.map((r) => optionOf(r, '')).find((v) => options.some((o) => o.value === v));
  next.rate =
    preferred ?? (options.some((o) => o.value === line.rate) ? line.rate : (options.find((o) => o.dutyFree === 0 && o.rate !== '0')?.value ?? ''));
  return next;
}

/** Grid columns a pasted block fills, in the grid's order (the shortcut help says so). */
export const pasteColumns = ['showName', 'spbm', 'ggxh', 'dw', 'quantity', 'price', 'amount', 'rate'] as const;
export type PasteColumn = (typeof pasteColumns)[number];

/**
 * Rows of a block copied from Excel or WPS: tab-separated cells, CRLF or LF rows, a trailing newline dropped,
 * quoted cells ("a""b", or a quoted cell holding a newline) read as Excel writes them.
 */
export function parsePastedRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') {
        quoted = false;
        i++;
        continue;
      }
      cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && cell === '') {
      quoted = true;
      i++;
    } else if (ch === '\t') {
      row.push(cell);
      cell = '';
      i++;
    } else if (ch === '\r' || ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      cell += ch;
      i++;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.map((r) => r.map((c) => c.trim())).filter((r) => r.some((c) => c !== ''));
}

/** Whether a clipboard text is a block (more than one cell) rather than a value for one cell. */
export function isBlock(text: string): boolean {
  return /[\t\n\r]/.test(text.replace(/[\r\n]+$/, ''));
}

/** A pasted rate cell as the grid's option: '13%', '0.13', '13' -> '0.13'; 免税/不征税 by their labels. */
export function rateOptionOfText(cell: string, labels: { exempt: string; nonTaxable: string }): string {
  const s = cell.trim();
  if (s === '') return '';
  if (s === labels.exempt || s === 'exempt') return 'exempt';
  if (s === labels.nonTaxable || s === 'nonTaxable') return 'nonTaxable';
  const d = decimal(s); // '13%' reads 0.13
  if (d === null) return s; // kept as typed: the rules say it is not a rate
  const rate = !s.endsWith('%') && d.greaterThanOrEqualTo(1) ? d.dividedBy(100) : d;
  return rate.toString();
}

/**
 * Fills lines from a pasted block: from the line at `startIndex` and the column `startColumn` on, one row per line,
 * cells in the grid's column order; missing lines are added. Figures follow as if typed (amount = quantity × price
 * unless the amount is given). Returns the new lines and the ids of the lines filled.
 */
export function pasteBlock(
  lines: readonly EditLine[],
  startIndex: number,
  startColumn: PasteColumn,
  rows: readonly string[][],
  newLine: () => EditLine,
  rateLabels: { exempt: string; nonTaxable: string },
): { lines: EditLine[]; filled: string[] } {
  const out = [...lines];
  const filled: string[] = [];
  const first = Math.max(0, pasteColumns.indexOf(startColumn));
  let at = Math.max(0, startIndex);
  for (const row of rows) {
    while (out[at]?.fphxz === '1') at++; // discount lines are not pasted over
    let line = out[at] ?? newLine();
    const next: EditLine = { ...line };
    row.forEach((value, k) => {
      const column = pasteColumns[first + k];
      if (!column) return;
      next[column] = column === 'rate' ? rateOptionOfText(value, rateLabels) : column === 'spbm' ? value.replace(/\s/g, '').slice(0, 19) : value;
    });
    const gave = (c: PasteColumn) => {
      const k = pasteColumns.indexOf(c) - first;
      return k >= 0 && k < row.length && row[k] !== '';
    };
    line = gave('amount') ? recalculate(next, 'amount') : gave('price') || gave('quantity') ? recalculate(next, 'price') : next;
    if (at < out.length) out[at] = line;
    else out.push(line);
    filled.push(line.id);
    at++;
  }
  return { lines: out, filled };
}
