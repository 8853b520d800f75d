// Where each rule issue shows: the form's fields by their draft path, the grid's cells by line id
// and column, and the order in which the page lays them out (the first one gets focus on submit).
import type { RuleIssue } from '../../../platform/rules';
import type { EditLine } from '../rules/lineAmounts';

/** Grid columns a goods-line issue can point at (draft field -> column). */
const lineColumnOf: Record<string, GridColumn> = {
  showName: 'showName',
  name: 'showName',
  spbm: 'spbm',
  zxbm: 'spbm',
  ggxh: 'ggxh',
  dw: 'dw',
  quantity: 'quantity',
  price: 'price',
  amount: 'amount',
  taxRate: 'rate',
  mtzlDm: 'showName',
};

export const gridColumns = ['showName', 'spbm', 'ggxh', 'dw', 'quantity', 'price', 'amount', 'rate'] as const;
export type GridColumn = (typeof gridColumns)[number];

export interface LocatedIssue {
  issue: RuleIssue;
  /** A form field's path (purchaserInfo.buyerTaxerName, review.payee, remark, receiver), or null for a cell. */
  field: string | null;
  /** The grid cell, for goods-line issues. */
  cell: { lineId: string; index: number; column: GridColumn } | null;
  /** Layout order: buyer, goods, remark, receiver, review, then issues of the whole form. */
  rank: number;
}

const sectionRank = (field: string): number => {
  if (field.startsWith('purchaserInfo.')) return 0;
  if (field.startsWith('goodsList')) return 1;
  if (field === 'remark') return 2;
  if (field === 'receiver') return 3;
  if (field.startsWith('review.')) return 4;
  return 5;
};

const fieldOrder = ['buyerTaxerName', 'buyerTaxerId', 'buyerAddressTel', 'buyerBankAccount', 'payee', 'checker', 'drawer'];

/** Places every issue; sorted in the page's order (stable within a section). */
export function locateIssues(issues: readonly RuleIssue[], lines: readonly EditLine[]): LocatedIssue[] {
  const located = issues.map((issue, n) => {
    const match = /^goodsList\.(\d+)\.(\w+)$/.exec(issue.field);
    let cell: LocatedIssue['cell'] = null;
    if (match) {
      const index = Number(match[1]);
      const line = lines[index];
      if (line) cell = { lineId: line.id, index, column: lineColumnOf[match[2] ?? ''] ?? 'showName' };
    }
    const leaf = issue.field.split('.').pop() ?? '';
    const within = cell ? cell.index * 100 + gridColumns.indexOf(cell.column) : fieldOrder.indexOf(leaf);
    return { issue, field: cell ? null : issue.field, cell, rank: sectionRank(issue.field) * 1_000_000 + within * 100 + (n % 100) };
  });
  return located.sort((a, b) => a.rank - b.rank);
}

/** The DOM id of a grid cell's editor. */
export function cellId(lineId: string, column: GridColumn): string {
  return `issue-line-${lineId}-${column}`;
}

/** The line and column of a cell editor (an element whose id cellId gave), or null for any other element. */
export function cellOf(target: EventTarget | null): { lineId: string; column: GridColumn } | null {
  const id = target instanceof HTMLElement ? target.id : '';
  if (!id.startsWith('issue-line-')) return null;
  const cut = id.lastIndexOf('-');
  const column = id.slice(cut + 1) as GridColumn;
  if (!(gridColumns as readonly string[]).includes(column)) return null;
  return { lineId: id.slice('issue-line-'.length, cut), column };
}

/** The DOM id of a form field's control. */
export function fieldId(path: string): string {
  return `issue-field-${path.replace(/\./g, '-')}`;
}
