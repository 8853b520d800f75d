// Voiding an issued invoice from its details, where allowed. Pure. The spec names the void call
// (spec 02 §7.3) but not its rules; these are our reading of the practice the portal's users know:
// - only a paper invoice is voided (004 special, 007 normal, 025 roll); an electronic (026, 028) or fully-digital one
//   (81, 82, 85, 86) is corrected with a red invoice instead;
// - only in the month it was issued (Asia/Shanghai): after the month's copy and report it is corrected with a red invoice;
// - only an issued blue or red invoice (invoice status 3); a voided one (kinds 2, 3, 4, status 103) is voided already;
// - not a blue invoice that a red invoice has already corrected (the server knows; it answers with its reason).
import { shanghaiDay } from './inquiry';

/** The paper types a user may void (spec 01 §9 invoice type codes). */
export const voidableTypes: ReadonlySet<string> = new Set(['004', '007', '025']);

export type VoidRefusal = 'notIssued' | 'voided' | 'notPaper' | 'otherMonth';

export interface VoidableInvoice {
  fplxdm: string;
  ddzt: number;
  fpzt: number;
  kind: number;
  issueTime?: string;
  createTime: string;
}

/** Why this invoice may not be voided now, or null when it may (the server checks the same, and more). */
export function voidRefusal(order: VoidableInvoice, now: Date): VoidRefusal | null {
  if (order.fpzt === 103 || order.kind >= 2) return 'voided';
  if (order.ddzt !== 0 || order.fpzt !== 3) return 'notIssued';
  if (!voidableTypes.has(order.fplxdm)) return 'notPaper';
  const issued = new Date(order.issueTime ?? order.createTime);
  if (Number.isNaN(issued.getTime()) || shanghaiDay(issued).slice(0, 7) !== shanghaiDay(now).slice(0, 7)) return 'otherMonth';
  return null;
}

/** The kind an invoice becomes when voided: blue 0 -> blue-voided 3, red 1 -> red-voided 4 (spec 01 §4 invoice kind). */
export function voidedKind(kind: number): 3 | 4 {
  return kind === 1 ? 4 : 3;
}

/** The message key (namespace invoices) that says why, for the details page and the server's refusal. */
export const voidRefusalKey: Readonly<Record<VoidRefusal, string>> = {
  notIssued: 'void.refused.notIssued',
  voided: 'void.refused.voided',
  notPaper: 'void.refused.notPaper',
  otherMonth: 'void.refused.otherMonth',
};
