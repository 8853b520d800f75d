// The tax robot's jobs (税务机器人, robot.yaml job/*): what a job's state leads to, the kinds, when to run. Pure.
import type { Lookup, LookupTone } from '../../lookups';
import type { RobotJob, RobotJobKind } from '../api';

function table<const T extends Record<string, LookupTone | null>>(name: string, tones: T): Lookup<Extract<keyof T, string>> {
  return Object.freeze(
    Object.fromEntries(Object.entries(tones).map(([code, tone]) => [code, tone ? { key: `taxRobot:${name}.${code}`, tone } : { key: `taxRobot:${name}.${code}` }])),
  ) as Lookup<Extract<keyof T, string>>;
}

/** Job kinds (chosen, robot.yaml RobotJobKind): report and clear, declaration, the period's invoice download, issuing. */
export const robotJobKind = table('kinds', { copyClear: null, declare: null, download: null, issue: null });
export const robotJobKinds: readonly RobotJobKind[] = ['copyClear', 'declare', 'download', 'issue'];
/** The kinds a user schedules (issuing jobs come from the held drafts, not from this page). */
export const schedulableKinds: readonly RobotJobKind[] = ['copyClear', 'declare', 'download'];

/** The robot task states in the order the page lists them (spec 01 §4). */
export const jobStates = [5, 1, 2, 3, 4, 0, -1] as const;

/** What a job's row offers: the dialog that unblocks a waiting job, a look again, a cancel. */
export type JobAction = 'face' | 'login' | 'recheck' | 'cancel';

export function jobActions(job: Pick<RobotJob, 'state'>): JobAction[] {
  switch (job.state) {
    case 2:
      return ['face', 'recheck'];
    case 3:
      return ['login', 'recheck'];
    case 4:
    case -1:
      return ['recheck'];
    case 5:
      return ['cancel'];
    default:
      return [];
  }
}

/** The page asks again this often while any job is running or waiting (it goes on by itself once unblocked). */
export const JOB_POLL_MS = 5000;

export function isActive(job: Pick<RobotJob, 'state'>): boolean {
  return job.state === 1 || job.state === 2 || job.state === 3 || job.state === 5;
}

/** When a new job runs: now, tonight at 22:00, or at 06:00 tomorrow (Asia/Shanghai, which keeps no daylight saving). */
export const runChoices = ['now', 'tonight', 'morning'] as const;
export type RunChoice = (typeof runChoices)[number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SHANGHAI = 8 * HOUR;

/** The run time of a choice as an ISO instant (the next 22:00 or 06:00 to come), or undefined for now. */
export function runAtOf(choice: RunChoice, now: Date): string | undefined {
  if (choice === 'now') return undefined;
  const midnight = Math.floor((now.getTime() + SHANGHAI) / DAY) * DAY - SHANGHAI;
  const hour = choice === 'tonight' ? 22 : 6;
  let at = midnight + hour * HOUR;
  if (at <= now.getTime()) at += DAY;
  return new Date(at).toISOString();
}
