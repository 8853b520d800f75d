// Shapes of the lookup tables. The tone mirrors the design system's tones without importing it (rules stay pure).

/** How a value is coloured where it is shown (tag, text, badge). */
export type LookupTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** One code of a lookup table: the message key of its label and, where the spec colours it, a tone. */
export interface LookupEntry {
  /** i18next key `lookups:<table>.<code>` present in both locales. */
  readonly key: string;
  readonly tone?: LookupTone;
}

export type Lookup<Code extends string> = { readonly [C in Code]: LookupEntry };

/**
 * Builds a table whose keys are `lookups:<name>.<code>`; `null` means the spec gives no colour. Free of side effects
 * (annotated for the bundler): a table no module of a chunk uses is left out of it.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineLookup<const T extends Record<string, LookupTone | null>>(name: string, tones: T): Lookup<Extract<keyof T, string>> {
  const table: Record<string, LookupEntry> = {};
  for (const [code, tone] of Object.entries(tones)) {
    table[code] = tone === null ? { key: `lookups:${name}.${code}` } : { key: `lookups:${name}.${code}`, tone };
  }
  return Object.freeze(table) as Lookup<Extract<keyof T, string>>;
}

/** Key shown for a code a table does not know. */
export const UNKNOWN_KEY = 'lookups:unknown';

/** The entry of `code` in `table` (codes compared as strings: 3 and '3' are the same), or undefined. */
export function lookupEntry<Code extends string>(table: Lookup<Code>, code: string | number | null | undefined): LookupEntry | undefined {
  if (code === null || code === undefined) return undefined;
  const id = String(code);
  return Object.prototype.hasOwnProperty.call(table, id) ? table[id as Code] : undefined;
}

/** The label key of `code`, or `lookups:unknown` (未知) for a code outside the table. */
export function lookupKey<Code extends string>(table: Lookup<Code>, code: string | number | null | undefined): string {
  return lookupEntry(table, code)?.key ?? UNKNOWN_KEY;
}

/** The codes of a table in the order they were defined (for filters and selects). */
export function lookupCodes<Code extends string>(table: Lookup<Code>): Code[] {
  return Object.keys(table) as Code[];
}
