// Money is shown one way everywhere: thousands separators and two decimals (spec 01 §9 number formatting, for
// amounts), rounded half-up in decimal arithmetic, never through binary floating point. The browser's number format
// does it: given the amount as a decimal string, Intl.NumberFormat rounds that exact decimal (ECMA-402's formatting of
// string values, with roundingMode), so no decimal library is needed just to show an amount.

/** An amount: a decimal string (as the server sends them), a number, or a decimal (decimal.js) object. */
type MoneyInput = string | number | { toFixed(): string } | null | undefined;

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  roundingMode: 'halfExpand',
  signDisplay: 'negative',
  useGrouping: true,
});

/** The amount as a plain decimal string ('' when missing or not a finite number). */
function decimalText(value: MoneyInput): string {
  if (value === null || value === undefined) return '';
  // A number through its shortest decimal form (1.005, not the binary value just under it); a decimal object through
  // its own exact digits.
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : value.toFixed();
  return DECIMAL.test(text) ? text : '';
}

/** `1,234,567.80` (negative `-1,234.50`); '' for a missing or non-numeric value. */
export function formatMoney(value: MoneyInput): string {
  const text = decimalText(value);
  // The format takes the exact decimal string (ECMA-402 Intl.NumberFormat v3); the cast is TypeScript's lib lagging.
  return text ? money.format(text as unknown as number) : '';
}
