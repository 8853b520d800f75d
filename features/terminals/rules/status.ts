// Which status gets which tone and label (spec 01 §4, spec 02 §3.1 and §4): codes in, tones and message keys
// out, decided here so that the design system's status cells only show what they are given. No React, no i18n
// calls: tested by tables. Labels come from the lookup tables (`lookups:`) or this feature's namespace.
import type { Tone } from '../../../design-system';
import { labelOfServerText } from '../../lookups';

/** A status code as the server sends it: a number, a numeric string, or nothing. */
export type StatusCode = number | string | null | undefined;

/** What a cell shows: a catalogue key (with parameters) or the server's own text. */
export type Label = { key: string; params?: Record<string, string | number> } | { text: string };

/** A decided status cell: its tone and its label. */
export interface StatusDecision {
  tone: Tone;
  label: Label;
}

const codeOf = (code: StatusCode): string => (code === null || code === undefined ? '' : String(code).trim());

/** The integer a code stands for, or null when it is empty or not an integer. */
function intOf(code: StatusCode): number | null {
  const s = codeOf(code);
  if (!/^-?\d+$/.test(s)) return null;
  return Number(s);
}

const has = (map: object, key: string) => Object.prototype.hasOwnProperty.call(map, key);

const UNKNOWN = 'lookups:unknown';

/**
 * The lookup table's label, in the user's language, whenever the code is one the tables know; the server's text
 * (its *Desc, always Chinese) only for a code they do not know; unknown when neither says anything.
 */
function labelOf(description: string | null | undefined, key: string): Label {
  if (key !== UNKNOWN) return { key };
  const server = typeof description === 'string' ? description.trim() : '';
  return server !== '' ? { text: server } : { key };
}

const blank = (code: StatusCode, description: string | null | undefined) => codeOf(code) === '' && (description ?? '').trim() === '';

// ── Service status ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The two readings of serviceStatus the specs give (spec 02 §3.1):
 * - `terminal` (spec 01 §4, spec 02 §4): 0 not activated, 1 normal, 3 activation failed, 4 expired, 6 stopped;
 * - `lookup` (the service lookup list): 1 expired, 2 awaiting intake, 3 awaiting terminal binding,
 *   4 awaiting application, 5 open, 6 stopped.
 */
export const serviceStatusReadings = {
  terminal: ['0', '1', '3', '4', '6'],
  lookup: ['1', '2', '3', '4', '5', '6'],
} as const;
export type ServiceStatusReading = keyof typeof serviceStatusReadings;

const readingTables = { terminal: 'packageServiceStatus', lookup: 'serviceStatusLookup' } as const;

// The lookup reading's own meaning: a '1' there is expired, so the terminal colouring cannot apply to it.
const lookupTones: Readonly<Record<string, Tone>> = { '1': 'danger', '2': 'warning', '3': 'warning', '4': 'warning', '5': 'success', '6': 'danger' };

/**
 * Tone of a service status (the dot).
 * - `terminal` reading: spec 02 §4 'Colouring': 1 success; 0 or 2 warning; 3 to 6 danger; anything else neutral.
 * - `lookup` reading: by meaning: 5 open success; 2, 3, 4 awaiting warning; 1 expired and 6 stopped danger.
 */
export function serviceStatusTone(status: StatusCode, reading: ServiceStatusReading = 'terminal'): Tone {
  const n = intOf(status);
  if (n === null) return 'neutral';
  if (reading === 'lookup') return lookupTones[String(n)] ?? 'neutral';
  if (n === 1) return 'success';
  if (n === 0 || n === 2) return 'warning';
  if (n >= 3 && n <= 6) return 'danger';
  return 'neutral';
}

/**
 * True when the description is shown as a red warning: spec 01 §4 says serviceStatus 0, 2, 3 and 4 (the terminal
 * reading). How the readings combine: the dot keeps spec 02's colouring (so 0 and 2 have an amber dot) while the
 * text of 0, 2, 3 and 4 is red; 6 (stopped) has a red dot and plain text. The lookup reading has no red text.
 */
export function serviceStatusWarns(status: StatusCode, reading: ServiceStatusReading = 'terminal'): boolean {
  if (reading !== 'terminal') return false;
  return ['0', '2', '3', '4'].includes(String(intOf(status)));
}

