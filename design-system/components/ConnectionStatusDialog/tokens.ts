import { fontSize, space } from '../../tokens/scale';
import { toneVars, vars } from '../../tokens/semantic';
import type { Countdown } from '../QrCode/useSecondsLeft';

/** Seconds of the connection's clocks (spec 02 §9): verify countdown, QR refresh, tax-bureau SMS resend. */
export const connectionSeconds = { verify: 120, qrRefresh: 120, smsResend: 240 } as const;
/** The SMS code is 6 digits (spec 02 §5, §9). */
export const smsCodeLength = 6;

/** Why a login failed, and the catalogue text shown when the server sends none (spec 02 §8). */
export const connectionFailureMap = {
  /** Bind failure: 税局连接失败，请稍后重试 */
  connect: 'connectionStatus.failure.connect',
  /** Bind failure while fetching an SMS: 获取短信验证码失败，请稍后重试 */
  sms: 'connectionStatus.failure.sms',
  /** Failed status check: 登录电子税局失败，请稍后重试。 */
  status: 'connectionStatus.failure.status',
} as const;
export type ConnectionFailureReason = keyof typeof connectionFailureMap;

/** Where the login stands (spec 02 §4). A discriminated union: each phase carries only what it shows. */
export type ConnectionState =
  /** 未验证 */
  | { phase: 'idle' }
  /** 验证中... Ns, counting down from 120: a deadline (`endsAt`) or a fixed `secondsLeft`. */
  | { phase: 'verifying'; countdown: Countdown }
  /**
   * Login result QRCODE: the QR image (`src`, a server image) or a string to draw (`value`), refreshed every
   * 120 s: `refresh` counts down to the next refresh, when `onRefreshQr('timer')` is called.
   */
  | { phase: 'qr'; src?: string; value?: string; refresh: Countdown }
  /**
   * Mode 12 / login result SMS: the 6-digit code box. `codeSent` means a code has just been sent, so the
   * resend button starts locked for 240 s; `sending` shows 正在发送验证码，请收到验证码后输入; `errorMessage`
   * is the server's verdict on a submitted code.
   */
  | { phase: 'sms'; codeSent?: boolean; sending?: boolean; errorMessage?: string }
  /** S000: 登录成功, or the server's message. */
  | { phase: 'success'; message?: string }
  /** F000 and the like: the server's message as text, or the catalogue's default for the reason. */
  | { phase: 'failure'; message?: string; reason?: ConnectionFailureReason };
export type ConnectionPhase = ConnectionState['phase'];

// Component tokens: derived from semantic tokens and scales, never from the palette.
export const connectionStatusTokens = {
  gap: space[4],
  qrSize: 200,
  line: {
    gap: space[2],
    fontSize: fontSize.md,
    idle: vars.colorTextSecondary,
    busy: vars.colorBrandText,
    success: toneVars('success').text,
    failure: toneVars('danger').text,
  },
  note: { color: vars.colorTextSecondary, fontSize: fontSize.sm },
  result: { iconSize: 48, fontSize: fontSize.lg, gap: space[3] },
  sms: { gap: space[2] },
} as const;
