// The coded values of the input-VAT pages and their labels (keys of locales/<lng>/inputVat.json) and tones.
import type { LookupEntry } from '../../lookups';

const entries = <const T extends Record<string, LookupEntry['tone'] | null>>(prefix: string, tones: T): { readonly [K in keyof T]: LookupEntry } =>
  Object.freeze(Object.fromEntries(Object.entries(tones).map(([code, tone]) => [code, tone ? { key: `inputVat:${prefix}.${code}`, tone } : { key: `inputVat:${prefix}.${code}` }]))) as {
    readonly [K in keyof T]: LookupEntry;
  };

/** Tick state of an invoice: 1 ticked for deduction, 0 not. */
export const tickState = entries('tickState', { '1': 'success', '0': 'neutral' });
/** How an invoice arrived. */
export const collectSource = entries('source', { download: 'info', upload: 'warning', seed: 'neutral' });
/** Where a file's invoice number was read. */
export const readFrom = entries('readFrom', { xml: 'success', fileName: 'info', text: 'info' });
/** A collected file's outcome. */
export const collectOutcome = entries('outcome', { added: 'success', duplicate: 'warning', failed: 'danger' });
/** A period's state. */
export const periodState = entries('periodState', { open: 'info', confirmed: 'success' });

/** The entry of a code, or a neutral unknown. */
export function entryOf(table: Readonly<Record<string, LookupEntry>>, code: string | number | boolean | undefined): LookupEntry {
  const key = String(code);
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key]! : { key: 'lookups:unknown', tone: 'neutral' };
}
