// Phone validators of spec 01 §5 and spec 02 §5/§9 (mobile pattern 1, then 3-9, 11 digits).

/** Form phone: empty allowed, else 11 digits starting with 1 (message `validation:formPhone`). */
export function isFormPhone(s: string): boolean {
  return s === '' || (typeof s === 'string' && /^1\d{10}$/.test(s));
}

/** Strict mobile: 1, then 3-9, 11 digits in all (message `validation:strictMobile`). */
export function isStrictMobile(s: string): boolean {
  return typeof s === 'string' && /^1[3-9]\d{9}$/.test(s);
}

/** Telephone: 3-4 digit area code, dash, 7-8 digits; or a strict mobile; or 3-12 digits (message `validation:telephone`). */
export function isTelephone(s: string): boolean {
  return typeof s === 'string' && /^(?:\d{3,4}-\d{7,8}|1[3-9]\d{9}|\d{3,12})$/.test(s);
}
