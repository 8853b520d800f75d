import { fontSize, radius, space } from '../../tokens/scale';
import { toneVars, vars } from '../../tokens/semantic';
import type { Countdown } from '../QrCode/useSecondsLeft';

/**
 * The three face-scan code types of spec 02 §2.1 item 6, with the tax bureau's qrCodeType where it has one
 * (spec 02 §4: 0 tax app, 1 personal-income-tax app). The WeChat code is the portal's own long-lived code.
 */
export const qrCodeKindMap = {
  wechat: { qrCodeType: null },
  taxApp: { qrCodeType: 0 },
  personalTaxApp: { qrCodeType: 1 },
} as const;
export type QrCodeKind = keyof typeof qrCodeKindMap;
export const qrCodeKinds = Object.keys(qrCodeKindMap) as QrCodeKind[];

/** One tab's code, as the caller knows it. */
export type FaceQrState =
  /** Nothing fetched yet: a 获取二维码 button. */
  | { status: 'idle' }
  /**
   * Being fetched (spec 02 §4): 60 s generating the face QR, then 60 s 'tax bureau busy, retrying', then timed
   * out. Give `startedAt` (epoch ms) to let the phases run, or `elapsedSeconds` to show one moment.
   */
  | { status: 'fetching'; startedAt?: number; elapsedSeconds?: number }
  /** Both phases ran out: 获取二维码超时 with a retry. */
  | { status: 'timedOut' }
  /** The fetch failed: the server's message as text, or 电子税局繁忙或在维护中，请稍后重试. */
  | { status: 'error'; message?: string }
  /**
   * A code: an image from the server (`src`, the `ewm` field) or a string to draw (`value`). `validity` counts
   * down the 300 s (from `expireTime`); at 0 the code shows as expired. Without it the code does not expire.
   */
  | { status: 'ready'; src?: string; value?: string; validity?: Countdown }
  /** Expired: the old code under a veil with 二维码已过期 and a refresh button. */
  | { status: 'expired'; src?: string; value?: string };
export type FaceQrStatus = FaceQrState['status'];

/** Seconds of each fetch phase (spec 02 §9: fetch phases 60 s plus 60 s). */
export const fetchPhaseSeconds = 60;
/** Seconds a face QR stays valid (spec 02 §9). */
export const faceQrValiditySeconds = 300;

// Component tokens: derived from semantic tokens and scales, never from the palette.
export const qrCodeDialogTokens = {
  qrSize: 200,
  gap: space[3],
  hint: { color: vars.colorTextSecondary, fontSize: fontSize.sm },
  validity: { color: vars.colorTextSecondary, fontSize: fontSize.sm, expired: toneVars('danger').text },
  waiting: {
    color: vars.colorText,
    background: vars.colorSurfaceSubtle,
    border: vars.colorBorder,
    fontSize: fontSize.sm,
    radius: radius.md,
    busy: toneVars('warning').text,
    failed: toneVars('danger').text,
  },
  link: {
    gap: space[2],
    paddingY: space[2],
    paddingX: space[3],
    background: vars.colorSurfaceSubtle,
    border: vars.colorBorder,
    color: vars.colorText,
    label: vars.colorTextSecondary,
    fontSize: fontSize.sm,
    copied: toneVars('success').text,
  },
} as const;
