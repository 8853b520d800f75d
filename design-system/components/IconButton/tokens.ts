import { controlHeight, radius } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens of IconButton: square buttons on the control heights, derived from semantic tokens.
export const iconButtonTokens = {
  size: {
    sm: { box: controlHeight.sm, icon: 14 },
    md: { box: controlHeight.md, icon: 16 },
    lg: { box: controlHeight.lg, icon: 18 },
  },
  radius: radius.md,
  variant: {
    plain: { bg: 'transparent', bgHover: vars.colorSurfaceHover, bgActive: vars.colorBrandSubtle, fg: vars.colorTextSecondary, fgHover: vars.colorText, border: 'transparent' },
    outlined: { bg: vars.colorSurface, bgHover: vars.colorSurface, bgActive: vars.colorBrandSubtle, fg: vars.colorText, fgHover: vars.colorBrandText, border: vars.colorBorderStrong },
  },
  borderHover: vars.colorBrand,
  disabled: { bg: vars.colorSurfaceDisabled, fg: vars.colorTextDisabled, border: vars.colorBorder },
  focusRing: vars.colorFocusRing,
} as const;

export type IconButtonVariant = keyof typeof iconButtonTokens.variant;
export type IconButtonSize = keyof typeof iconButtonTokens.size;
