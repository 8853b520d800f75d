// The tax-bureau login overview's codes (taxBureauOverview.yaml: chosen readings of spec 02 §7.1's login status and
// the face-scan state of spec 02 §2.1 item 6), as lookup tables whose labels are in locales/<lng>/taxBureauOverview.json.
import type { Lookup, LookupTone } from '../../lookups';
import type { TaxLoginState } from '../api';

function table<const T extends Record<string, LookupTone>>(name: string, tones: T): Lookup<Extract<keyof T, string>> {
  return Object.freeze(Object.fromEntries(Object.entries(tones).map(([code, tone]) => [code, { key: `taxBureauOverview:${name}.${code}`, tone }]))) as Lookup<Extract<keyof T, string>>;
}

/** Login state: logged in, dropped (the tax bureau ended it), logged out, no account saved. */
export const loginState = table('loginState', { loggedIn: 'success', dropped: 'danger', loggedOut: 'warning', unlinked: 'neutral' });
export const loginStates: readonly TaxLoginState[] = ['loggedIn', 'dropped', 'loggedOut', 'unlinked'];

/** Face-scan state of a logged-in terminal: 1 valid, 2 due (待刷脸); 0 (not logged in) shows no tag. */
export const faceState = table('faceState', { '1': 'success', '2': 'warning' });

/** bizId of a dropped login on the user's push channel (chosen; taxBureauOverview.yaml TaxLoginDrop). */
export const TAX_LOGIN_DROP_BIZ = 'QDDX';

export interface TaxLoginDrop {
  diskId: string;
  taxerName: string;
  msg: string;
}

/** The drop a push carries, or null for any other push (or a payload without a disk). */
export function dropOf(push: { bizId?: string | undefined; data?: unknown }): TaxLoginDrop | null {
  if (push.bizId !== TAX_LOGIN_DROP_BIZ || !push.data || typeof push.data !== 'object') return null;
  const data = push.data as Record<string, unknown>;
  if (typeof data.diskId !== 'string' || !data.diskId) return null;
  return { diskId: data.diskId, taxerName: typeof data.taxerName === 'string' ? data.taxerName : '', msg: typeof data.msg === 'string' ? data.msg : '' };
}
