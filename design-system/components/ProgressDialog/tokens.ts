import { fontFamilyMono, fontSize, radius, space } from '../../tokens/scale';
import { toneVars, vars } from '../../tokens/semantic';
import type { ProgressTone } from '../ProgressBar';

/** The task's state and the bar colour it is drawn in (spec 01 §2: 导出失败 in red). */
export const progressStatusMap = {
  running: 'brand',
  success: 'success',
  failure: 'danger',
  interrupted: 'warning',
} as const satisfies Record<string, ProgressTone>;
export type ProgressStatus = keyof typeof progressStatusMap;

// Component tokens: derived from semantic tokens and scales, never from the palette.
export const progressDialogTokens = {
  gap: space[3],
  message: { color: vars.colorText, fontSize: fontSize.md },
  meta: { color: vars.colorTextSecondary, fontSize: fontSize.sm },
  status: {
    gap: space[2],
    fontSize: fontSize.md,
    success: toneVars('success').text,
    failure: toneVars('danger').text,
    interrupted: toneVars('warning').text,
  },
  detail: {
    fontFamily: fontFamilyMono,
    fontSize: fontSize.xs,
    color: vars.colorText,
    background: toneVars('danger').background,
    border: toneVars('danger').border,
    radius: radius.md,
    padding: `${space[2]} ${space[3]}`,
    maxHeight: '160px',
  },
} as const;
