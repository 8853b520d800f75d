// The robot-task panel's pure rules (spec 01 §2, §4, §9). No React, no i18n calls: codes and keys out.
import { formatDate } from '../../../design-system';
import { lookupEntry, lookupKey, robotTaskEstimate, robotTaskState } from '../../lookups';

/** spec 01 §9: the task list asks for one page of 99999 rows; storage statistics page by 20 by default. */
export const TASK_PAGE_SIZE = 99999;
export const STORAGE_PAGE_SIZE = 20;

/** The panel's radios (spec 01 §2): 3 the task list ('whole'), 6 the storage statistics. */
export const panelRadio = { whole: 3, storage: 6 } as const;
export type PanelTab = keyof typeof panelRadio;
export type PanelDay = 'today' | 'yesterday';

const DAY_MS = 86_400_000;

/** The day's range in Asia/Shanghai (qsrq = zzrq = the day, YYYY-MM-DD); Shanghai keeps no daylight saving. */
export function dayRange(day: PanelDay, now: Date): { qsrq: string; zzrq: string } {
  const date = formatDate(new Date(now.getTime() - (day === 'yesterday' ? DAY_MS : 0)));
  return { qsrq: date, zzrq: date };
}

/** A task state's text: the lookup table's key for a known code, else the server's text. */
export function taskStateText(state: number | string | null | undefined, stateStr: string | null | undefined): { key: string } | { text: string } {
  if (lookupEntry(robotTaskState, state)) return { key: lookupKey(robotTaskState, state) };
  return stateStr ? { text: stateStr } : { key: 'lookups:unknown' };
}

/** The completion estimate of a task ('1' about 45 minutes, '3' about 15, '0' none; spec 01 §4), or null. */
export function taskEstimate(finishEstimate: string | null | undefined): { key: string; params: { count: number } } | null {
  const estimate = robotTaskEstimate(finishEstimate);
  return estimate ? { key: estimate.key, params: estimate.params } : null;
}

/** How often a running export is asked for its progress. */
export const EXPORT_POLL_MS = 500;
/** spec 01 §2 'countdown': a finished export's dialog closes itself after this many seconds. */
export const EXPORT_CLOSE_SECONDS = 5;
