import { controlHeight, fontSize, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens shared by every form field: derived from semantic tokens, never from the palette.
export const fieldTokens = {
  labelColor: vars.colorText,
  labelFontSize: fontSize.md,
  requiredMark: vars.colorDangerText,
  helpColor: vars.colorTextSecondary,
  helpFontSize: fontSize.xs,
  errorColor: vars.colorDangerText,
  /** Default width of the label column in horizontal forms (px). */
  labelWidth: 120,
  labelGap: space[2],
  rowGap: space[1],
  control: {
    height: controlHeight.md,
    heightSm: controlHeight.sm,
    paddingX: '11px',
    radius: radius.md,
    bg: vars.colorSurface,
    fg: vars.colorText,
    placeholder: vars.colorTextDisabled,
    border: vars.colorBorderStrong,
    borderHover: vars.colorBrandHover,
    borderFocus: vars.colorBrand,
    focusRing: vars.colorFocusRing,
    invalidBorder: vars.colorDangerSolid,
    disabledBg: vars.colorSurfaceDisabled,
    disabledFg: vars.colorTextDisabled,
    disabledBorder: vars.colorBorder,
    readOnlyBg: vars.colorSurfaceSubtle,
    adornment: vars.colorTextSecondary,
  },
} as const;

/** Where the label sits: above the control, or beside it in a right-aligned column. */
export const fieldLayouts = { vertical: 'vertical', horizontal: 'horizontal' } as const;
export type FieldLayout = keyof typeof fieldLayouts;
