// The financial statements' main lines (财务报表报送, 小企业会计准则: balance sheet and income statement) and their
// checks: every filled line a decimal amount, the balance sheet balancing (total assets = liabilities + equity).
// The spec is silent on the statements; the lines are those the tax bureau's small-enterprise forms lead with.
import Decimal from 'decimal.js';

export const assetLines = ['cash', 'receivables', 'inventory', 'fixedAssets', 'otherAssets'] as const;
export const liabilityLines = ['shortLoans', 'payables', 'taxesPayable', 'otherLiabilities'] as const;
export const equityLines = ['paidInCapital', 'retainedEarnings'] as const;
export const incomeLines = ['revenue', 'cost', 'taxesAndSurcharges', 'sellingExpenses', 'adminExpenses', 'financeExpenses', 'incomeTax'] as const;

export type StatementLine = (typeof assetLines)[number] | (typeof liabilityLines)[number] | (typeof equityLines)[number] | (typeof incomeLines)[number];
export const statementLines: readonly StatementLine[] = [...assetLines, ...liabilityLines, ...equityLines, ...incomeLines];
export type StatementValues = Partial<Record<StatementLine, string>>;

/** Lines that may be negative (a loss carried in retained earnings); the others are 0 or more. */
const signedLines: ReadonlySet<StatementLine> = new Set(['retainedEarnings', 'otherAssets', 'otherLiabilities']);

const AMOUNT = /^-?\d{1,13}(\.\d{1,2})?$/;

/** The amount of a line: '' is 0; null when it is not an amount. */
export function lineAmount(values: StatementValues, line: StatementLine): Decimal | null {
  const text = (values[line] ?? '').trim();
  if (text === '') return new Decimal(0);
  return AMOUNT.test(text) ? new Decimal(text) : null;
}

const sum = (values: StatementValues, lines: readonly StatementLine[]) => lines.reduce((s, l) => s.add(lineAmount(values, l) ?? 0), new Decimal(0));

export interface StatementTotals {
  totalAssets: string;
  totalLiabilities: string;
  totalEquity: string;
  liabilitiesAndEquity: string;
  /** Total assets minus liabilities and equity: 0.00 when the sheet balances. */
  difference: string;
  operatingProfit: string;
  netProfit: string;
  balanced: boolean;
}

/** The computed lines (totals and profits); invalid lines count as 0. */
export function statementTotals(values: StatementValues): StatementTotals {
  const assets = sum(values, assetLines);
  const liabilities = sum(values, liabilityLines);
  const equity = sum(values, equityLines);
  const [revenue, ...expenses] = ['revenue', 'cost', 'taxesAndSurcharges', 'sellingExpenses', 'adminExpenses', 'financeExpenses'] as const;
  const operating = expenses.reduce((s, l) => s.sub(lineAmount(values, l) ?? 0), lineAmount(values, revenue) ?? new Decimal(0));
  const net = operating.sub(lineAmount(values, 'incomeTax') ?? 0);
  const difference = assets.sub(liabilities.add(equity));
  return {
    totalAssets: assets.toFixed(2),
    totalLiabilities: liabilities.toFixed(2),
    totalEquity: equity.toFixed(2),
    liabilitiesAndEquity: liabilities.add(equity).toFixed(2),
    difference: difference.toFixed(2),
    operatingProfit: operating.toFixed(2),
    netProfit: net.toFixed(2),
    balanced: difference.isZero(),
  };
}

/** A problem of one line: its message key (namespace declarations). */
export interface LineIssue {
  line: StatementLine;
  key: 'statements.issues.notAmount' | 'statements.issues.negative';
}

/** The lines that are not amounts (at most two decimals) or negative where they may not be. */
export function lineIssues(values: StatementValues): LineIssue[] {
  const issues: LineIssue[] = [];
  for (const line of statementLines) {
    const amount = lineAmount(values, line);
    if (amount === null) issues.push({ line, key: 'statements.issues.notAmount' });
    else if (amount.isNeg() && !signedLines.has(line)) issues.push({ line, key: 'statements.issues.negative' });
  }
  return issues;
}

/** Why the statements cannot be sent: a line's problem first, then an unbalanced sheet; null when they can. */
export function sendRefusal(values: StatementValues): 'lines' | 'unbalanced' | null {
  if (lineIssues(values).length > 0) return 'lines';
  return statementTotals(values).balanced ? null : 'unbalanced';
}
