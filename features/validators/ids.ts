// Identifier validators: tax number (spec 01 §5, §9), unified social credit code (GB 32100-2015),
// resident identity card number (GB 11643-1999, ISO 7064 MOD 11-2).

/** Tax number: 15, 17, 18 or 20 uppercase letters or digits (otherwise the caller asks to confirm). */
export function isTaxNumber(s: string): boolean {
  return typeof s === 'string' && /^(?:[0-9A-Z]{15}|[0-9A-Z]{17,18}|[0-9A-Z]{20})$/.test(s);
}

// GB 32100-2015: 31 characters (no I, O, S, V, Z); weight of position i is 3^i mod 31.
const usccCharset = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const usccWeights = Array.from({ length: 17 }, (_, i) => {
  let w = 1;
  for (let k = 0; k < i; k++) w = (w * 3) % 31;
  return w;
});

/** The GB 32100-2015 check character for the first 17 characters, or null if one is outside the charset. */
export function usccCheckCharacter(first17: string): string | null {
  if (typeof first17 !== 'string' || first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = usccCharset.indexOf(first17[i]!);
    if (value < 0) return null;
    sum += value * usccWeights[i]!;
  }
  return usccCharset[(31 - (sum % 31)) % 31]!;
}

/** Unified social credit code: 18 characters of the GB 32100-2015 charset with a correct check character. */
export function isUnifiedSocialCreditCode(s: string): boolean {
  return typeof s === 'string' && s.length === 18 && usccCheckCharacter(s.slice(0, 17)) === s[17];
}

// GB 11643-1999: weights 2^(17-i) mod 11; check = (12 - sum mod 11) mod 11, 10 written X.
const idWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const idCheck = '10X98765432';

/** The GB 11643 check digit for the first 17 digits, or null if they are not 17 digits. */
export function personalIdCheckDigit(first17: string): string | null {
  if (typeof first17 !== 'string' || !/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * idWeights[i]!;
  return idCheck[sum % 11]!;
}

/**
 * Resident ID: 15 digits (first generation, no check digit), or 18 characters (17 digits plus digit or X)
 * whose last character is the GB 11643 check digit. Lower-case x is accepted as X, as people type it.
 */
export function isPersonalId(s: string): boolean {
  if (typeof s !== 'string') return false;
  if (/^\d{15}$/.test(s)) return true;
  if (!/^\d{17}[\dXx]$/.test(s)) return false;
  return personalIdCheckDigit(s.slice(0, 17)) === s[17]!.toUpperCase();
}
