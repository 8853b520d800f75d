import { controlHeight, fontSize, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens: derived from semantic tokens, never from the palette.
export const buttonTokens = {
  height: { sm: controlHeight.sm, md: controlHeight.md, lg: controlHeight.lg },
  paddingX: { sm: space[2], md: space[4], lg: space[5] },
  fontSize: { sm: fontSize.sm, md: fontSize.md, lg: fontSize.lg },
  radius: radius.md,
  variant: {
    primary: { bg: vars.colorBrand, bgHover: vars.colorBrandHover, bgActive: vars.colorBrandActive, fg: vars.colorOnBrand, border: vars.colorBrand },
    default: { bg: vars.colorSurface, bgHover: vars.colorBrandSubtle, bgActive: vars.colorBrandSubtle, fg: vars.colorText, border: vars.colorBorderStrong },
    text: { bg: 'transparent', bgHover: vars.colorBrandSubtle, bgActive: vars.colorBrandSubtle, fg: vars.colorBrandText, border: 'transparent' },
    danger: { bg: vars.colorDangerSolid, bgHover: vars.colorDangerText, bgActive: vars.colorDangerText, fg: vars.colorTextInverse, border: vars.colorDangerSolid },
  },
  disabled: { bg: vars.colorSurfaceDisabled, fg: vars.colorTextDisabled, border: vars.colorBorder },
  focusRing: vars.colorFocusRing,
} as const;

export type ButtonVariant = keyof typeof buttonTokens.variant;
export type ButtonSize = keyof typeof buttonTokens.height;
