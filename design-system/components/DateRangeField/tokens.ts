import { controlHeight, fontSize, fontWeight, radius, shadow, space, zIndex } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens of the date-range field: the shared control box, a calendar popover of 7 x 32 px cells.
export const dateRangeTokens = {
  segment: { focusBg: vars.colorBrand, focusFg: vars.colorOnBrand, placeholder: vars.colorTextSecondary, radius: radius.sm },
  separator: vars.colorTextSecondary,
  popover: { background: vars.colorSurface, shadow: shadow.popover, radius: radius.lg, padding: space[3], zIndex: zIndex.dropdown },
  heading: { fontSize: fontSize.md, fontWeight: fontWeight.bold, color: vars.colorText },
  cell: {
    size: controlHeight.md,
    radius: radius.md,
    fontSize: fontSize.sm,
    color: vars.colorText,
    outside: vars.colorTextDisabled,
    hover: vars.colorSurfaceHover,
    range: vars.colorBrandSubtle,
    edge: vars.colorBrand,
    edgeText: vars.colorOnBrand,
    focusRing: vars.colorFocusRing,
    disabled: vars.colorTextDisabled,
  },
} as const;