/** Catalogue key of a service status label in a reading (`lookups:packageServiceStatus.<code>` ...), or unknown. */
export function serviceStatusLabelKey(status: StatusCode, reading: ServiceStatusReading = 'terminal'): string {
  const n = intOf(status);
  const codes: readonly string[] = serviceStatusReadings[reading];
  return n !== null && codes.includes(String(n)) ? `lookups:${readingTables[reading]}.${n}` : UNKNOWN;
}

/** The service status cell: tone, label (the lookup's for a known code, else the server's text) and red text; null without code or text. */
export function serviceStatusCell(
  status: StatusCode,
  description?: string | null,
  reading: ServiceStatusReading = 'terminal',
): (StatusDecision & { warns: boolean }) | null {
  if (blank(status, description)) return null;
  return {
    tone: serviceStatusTone(status, reading),
    label: labelOf(description, serviceStatusLabelKey(status, reading)),
    warns: serviceStatusWarns(status, reading),
  };
}

// ── Terminal status ───────────────────────────────────────────────────────────────────────────────────────────

/** Which field a terminal status cell reads: termStatus (0 abnormal) or diskStatus (101 normal). */
export type TerminalStatusSource = 'term' | 'disk';

/** 'normal', 'abnormal', or null when there is no code. */
export function terminalStatusState(status: StatusCode, source: TerminalStatusSource = 'term'): 'normal' | 'abnormal' | null {
  const n = intOf(status);
  if (n === null) return codeOf(status) === '' ? null : 'abnormal';
  // spec 01 §4: termStatus 0 is abnormal (any other code normal); diskStatus 101 is normal (any other abnormal).
  if (source === 'term') return n === 0 ? 'abnormal' : 'normal';
  return n === 101 ? 'normal' : 'abnormal';
}

/** Tone of a terminal status: abnormal danger (shown in red), normal success, none neutral. */
export function terminalStatusTone(status: StatusCode, source: TerminalStatusSource = 'term'): Tone {
  const state = terminalStatusState(status, source);
  return state === 'abnormal' ? 'danger' : state === 'normal' ? 'success' : 'neutral';
}

/** Catalogue key of a terminal status label. */
export function terminalStatusLabelKey(status: StatusCode, source: TerminalStatusSource = 'term'): string {
  const state = terminalStatusState(status, source);
  return state ? `terminals:termStatus.${state}` : UNKNOWN;
}

/** The terminal status cell; null without code or text. */
export function terminalStatusCell(status: StatusCode, description?: string | null, source: TerminalStatusSource = 'term'): StatusDecision | null {
  if (blank(status, description)) return null;
  return { tone: terminalStatusTone(status, source), label: labelOf(description, terminalStatusLabelKey(status, source)) };
}

// ── Verification status (qdStatus) ────────────────────────────────────────────────────────────────────────────

/**
 * The verification state of a qdStatus. Spec 01 §4 reads 0 not passed, 1 passed, above 2 error; spec 02 §3.1
 * reads 1 verified, 2 unverified, 3 failed. They agree where both speak, so they combine: 0 not passed,
 * 1 passed, 2 unverified, 3 and above error. Negative or non-numeric codes are errors too.
 */
export function verificationState(status: StatusCode): 'notPassed' | 'passed' | 'unverified' | 'error' | null {
  if (codeOf(status) === '') return null;
  const n = intOf(status);
  if (n === 0) return 'notPassed';
  if (n === 1) return 'passed';
  if (n === 2) return 'unverified';
  return 'error';
}

type VerificationState = NonNullable<ReturnType<typeof verificationState>>;

const verificationTones = { notPassed: 'warning', passed: 'success', unverified: 'neutral', error: 'danger' } as const satisfies Record<VerificationState, Tone>;
// The qdStatus lookup table's codes for each state.
const verificationCodes = { notPassed: '0', passed: '1', unverified: '2', error: 'error' } as const satisfies Record<VerificationState, string>;

/** Tone of a verification status: passed success, not passed warning, unverified neutral, error danger. */
export function verificationStatusTone(status: StatusCode): Tone {
  const state = verificationState(status);
  return state ? verificationTones[state] : 'neutral';
}

/** Catalogue key of a verification status label (`lookups:qdStatus.<code>`). */
export function verificationStatusLabelKey(status: StatusCode): string {
  const state = verificationState(status);
  return state ? `lookups:qdStatus.${verificationCodes[state]}` : UNKNOWN;
}

