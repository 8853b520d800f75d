import { fontSize, progressBarHeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens of ProgressBar: 18 px bar (spec 01 §2) on a light track; fills are solid tone colours
// under which colorOnBrand / colorTextInverse text is AA.
export const progressBarTokens = {
  height: { sm: '8px', md: progressBarHeight },
  radius: radius.pill,
  track: vars.colorSurfaceHover,
  trackEdge: vars.colorBorder,
  fill: {
    brand: vars.colorBrand,
    success: vars.colorSuccessSolid,
    warning: vars.colorWarningSolid,
    danger: vars.colorDangerSolid,
    info: vars.colorInfoSolid,
  },
  /** Colour of the percentage written beside the bar, per fill. */
  valueText: {
    brand: vars.colorTextSecondary,
    success: vars.colorSuccessText,
    warning: vars.colorWarningText,
    danger: vars.colorDangerText,
    info: vars.colorTextSecondary,
  },
  insideText: vars.colorOnBrand,
  outsideText: vars.colorText,
  labelText: vars.colorText,
  fontSize: fontSize.xs,
  gap: space[2],
  /** Below this percentage an inside label does not fit in the fill and is written just after it. */
  insideMinPercent: 12,
} as const;

export type ProgressTone = keyof typeof progressBarTokens.fill;
export type ProgressBarSize = keyof typeof progressBarTokens.height;
