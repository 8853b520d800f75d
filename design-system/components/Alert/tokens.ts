import { fontSize, fontWeight, lineHeight, radius, space } from '../../tokens/scale';
import { toneVars, vars, type Tone } from '../../tokens/semantic';
import type { IconName } from '../Icon';

/** Each tone's icon from the design system's icon set (neutral reuses the info glyph). */
export const alertIcons = {
  success: 'success-filled',
  warning: 'warning-filled',
  danger: 'error-filled',
  info: 'info-filled',
  neutral: 'info-filled',
} as const satisfies Record<Tone, IconName>;

/** A tone of Alert: every status tone of the design system. */
export type AlertTone = keyof typeof alertIcons;

const tone = (t: Tone) => ({ background: toneVars(t).background, border: toneVars(t).border, icon: toneVars(t).solid });

// Component tokens of Alert (Ant-Design-like inline alert), derived from semantic tokens and scales.
export const alertTokens = {
  paddingY: space[2],
  paddingX: space[3],
  /** With a title the block breathes a little more. */
  paddingYTitled: space[3],
  gap: space[2],
  radius: radius.lg,
  fontSize: fontSize.md,
  lineHeight: lineHeight.normal,
  iconSize: 16,
  text: vars.colorText,
  // CJK fonts ship regular and bold only: a medium title would look regular.
  titleWeight: fontWeight.bold,
  tone: {
    success: tone('success'),
    warning: tone('warning'),
    danger: tone('danger'),
    info: tone('info'),
    neutral: tone('neutral'),
  } satisfies Record<AlertTone, { background: string; border: string; icon: string }>,
} as const;
