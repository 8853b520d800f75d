import { controlHeight, fontSize, fontWeight, radius, shadow, space, zIndex } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens of the pagination bar.
export const paginationTokens = {
  itemSize: controlHeight.md,
  gap: space[2],
  itemGap: space[1],
  radius: radius.md,
  fontSize: fontSize.md,
  text: vars.colorText,
  textSecondary: vars.colorTextSecondary,
  textDisabled: vars.colorTextDisabled,
  hoverBackground: vars.colorSurfaceHover,
  current: { border: vars.colorBrand, text: vars.colorBrandText, fontWeight: fontWeight.medium },
  focusRing: vars.colorFocusRing,
  field: { border: vars.colorBorderStrong, hoverBorder: vars.colorBrand, background: vars.colorSurface, paddingX: space[2] },
  jumpInputWidth: '52px',
  popover: { background: vars.colorSurface, shadow: shadow.popover, zIndex: zIndex.dropdown },
  option: { hover: vars.colorSurfaceHover, selected: vars.colorBrandSubtle, selectedText: vars.colorText },
} as const;
