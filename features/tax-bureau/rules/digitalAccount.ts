// The digital-account (数电账号) dialog (spec 02 §2.1 item 4, §4, §7.1): which ways to log in it offers, the profile
// a login sends, which logins go through the connection-status dialog, and when the jump to the tax bureau is on.
// Pure: no React, no fetch.
import type { LoginProfile } from './index';
import { pickLoginMethod, QR_METHOD, SMS_METHOD, type RegionMethod } from './linking';

/** spec 02 §4: the methods that connect automatically (no code, no scan). */
export const AUTO_LOGIN_METHODS: readonly string[] = ['1', '2', '6', '11'];

/** The ways the dialog logs in (spec 02 §2.1 item 4: SMS code, QR code, automatic login), with their label keys. */
export const digitalLoginModeMap = {
  sms: { key: 'taxBureauLinking:digital.mode.sms' },
  qr: { key: 'taxBureauLinking:digital.mode.qr' },
  auto: { key: 'taxBureauLinking:digital.mode.auto' },
} as const;
export type DigitalLoginMode = keyof typeof digitalLoginModeMap;
export const digitalLoginModes = Object.keys(digitalLoginModeMap) as DigitalLoginMode[];

/** spec 02 §2.1 item 4, §3: agency login and the jump to the tax bureau exist only for these provider codes. */
export const DIGITAL_AGENCY_PROVIDERS: readonly string[] = ['IT160', 'IT600'];

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const on = (v: unknown): boolean => v === true || str(v) === '1';

export const supportsDigitalAgency = (tsp: unknown): boolean => DIGITAL_AGENCY_PROVIDERS.includes(str(tsp).toUpperCase());

/** The saved account's own method when it logs in automatically; null otherwise (automatic login is then off). */
export function autoLoginMethod(saved: LoginProfile | null | undefined): string | null {
  const own = str(saved?.dlfs);
  if (AUTO_LOGIN_METHODS.includes(own)) return own;
  const fallback = str(saved?.defaultDlfs);
  return AUTO_LOGIN_METHODS.includes(fallback) ? fallback : null;
}

/** The mode the dialog starts on: the saved account's own way (SMS 12, QR 13, an automatic method), else SMS. */
export function initialDigitalMode(saved: LoginProfile | null | undefined): DigitalLoginMode {
  const own = str(saved?.dlfs);
  if (own === SMS_METHOD) return 'sms';
  if (own === QR_METHOD) return 'qr';
  return autoLoginMethod(saved) !== null ? 'auto' : 'sms';
}

/**
 * The profile a login binds: the saved account with the chosen method. Agency mode (IT160, IT600 only) always takes
 * the first agency method of the region (spec 02 §4); null when the mode cannot log in (no account, automatic login
 * without an automatic method, agency mode without an agency method).
 */
export function digitalLoginProfile<P extends LoginProfile>(
  saved: P | null | undefined,
  choice: { mode: DigitalLoginMode; agency: boolean; tsp?: string },
  agencyMethods: readonly RegionMethod[] = [],
): P | null {
  if (!saved) return null;
  if (choice.agency && supportsDigitalAgency(choice.tsp)) {
    const dlfs = pickLoginMethod(agencyMethods, saved.dlfs, true);
    return dlfs === '' ? null : { ...saved, dlfs, agencyLogin: 1 };
  }
  const dlfs = choice.mode === 'sms' ? SMS_METHOD : choice.mode === 'qr' ? QR_METHOD : autoLoginMethod(saved);
  return dlfs === null ? null : { ...saved, dlfs, agencyLogin: 0 };
}

/** spec 02 §4: methods 12 and 13, agency login and fast login go through the connection-status dialog. */
export function goesThroughConnectionDialog(profile: LoginProfile | null | undefined): boolean {
  if (!profile) return false;
  const dlfs = str(profile.dlfs);
  return dlfs === SMS_METHOD || dlfs === QR_METHOD || on(profile.agencyLogin) || on((profile as { isFastLogin?: unknown }).isFastLogin);
}

/** spec 02 §2.1 item 4: the jump to the tax bureau is on only when logged in and the type is IT160 or IT600. */
export function canJumpToTaxBureau(loginStatus: unknown, tsp: unknown): boolean {
  return str(loginStatus) === '1' && supportsDigitalAgency(tsp);
}

/** skipTaxBureau's type (spec 02 §7.1: 2 or 4): inside the desktop client 4 (data for its /etax/open), else 2 (a login URL). */
export function skipTaxBureauType(inDesktopClient: boolean): 2 | 4 {
  return inDesktopClient ? 4 : 2;
}

/** Only an http(s) login URL is opened (a server's javascript: or data: address never is). */
export function safeLoginUrl(url: unknown): string | null {
  const text = str(url);
  if (text === '') return null;
  try {
    const parsed = new URL(text);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
