// The repair pages' coded values (repair.yaml RepairState, RepairProblem, RepairEvent, RepairTaskKind, terminal
// status): labels in the user's language from the invoiceRepair catalogue, tones where the page colours them.
import type { Lookup, LookupTone } from '../../lookups';

/** A lookup table whose labels live in the invoiceRepair namespace (`invoiceRepair:codes.<name>.<code>`). */
function repairLookup<const T extends Record<string, LookupTone | null>>(name: string, tones: T): Lookup<Extract<keyof T, string>> {
  const table: Record<string, { key: string; tone?: LookupTone }> = {};
  for (const [code, tone] of Object.entries(tones)) table[code] = tone === null ? { key: `invoiceRepair:codes.${name}.${code}` } : { key: `invoiceRepair:codes.${name}.${code}`, tone };
  return Object.freeze(table) as Lookup<Extract<keyof T, string>>;
}

/** 0 awaiting repair, 1 queued, 2 repairing, 3 repaired, 4 failed, 5 stopped. */
export const repairState = repairLookup('state', { '0': 'warning', '1': 'info', '2': 'info', '3': 'success', '4': 'danger', '5': 'neutral' });
/** 1 issued on the terminal, issuing on the platform; 2 voided on the terminal; 3 unknown to the platform. */
export const repairProblem = repairLookup('problem', { '1': null, '2': null, '3': null });
/** What a task's record says at each step. */
export const repairEvent = repairLookup('event', {
  created: null,
  waiting: 'warning',
  read: null,
  compare: null,
  update: null,
  succeeded: 'success',
  failed: 'danger',
  stopped: 'neutral',
});
/** A full repair (reads the terminal around the invoice) or a quick one (that invoice by its number). */
export const repairTaskKind = repairLookup('kind', { full: null, quick: null });
/** What the terminal holds. */
export const terminalInvoiceStatus = repairLookup('terminalStatus', { issued: null, voided: null });