/** The verification status cell; null without code or text. */
export function verificationStatusCell(status: StatusCode, description?: string | null): StatusDecision | null {
  if (blank(status, description)) return null;
  return { tone: verificationStatusTone(status), label: labelOf(description, verificationStatusLabelKey(status)) };
}

// ── Disk online ───────────────────────────────────────────────────────────────────────────────────────────────

/** spec 01 §4: online 1 is normal; any other value (0, 2, -321, none) means the disk is not inserted. */
export function isDiskOnline(online: StatusCode): boolean {
  return intOf(online) === 1;
}

/** Tone of the disk online status: 1 success, otherwise danger. */
export function onlineStatusTone(online: StatusCode): Tone {
  return isDiskOnline(online) ? 'success' : 'danger';
}

/** Catalogue key of the disk online label. */
export function onlineStatusLabelKey(online: StatusCode): string {
  return isDiskOnline(online) ? 'lookups:diskOnline.1' : 'lookups:diskOnline.notInserted';
}

/** The disk online cell: always shown (no code reads as not inserted). */
export function onlineStatusCell(online: StatusCode, description?: string | null): StatusDecision {
  return { tone: onlineStatusTone(online), label: labelOf(description, onlineStatusLabelKey(online)) };
}

// ── Package remaining days ────────────────────────────────────────────────────────────────────────────────────

/** spec 01 §9: renewal reminder threshold. */
export const RENEWAL_REMINDER_DAYS = 30;

/** How remaining days show: plainly, in red with a renew prompt, or as the state name. */
export type DaysRemainingKind = 'plain' | 'renew' | 'state';

export interface DaysRemaining {
  kind: DaysRemainingKind;
  /** Whole days left (fractions cut); 0 for the state kind. */
  days: number;
  tone: Tone;
}

/**
 * spec 01 §4: 30 days or more plain; under 30 in red with a renew prompt; 0 shows the state name (stateName). A
 * negative, empty or non-numeric value is read like 0: the server's state name says what it is.
 */
export function daysRemaining(remain: StatusCode): DaysRemaining {
  const s = codeOf(remain);
  const n = s === '' ? Number.NaN : Math.trunc(Number(s));
  if (!Number.isFinite(n) || n <= 0) return { kind: 'state', days: 0, tone: 'danger' };
  if (n >= RENEWAL_REMINDER_DAYS) return { kind: 'plain', days: n, tone: 'neutral' };
  return { kind: 'renew', days: n, tone: 'danger' };
}

/**
 * The remaining-days cell: its kind and text. With a renew button beside it (`withRenewAction`) the red text is
 * the plain count, the button being the prompt; without one the text itself asks to renew. No day left: the
 * package's state name, or 已到期 when the server gives none.
 */
export function daysRemainingCell(remain: StatusCode, stateName?: string | null, withRenewAction = false): { kind: DaysRemainingKind; label: Label } {
  const shown = daysRemaining(remain);
  if (shown.kind === 'plain') return { kind: 'plain', label: { key: 'lookups:remainingDays.plain', params: { count: shown.days } } };
  if (shown.kind === 'renew') {
    return { kind: 'renew', label: { key: withRenewAction ? 'lookups:remainingDays.plain' : 'lookups:remainingDays.renew', params: { count: shown.days } } };
  }
  // The state name through the service-status table where it knows the server's words (已到期, 已停用), in the user's language.
  return { kind: 'state', label: labelOfServerText('packageServiceStatus', stateName) ?? { key: 'terminals:days.expired' } };
}

// ── Mount type ────────────────────────────────────────────────────────────────────────────────────────────────

const mountTones: Readonly<Record<string, Tone>> = { '1': 'success', '2': 'danger' };

/** spec 01 §4: mount type 1 a success label, 2 an error label; anything else neutral. */
export function mountTypeTone(mountType: StatusCode): Tone {
  const n = intOf(mountType);
  return n !== null && has(mountTones, String(n)) ? mountTones[String(n)]! : 'neutral';
}

/** Catalogue key of a mount type label. */
export function mountTypeLabelKey(mountType: StatusCode): string {
  const n = intOf(mountType);
  return n === 1 || n === 2 ? `lookups:mountType.${n}` : UNKNOWN;
}

/** The mount type cell; null without code or text. */
export function mountTypeCell(mountType: StatusCode, description?: string | null): StatusDecision | null {
  if (blank(mountType, description)) return null;
  return { tone: mountTypeTone(mountType), label: labelOf(description, mountTypeLabelKey(mountType)) };
}
