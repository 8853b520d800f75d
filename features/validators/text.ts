// Text validators of spec 01 §5 'Form validators'. Pure: no React, no i18n.

/**
 * Bytes as the tax terminals count them (GBK-like): every character outside Latin-1 counts 2, the rest 1.
 * Counted per code point, so an astral character (emoji, rare Han) counts 2 like any other wide character.
 */
export function byteLength(s: string): number {
  if (typeof s !== 'string') return 0;
  let bytes = 0;
  for (const ch of s) bytes += ch.codePointAt(0)! > 0xff ? 2 : 1;
  return bytes;
}

/** True when `s` is longer than `max` bytes ('at most N bytes', spec 01 §5). */
export function exceedsBytes(s: string, max: number): boolean {
  return byteLength(s) > max;
}

// The set a Chinese invoicing portal forbids in names (spec 01 §5 says only 'special characters'; our choice):
// characters that break the tax terminals' XML payloads or never occur in a registered name:
//   ASCII  < > & " ' \ ` ~ ! @ # $ % ^ * = | { } [ ] ; ?
//   full-width  ！ ￥ ？ ； 【 】 《 》 “ ” ‘ ’ … (the ellipsis of ……)
//   control characters (tab, newline, ...).
// Allowed on purpose, because registered company names contain them: letters, digits, Han, spaces,
// ( ) （ ）, - _ . , ， 、 · / + : and the full-width space.
const specialCharacters = new RegExp(
  '[<>&"\'\\\\`~!@#$%^*=|{}\\[\\];?' +
    '\\uff01\\uffe5\\uff1f\\uff1b\\u3010\\u3011\\u300a\\u300b\\u201c\\u201d\\u2018\\u2019\\u2026' +
    '\\u0000-\\u001f\\u007f]',
  'u',
);

/** True when `s` contains a character of the forbidden set above (message `validation:specialCharacters`). */
export function hasSpecialCharacters(s: string): boolean {
  return typeof s === 'string' && specialCharacters.test(s);
}

/** True when `s` contains < or >, forbidden in certain free text (spec 01 §5). */
export function hasAngleBrackets(s: string): boolean {
  return typeof s === 'string' && /[<>]/.test(s);
}

// Starts with a letter or Han, then letters, digits, spaces, commas (half- or full-width) or Han; 2 characters
// at least (spec 01 §5 'Name'). "Letter" means ASCII A-Z/a-z as on the original form.
const namePattern = /^[A-Za-z\p{Script=Han}][A-Za-z0-9\p{Script=Han} ,\uff0c]+$/u;

/** Personal or staff name check (message `validation:name`). */
export function isValidName(s: string): boolean {
  return typeof s === 'string' && namePattern.test(s);
}

// A pragmatic e-mail shape (the receiver field, spec 01 §5): local@domain.tld, no spaces, ASCII.
const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** True for a plausible e-mail address (message `validation:email`). */
export function isEmail(s: string): boolean {
  return typeof s === 'string' && s.length <= 254 && emailPattern.test(s);
}
