import { controlHeight, fontSize, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens: derived from semantic tokens, never from the palette.
export const radioTokens = {
  dotSize: '16px',
  innerDot: '8px',
  gap: space[2],
  fontSize: fontSize.md,
  text: vars.colorText,
  border: vars.colorBorderStrong,
  borderHover: vars.colorBrand,
  background: vars.colorSurface,
  selected: vars.colorBrand,
  disabled: { background: vars.colorSurfaceDisabled, border: vars.colorBorder, text: vars.colorTextDisabled },
  invalid: vars.colorDangerSolid,
  focusRing: vars.colorFocusRing,
  group: { gapHorizontal: space[6], gapVertical: space[2] },
  // The segmented 'button' look (Ant Design's Radio.Button).
  button: {
    height: { sm: controlHeight.sm, md: controlHeight.md },
    paddingX: { sm: space[2], md: space[4] },
    radius: radius.md,
    border: vars.colorBorderStrong,
    background: vars.colorSurface,
    hoverText: vars.colorBrandText,
    selectedBackground: vars.colorBrand,
    selectedHover: vars.colorBrandHover,
    selectedText: vars.colorOnBrand,
  },
} as const;

/** The look of a radio group: classic dots, or a segmented row of buttons. */
export const radioVariants = { default: 'default', button: 'button' } as const;
export type RadioVariant = keyof typeof radioVariants;
export type RadioSize = keyof typeof radioTokens.button.height;
