import { fontSize, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens: derived from semantic tokens, never from the palette.
export const checkboxTokens = {
  boxSize: '16px',
  radius: radius.sm,
  gap: space[2],
  fontSize: fontSize.md,
  border: vars.colorBorderStrong,
  borderHover: vars.colorBrand,
  background: vars.colorSurface,
  checked: { background: vars.colorBrand, backgroundHover: vars.colorBrandHover, mark: vars.colorOnBrand },
  text: vars.colorText,
  disabled: { background: vars.colorSurfaceDisabled, border: vars.colorBorder, mark: vars.colorTextDisabled, text: vars.colorTextDisabled },
  invalid: { border: vars.colorDangerSolid },
  focusRing: vars.colorFocusRing,
  group: { gapHorizontal: space[6], gapVertical: space[2] },
} as const;
