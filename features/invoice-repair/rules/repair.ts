// What the repair pages may do with a stuck invoice, which invoices a route lists, and where its pages are
// (spec 01 §2 routes newRepairList, fullpower/repair, fullpower/repairList, invoice/repair/{repId},
// invoice/repair/{repId}/{did}/{id}, Operationrecord/{id}/{rid}). Pure: no React, no fetch.
import { areaPrefixes, decodeSegment, type Area } from '../../../platform/routing';
import type { RepairItem, RepairScope, RepairState, RepairTask } from '../api';

/** A task queued (waiting for its terminal) or running: it may be stopped, and the page follows it. */
export function isActive(state: RepairState): boolean {
  return state === '1' || state === '2';
}

/** A repair may start: not repaired, nothing queued or running. */
export function canRepair(item: Pick<RepairItem, 'state'>): boolean {
  return item.state === '0' || item.state === '4' || item.state === '5';
}

/**
 * A quick repair reads that one invoice from the terminal by its code and number, so the platform must know them:
 * an invoice voided on the terminal (2) or found by its number (3). One still issuing on the platform (1) has no
 * number there: the full repair searches the terminal for it.
 */
export function canQuickRepair(item: Pick<RepairItem, 'state' | 'problem'>): boolean {
  return canRepair(item) && item.problem !== '1';
}

/** A queued or running task may be stopped. */
export function canStop(item: Pick<RepairItem, 'state' | 'taskId'>): boolean {
  return isActive(item.state) && !!item.taskId;
}

/** Whether any row has a task the page should follow (it polls while one does). */
export function anyActive(rows: ReadonlyArray<Pick<RepairItem, 'state'>>): boolean {
  return rows.some((r) => isActive(r.state));
}

/** bizId of a repair task's pushes on the user's channel (repair.yaml RepairPush; the spec names none: ours). */
export const REPAIR_PUSH = 'FPXF';

/** How often the page asks again while a task of it runs, besides the pushes (ms). */
export const REPAIR_POLL_MS = 5_000;

/** The invoices a repair route lists: the fully-digital ones on fullpower/repair and fullpower/repairList. */
export function scopeOfPath(path: string): RepairScope {
  return path.includes('/fullpower/') ? 'digital' : 'paper';
}

/**
 * The details page of an item: /account|service/invoice/repair/{repId}; the member's route carries the terminal and
 * the platform's order as well (invoice/repair/{repId}/{did}/{id}; '-' while the platform has no order).
 */
export function detailPath(area: Area, item: Pick<RepairItem, 'id' | 'diskId' | 'orderId'>): string {
  const base = `${areaPrefixes[area]}/invoice/repair/${encodeURIComponent(item.id)}`;
  return area === 'member' ? `${base}/${encodeURIComponent(item.diskId)}/${encodeURIComponent(item.orderId ?? '-')}` : base;
}

/**
 * The operation record of a task: Operationrecord/{id}/{rid} (id the item, rid the task) where the area has the route
 * (member, provider); the agency's list has none, so its record is read on the details page, which shows the task's.
 */
export function recordPath(area: Area, repId: string, taskId: string): string {
  if (area === 'member' || area === 'service') return `${areaPrefixes[area]}/Operationrecord/${encodeURIComponent(repId)}/${encodeURIComponent(taskId)}`;
  return `${areaPrefixes[area]}/invoice/repair/${encodeURIComponent(repId)}?rid=${encodeURIComponent(taskId)}`;
}

/** The list of an area the details page leads back to. */
export function listPath(area: Area, scope: RepairScope): string {
  if (scope === 'paper') return `${areaPrefixes[area]}/newRepairList`;
  return area === 'service' ? '/service/fullpower/repairList' : `${areaPrefixes[area]}/fullpower/repair`;
}

/**
 * Reads a details route's address: the item (the segment after invoice/repair/ or Operationrecord/) and the task
 * chosen (Operationrecord's {rid}, or ?rid= on the agency's details page).
 */
export function parseDetailAddress(pathname: string, search: string): { repId: string; taskId: string | null } {
  const segments = pathname.split('/').filter(Boolean).map((s) => decodeSegment(s) ?? '');
  const record = segments.indexOf('Operationrecord');
  if (record >= 0) return { repId: segments[record + 1] ?? '', taskId: segments[record + 2] ?? null };
  const repair = segments.indexOf('repair');
  // Another page's address (the one being left): no item.
  if (repair < 0) return { repId: '', taskId: null };
  const rid = new URLSearchParams(search).get('rid');
  return { repId: segments[repair + 1] ?? '', taskId: rid && rid.trim() ? rid : null };
}

/** The task whose record a details page shows: the one asked for, else the latest. */
export function chosenTask(tasks: readonly RepairTask[], taskId: string | null): RepairTask | undefined {
  return (taskId ? tasks.find((t) => t.id === taskId) : undefined) ?? tasks[0];
}

/** The list's filters in the address: state and keyword. */
export interface RepairFilters {
  state: RepairState | '';
  kw: string;
}

const states: readonly string[] = ['0', '1', '2', '3', '4', '5'];
export const repairFilterKeys = ['state', 'kw'];

export function parseRepairFilters(params: URLSearchParams): RepairFilters {
  const state = params.get('state') ?? '';
  return { state: states.includes(state) ? (state as RepairState) : '', kw: (params.get('kw') ?? '').trim() };
}

/** The address query of the filters (empty ones left out). */
export function repairSearch(filters: RepairFilters): string {
  const params = new URLSearchParams();
  if (filters.state) params.set('state', filters.state);
  if (filters.kw.trim()) params.set('kw', filters.kw.trim());
  return params.toString();
}

/** What fpdmhm asks for: an invoice code (10 or 12 digits; none for a fully-digital invoice) and number (8 or 20 digits). */
export function numberIssues(input: { fpdm: string; fphm: string }, digital: boolean): { fpdm?: string; fphm?: string } {
  const issues: { fpdm?: string; fphm?: string } = {};
  const fpdm = input.fpdm.trim();
  const fphm = input.fphm.trim();
  if (!digital && !/^(\d{10}|\d{12})$/.test(fpdm)) issues.fpdm = fpdm ? 'byNumber.codeInvalid' : 'byNumber.codeRequired';
  if (!(digital ? /^\d{20}$/ : /^\d{8}$/).test(fphm)) issues.fphm = fphm ? (digital ? 'byNumber.digitalNumberInvalid' : 'byNumber.numberInvalid') : 'byNumber.numberRequired';
  return issues;
}
