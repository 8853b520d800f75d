// Copy and clear (抄报清卡) of the terminals an agency or provider serves: pure rules over the copy/report status of
// spec 01 §4 (1 not in period, 2 not reported, 3 declare first then write back, 4 written back). No React, no i18n.
import type { CopyAction, CopyResult, CopyStatus } from '../api';

/**
 * A terminal's status from its periods' (one per invoice type it reports): what is left to do comes first, so a
 * terminal with one period not reported is 'not reported' until every period is.
 */
export function terminalStatus(statuses: readonly string[]): CopyStatus {
  if (statuses.includes('2')) return '2';
  if (statuses.includes('3')) return '3';
  if (statuses.includes('4')) return '4';
  return '1';
}

/** The pages of the copy/report management (spec 01 §2): all terminals, the ones to clear, report-and-clear at once. */
export const copyModes = ['copyManage', 'clearcard', 'copyclearcard'] as const;
export type CopyMode = (typeof copyModes)[number];

/** The page's mode from its route name (`<area>.<name>`); copyManage for any other. */
export function modeOfRoute(routeId: string): CopyMode {
  const name = routeId.split('.').slice(1).join('.');
  return (copyModes as readonly string[]).includes(name) ? (name as CopyMode) : 'copyManage';
}

/** What each mode lists first (the status filter it starts with) and the batch actions it offers. */
export const modeSetup: Readonly<Record<CopyMode, { cbzt: CopyStatus | ''; actions: readonly CopyAction[] }>> = {
  copyManage: { cbzt: '', actions: ['copy', 'clear'] },
  clearcard: { cbzt: '3', actions: ['clear'] },
  copyclearcard: { cbzt: '2', actions: ['copyClear'] },
};

/** The actions a status allows: report what is not reported (or report and clear it), clear what is reported. */
export function actionsOf(cbzt: string): CopyAction[] {
  if (cbzt === '2') return ['copy', 'copyClear'];
  if (cbzt === '3') return ['clear'];
  return [];
}

/** Terminals per request: the server takes at most 50, the page sends 20 so that progress moves. */
export const RUN_CHUNK = 20;

export function chunked<T>(list: readonly T[], size: number = RUN_CHUNK): T[][] {
  const out: T[][] = [];
  for (let k = 0; k < list.length; k += size) out.push(list.slice(k, k + size));
  return out;
}

/** A run's results by disk (a retry replaces a terminal's earlier result), and their tally. */
export interface RunTally {
  total: number;
  done: number;
  failed: number;
  pending: number;
}

export function tally(diskIds: readonly string[], results: ReadonlyMap<string, Pick<CopyResult, 'ok'>>): RunTally {
  let done = 0;
  let failed = 0;
  for (const id of diskIds) {
    const r = results.get(id);
    if (!r) continue;
    if (r.ok) done += 1;
    else failed += 1;
  }
  return { total: diskIds.length, done, failed, pending: diskIds.length - done - failed };
}

/** The disks whose latest result failed, in the run's order (what 重试失败项 sends again). */
export function failedOf(diskIds: readonly string[], results: ReadonlyMap<string, Pick<CopyResult, 'ok'>>): string[] {
  return diskIds.filter((id) => results.get(id)?.ok === false);
}
