import Decimal from 'decimal.js';

/** Why typed amount text cannot be used. */
export type AmountProblem = 'invalid' | 'negative';

/** Separators people paste from spreadsheets ("1,234.56"); dropped before checking. */
const separators = /[,\s]/g;

/**
 * Checks amount text as typed (spec 01 §5: optional minus, digits, optional decimals). While editing,
 * unfinished text such as '-' or '12.' passes; `complete` also requires at least one digit.
 */
export function amountProblem(text: string, { allowNegative = false, complete = false } = {}): AmountProblem | null {
  const clean = text.replace(separators, '');
  if (clean === '') return null;
  if (!/^-?\d*\.?\d*$/.test(clean)) return 'invalid';
  if (clean.startsWith('-') && !allowNegative) return 'negative';
  if (complete && !/\d/.test(clean)) return 'invalid';
  return null;
}

/**
 * The normalised amount string: `scale` decimals, rounded half-up (四舍五入, away from zero at .5),
 * negative zero written as zero. '' stays ''. Call only on text without a problem.
 */
export function normalizeAmount(text: string, scale = 2): string {
  const clean = text.replace(separators, '');
  if (clean === '') return '';
  const fixed = new Decimal(clean).toFixed(scale, Decimal.ROUND_HALF_UP);
  return /^-0(\.0*)?$/.test(fixed) ? fixed.slice(1) : fixed;
}

/** '-1234567.50' -> '-1,234,567.50' (display only; values never carry separators). */
export function formatThousands(amount: string): string {
  const [int = '', frac] = amount.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}
