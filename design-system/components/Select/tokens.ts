import { controlHeight, fontSize, fontWeight, radius, shadow, space, zIndex } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens: derived from semantic tokens, never from the palette. Shared by Select and ComboBox.
export const selectTokens = {
  // Real text (not a placeholder attribute), so it must meet AA contrast.
  placeholder: vars.colorTextSecondary,
  chevron: vars.colorTextSecondary,
  popover: {
    background: vars.colorSurface,
    shadow: shadow.popover,
    radius: radius.lg,
    padding: space[1],
    maxHeight: '256px',
    zIndex: zIndex.dropdown,
  },
  item: {
    minHeight: controlHeight.md,
    paddingX: space[3],
    radius: radius.md,
    fontSize: fontSize.md,
    text: vars.colorText,
    hover: vars.colorSurfaceHover,
    selected: vars.colorBrandSubtle,
    selectedWeight: fontWeight.bold,
    focusRing: vars.colorFocusRing,
    disabled: vars.colorTextDisabled,
    check: vars.colorBrandText,
  },
  empty: { color: vars.colorTextSecondary, paddingY: space[4] },
} as const;
