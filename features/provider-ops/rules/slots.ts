// What a chassis slot shows (our reading of spec 01 §4 for a hosted disk): pure, codes in, a state out; the state's
// tone, icon and label key are decided here so that a slot is told apart by its icon and text, never colour alone.
// The embedded backend filters the disk list by the same rule (mocks/handlers/providerOps.ts).
import type { Tone } from '../../../design-system';

/**
 * The state of a slot, most urgent first when several hold:
 * - restarting: a restart of the port or its board is running;
 * - fault: the board does not answer;
 * - offline: a disk is there but not connected (spec 01 §4: online 1 is normal, otherwise not inserted);
 * - abnormal: termStatus 0 (spec 01 §4, shown abnormal in red);
 * - service: the service is not normal (serviceStatus other than 1 blocks actions, spec 01 §4);
 * - normal: a connected disk in service;
 * - empty: no disk in the port.
 */
export const slotStates = ['restarting', 'fault', 'offline', 'abnormal', 'service', 'normal', 'empty'] as const;
export type SlotState = (typeof slotStates)[number];
/** The states a hosted disk can be filtered by (every state but empty). */
export const diskStates = ['normal', 'offline', 'abnormal', 'service', 'restarting', 'fault'] as const satisfies readonly SlotState[];
export type DiskState = (typeof diskStates)[number];

/** The icon of each state: a distinct shape for each (the design system's icon names). */
export const slotStateIcons = {
  restarting: 'refresh',
  fault: 'warning',
  offline: 'close',
  abnormal: 'error',
  service: 'clock',
  normal: 'success',
  empty: 'minus',
} as const satisfies Record<SlotState, string>;

export const slotStateTones = {
  restarting: 'info',
  fault: 'danger',
  offline: 'danger',
  abnormal: 'danger',
  service: 'warning',
  normal: 'success',
  empty: 'neutral',
} as const satisfies Record<SlotState, Tone>;

/** Catalogue key of a state's label (namespace providerOps). */
export const slotStateLabelKey = (state: SlotState): string => `providerOps:slotState.${state}`;

/** What decides a slot's state: its disk's codes, a running restart, the board's state (1 normal, 0 fault). */
export interface SlotFacts {
  disk?: { online?: number | null; termStatus?: number | null; serviceStatus?: number | null } | null;
  restarting?: boolean;
  boardState?: number | null;
}

export function slotStateOf({ disk, restarting, boardState }: SlotFacts): SlotState {
  if (restarting) return 'restarting';
  if (boardState === 0) return 'fault';
  if (!disk) return 'empty';
  if (disk.online !== 1) return 'offline';
  if (disk.termStatus === 0) return 'abnormal';
  if (disk.serviceStatus !== 1) return 'service';
  return 'normal';
}

/** A slot's key, unique among the provider's slots: chassis, board, port. */
export const slotKey = (psn: string, board: string, port: string): string => `${psn}/${board}/${port}`;

/** The parts of a slot key; null when it is not one. */
export function parseSlotKey(key: string | null | undefined): { psn: string; board: string; port: string } | null {
  const parts = (key ?? '').split('/');
  if (parts.length !== 3 || parts.some((p) => p === '')) return null;
  const [psn, board, port] = parts as [string, string, string];
  return { psn, board, port };
}

/** Counts of each state, for a chassis' or a page's legend. */
export function countStates(states: readonly SlotState[]): Record<SlotState, number> {
  const counts = Object.fromEntries(slotStates.map((s) => [s, 0])) as Record<SlotState, number>;
  for (const s of states) counts[s] += 1;
  return counts;
}
