import { fontSize, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens: derived from semantic tokens, never from the palette.
export const sliderTokens = {
  width: '320px',
  railHeight: '4px',
  rail: vars.colorBorder,
  railHover: vars.colorBorderStrong,
  fill: vars.colorBrand,
  fillHover: vars.colorBrandHover,
  thumbSize: '14px',
  thumbBorder: vars.colorBrand,
  thumbBackground: vars.colorSurface,
  focusRing: vars.colorFocusRing,
  label: { fontSize: fontSize.md, color: vars.colorText },
  output: { fontSize: fontSize.md, color: vars.colorText },
  range: { fontSize: fontSize.xs, color: vars.colorTextSecondary },
  help: { fontSize: fontSize.sm, color: vars.colorTextSecondary },
  gap: space[1],
  disabled: { fill: vars.colorBorderStrong, thumb: vars.colorBorderStrong },
} as const;
