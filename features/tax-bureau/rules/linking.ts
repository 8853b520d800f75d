// Linking a terminal to the tax-bureau account (spec 02 §2.1 items 2-3, §3, §4, §7.1, §8): which methods and fields
// a form shows, what is sent, and the verify flow as a state machine. Pure: no React, no fetch, message keys only.
import { ALREADY_LOGGED_IN_MARKER } from '../../../platform/api/serverTexts';
import type { LoginProfile } from './index';

/** spec 02 §4, §9: the verify line counts down from 120 s. */
export const VERIFY_SECONDS = 120;
/** spec 02 §4: methods other than SMS and QR wait up to 60 s for their result. */
export const BIND_WAIT_SECONDS = 60;
/** spec 02 §4, §9: a QR login waits 120 s, then the QR is refreshed. */
export const QR_WAIT_SECONDS = 120;
/** spec 02 §4: login method codes with a dialog of their own. */
export const SMS_METHOD = '12';
export const QR_METHOD = '13';
/** spec 02 §8: a bind reply containing this means the account is already logged in. */
export const ALREADY_LOGGED_IN = ALREADY_LOGGED_IN_MARKER;

/** A login method as the region config sends it (loginTypeList / agencyLoginType entries; field may be missing). */
export interface RegionMethod {
  dlfs: string | number;
  dlfsName?: string;
  loginInfoList: readonly { field?: string; isUse: unknown }[];
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const on = (v: unknown): boolean => v === true || str(v).trim() === '1';

/**
 * The method to keep after the region (or the agency switch) changed the list (spec 02 §4): in agency mode always
 * the first agency method; otherwise the current one when still offered, else the first; '' when none is offered.
 */
export function pickLoginMethod(methods: readonly RegionMethod[], current: unknown, agencyMode = false): string {
  if (methods.length === 0) return '';
  const first = str(methods[0]?.dlfs);
  if (agencyMode) return first;
  const wanted = str(current);
  return methods.some((m) => str(m.dlfs) === wanted) ? wanted : first;
}

/**
 * The credential fields a form shows for a method (spec 02 §2.1 item 2: only those marked isUse), in the method's
 * order, with the spec's conditions: dlsfmm only in Shanghai, keypwd only for deviceType 1 (single disk), zjh
 * only while isZjh is on. dlsf is always on the form, so it is not listed here.
 */
export function credentialFields(method: RegionMethod | null | undefined, profile: LoginProfile, shanghai: boolean): string[] {
  const fields: string[] = [];
  for (const item of method?.loginInfoList ?? []) {
    const field = str(item?.field);
    if (!on(item?.isUse) || field === '' || field === 'dlsf' || fields.includes(field)) continue;
    if (field === 'dlsfmm' && !shanghai) continue;
    if (field === 'keypwd' && str(profile.deviceType) !== '1') continue;
    if (field === 'zjh' && !on(profile.isZjh)) continue;
    fields.push(field);
  }
  // A method that uses a relay number offers the isZjh switch even while it is off.
  if (method?.loginInfoList.some((i) => str(i?.field) === 'zjh' && on(i?.isUse)) && !fields.includes('isZjh')) {
    const at = fields.indexOf('zjh');
    fields.splice(at === -1 ? fields.length : at, 0, 'isZjh');
  }
  if (method?.loginInfoList.some((i) => str(i?.field) === 'keypwd' && on(i?.isUse)) && !fields.includes('deviceType')) {
    const at = fields.indexOf('keypwd');
    fields.splice(at === -1 ? fields.length : at, 0, 'deviceType');
  }
  return fields;
}

/** spec 02 §3: trace is diskId + isKp + timestamp. */
export function bindTrace(diskId: string, isKp: unknown, now: number): string {
  return `${diskId}${on(isKp) ? 1 : 0}${now}`;
}

/**
 * The list sent by bind-and-save (spec 02 §7.1): the main profile, and the second when more than one initial
 * profile exists or the second is enabled (isEnable 1).
 */
export function profilesToSave<P extends LoginProfile>(main: P, second: P | null | undefined, initialCount: number): P[] {
  if (second && (initialCount > 1 || on(second.isEnable))) return [main, second];
  return [main];
}

// ── The verify flow ──────────────────────────────────────────────────────────────────────────────────────────

/** Why a verification failed; each has its catalogue text (spec 02 §8) when the server sends none. */
export const verifyFailureKeys = {
  /** Other bind failure: 税局连接失败，请稍后重试 */
  connect: 'taxBureauLinking:verify.failure.connect',
  /** Bind failure while fetching an SMS: 获取短信验证码失败，请稍后重试 */
  sms: 'taxBureauLinking:verify.failure.sms',
  /** Failed status check / no result in time: 登录电子税局失败，请稍后重试。 */
  status: 'taxBureauLinking:verify.failure.status',
} as const;
export type VerifyFailure = keyof typeof verifyFailureKeys;

/** Where a form's verification stands (spec 02 §4 'Verify status'). */
export type VerifyState =
  /** 未验证 */
  | { phase: 'idle' }
  /** 验证中... Ns: waiting for the bind reply or for the login result (`traceno` once known). */
  | { phase: 'verifying'; endsAt: number; traceno?: string; waitUntil?: number }
  /** SMS: the code was sent; the 6-digit box is open. `errorMessage` is the server's verdict on a submitted code. */
  | { phase: 'sms'; endsAt: number; traceno: string; errorMessage?: string }
  /** QRCODE: the image to scan, waiting up to 120 s. */
  | { phase: 'qr'; endsAt: number; traceno: string; image: string; qrEndsAt: number }
  /** 验证通过; `alreadyLoggedIn` when the bind said 不需要重复获取 (shown as 已登录, 登录成功: spec 02 §8). */
  | { phase: 'passed'; alreadyLoggedIn?: true }
  /** The server's message as text, or the catalogue's text for the reason. */
  | { phase: 'failed'; reason: VerifyFailure; message?: string };

export type VerifyEvent =
  | { type: 'start'; now: number }
  /** The bind call answered (code S000, F000, SMS, QRCODE or a pending one). */
  | { type: 'bindReplied'; code: string; traceno: string; message?: string; data?: string; now: number; viaSms: boolean }
  /** The bind call failed (transport or business error), with the server's message if any. */
  | { type: 'bindFailed'; message?: string; viaSms: boolean }
  /** The SMS code was accepted: wait for the login result. */
  | { type: 'codeAccepted'; now: number }
  /** The SMS code was refused: the box stays open with the message. */
  | { type: 'codeRejected'; message: string }
  /** A new SMS code was sent (resend): the trace may change. */
  | { type: 'codeResent'; traceno: string }
  /** A login result (poll or push) for the current trace. */
  | { type: 'result'; code: string; message?: string; data?: string; traceno?: string; now: number }
  /** A fresh QR for the same login. */
  | { type: 'qrRefreshed'; image: string; traceno: string; now: number }
  /** The verify countdown (or a method's own wait) ran out. */
  | { type: 'timeout' }
  /** The user closed the connection dialog before the end. */
  | { type: 'cancel' };

const failed = (reason: VerifyFailure, message?: string): VerifyState =>
  message && message.trim() !== '' ? { phase: 'failed', reason, message } : { phase: 'failed', reason };

const passed = (message: string | undefined): VerifyState =>
  message?.includes(ALREADY_LOGGED_IN) ? { phase: 'passed', alreadyLoggedIn: true } : { phase: 'passed' };

/** spec 02 §8: a bind refused with 201300020 (fast login by SMS) lets the user submit the code received by hand. */
export const MANUAL_SUBMIT_CODE = 201300020;

/** The result codes of a login (spec 02 §4). */
const RESULT_CODES: readonly string[] = ['S000', 'F000', 'SMS', 'QRCODE'];

/** A login result pushed on the user's channel (spec 02 §7.1: data {code, msg, data, expireTime}). */
export interface LoginPush {
  code: string;
  message?: string;
  data?: string;
  traceno?: string;
}

/**
 * Reads a push as a tax-bureau login result for `diskId`: null when it is not one (another business, no result
 * code) or names another disk. The spec names no bizId for these pushes, so the payload decides; a traceno or diskId
 * in it narrows the match (the reducer drops results of another trace).
 */
export function loginPushResult(message: { bizId?: unknown; data?: unknown } | null | undefined, diskId: string): LoginPush | null {
  const data = message?.data;
  if (!data || typeof data !== 'object') return null;
  const { code, msg, message: text, data: payload, traceno, diskId: disk } = data as Record<string, unknown>;
  if (typeof code !== 'string' || !RESULT_CODES.includes(code)) return null;
  if (typeof disk === 'string' && disk !== diskId) return null;
  const said = typeof text === 'string' && text !== '' ? text : typeof msg === 'string' && msg !== '' ? msg : undefined;
  return {
    code,
    ...(said ? { message: said } : {}),
    ...(typeof payload === 'string' && payload !== '' ? { data: payload } : {}),
    ...(typeof traceno === 'string' && traceno !== '' ? { traceno } : {}),
  };
}

/** True while a verification is in progress (spec 02 §4: push messages are handled only then). */
export function isVerifying(state: VerifyState): boolean {
  return state.phase === 'verifying' || state.phase === 'sms' || state.phase === 'qr';
}

/** What a reply's code means, 不需要重复获取 included (spec 02 §4, §8). */
function outcome(code: string, message: string | undefined): 'success' | 'failure' | 'sms' | 'qr' | 'pending' {
  if (message?.includes(ALREADY_LOGGED_IN)) return 'success';
  switch (code) {
    case 'S000':
      return 'success';
    case 'F000':
      return 'failure';
    case 'SMS':
      return 'sms';
    case 'QRCODE':
      return 'qr';
    default:
      return 'pending';
  }
}

/**
 * The verify flow (spec 02 §4): 未验证 -> 验证中... (120 s) -> 验证通过 or the error; SMS opens the code box, QRCODE
 * shows the image; other methods wait up to 60 s for their result. Results for another trace, or arriving when no
 * verification is in progress, are ignored; while a QR is pending only a success or a failure changes anything.
 */
export function verifyReducer(state: VerifyState, event: VerifyEvent): VerifyState {
  switch (event.type) {
    case 'start':
      return { phase: 'verifying', endsAt: event.now + VERIFY_SECONDS * 1000 };
    case 'bindReplied': {
      if (state.phase !== 'verifying') return state;
      const kind = outcome(event.code, event.message);
      if (kind === 'success') return passed(event.message);
      if (kind === 'failure') return failed(event.viaSms ? 'sms' : 'connect', event.message);
      if (kind === 'sms') return { phase: 'sms', endsAt: state.endsAt, traceno: event.traceno };
      if (kind === 'qr' && event.data) {
        return { phase: 'qr', endsAt: state.endsAt, traceno: event.traceno, image: event.data, qrEndsAt: event.now + QR_WAIT_SECONDS * 1000 };
      }
      return { phase: 'verifying', endsAt: state.endsAt, traceno: event.traceno, waitUntil: event.now + BIND_WAIT_SECONDS * 1000 };
    }
    case 'bindFailed':
      return state.phase === 'verifying' || state.phase === 'sms' ? failed(event.viaSms ? 'sms' : 'connect', event.message) : state;
    case 'codeAccepted':
      return state.phase === 'sms' ? { phase: 'verifying', endsAt: state.endsAt, traceno: state.traceno, waitUntil: event.now + BIND_WAIT_SECONDS * 1000 } : state;
    case 'codeRejected':
      return state.phase === 'sms' ? { ...state, errorMessage: event.message } : state;
    case 'codeResent':
      return state.phase === 'sms' ? { phase: 'sms', endsAt: state.endsAt, traceno: event.traceno } : state;
    case 'result': {
      if (!isVerifying(state)) return state;
      const traceno = 'traceno' in state ? state.traceno : undefined;
      if (event.traceno && traceno && event.traceno !== traceno) return state;
      const kind = outcome(event.code, event.message);
      if (kind === 'success') return passed(event.message);
      if (kind === 'failure') return failed('status', event.message);
      // A second message while a QR is pending is ignored, except a failure (spec 02 §4).
      if (state.phase === 'qr') return state;
      if (kind === 'sms' && state.phase === 'verifying' && traceno) return { phase: 'sms', endsAt: state.endsAt, traceno };
      if (kind === 'qr' && event.data && state.phase === 'verifying' && traceno) {
        return { phase: 'qr', endsAt: state.endsAt, traceno, image: event.data, qrEndsAt: event.now + QR_WAIT_SECONDS * 1000 };
      }
      return state;
    }
    case 'qrRefreshed':
      return state.phase === 'qr' ? { ...state, image: event.image, traceno: event.traceno, qrEndsAt: event.now + QR_WAIT_SECONDS * 1000 } : state;
    case 'timeout':
      return isVerifying(state) ? failed('status') : state;
    case 'cancel':
      return isVerifying(state) ? { phase: 'idle' } : state;
  }
}

/** The state a form starts in: 验证通过 when the saved profile is verified (isAvailable 1), else 未验证. */
export function initialVerifyState(profile: LoginProfile | null | undefined): VerifyState {
  return on(profile?.isAvailable) ? { phase: 'passed' } : { phase: 'idle' };
}
