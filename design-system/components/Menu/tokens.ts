import { controlHeight, fontSize, radius, shadow, space, zIndex } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens: derived from semantic tokens and scales, never from the palette.
export const menuTokens = {
  zIndex: zIndex.dropdown,
  offset: 4,
  minWidth: '140px',
  padding: space[1],
  background: vars.colorSurface,
  radius: radius.lg,
  shadow: shadow.popover,
  item: {
    height: controlHeight.md,
    paddingX: space[3],
    gap: space[2],
    radius: radius.md,
    fontSize: fontSize.md,
    text: vars.colorText,
    backgroundFocused: vars.colorSurfaceHover,
    textDisabled: vars.colorTextDisabled,
    textDanger: vars.colorDangerText,
    backgroundDanger: vars.colorDangerBackground,
    icon: vars.colorTextSecondary,
  },
  separator: vars.colorBorder,
  focusRing: vars.colorFocusRing,
} as const;

/** Where the menu opens relative to its button. */
export const menuPlacements = { 'bottom start': 'bottom start', 'bottom end': 'bottom end', 'top start': 'top start', 'top end': 'top end' } as const;
export type MenuPlacement = keyof typeof menuPlacements;
