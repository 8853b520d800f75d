import Decimal from 'decimal.js';

// Money is shown one way everywhere: thousands separators and two decimals (spec 01 §9 number formatting, for
// amounts), rounded half-up in decimal arithmetic, never through binary floating point.

type MoneyInput = Decimal.Value | null | undefined;

function toDecimal(value: MoneyInput): Decimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  try {
    const d = new Decimal(typeof value === 'string' ? value.trim() : value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

/** `1,234,567.80` (negative `-1,234.50`); '' for a missing or non-numeric value. */
export function formatMoney(value: MoneyInput): string {
  const d = toDecimal(value);
  if (!d) return '';
  const fixed = d.abs().toFixed(2, Decimal.ROUND_HALF_UP);
  const [int, frac] = fixed.split('.') as [string, string];
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = d.isNegative() && !new Decimal(fixed).isZero();
  return `${negative ? '-' : ''}${grouped}.${frac}`;
}
