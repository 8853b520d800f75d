import { fontSize, radius, space, zIndex } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens: derived from semantic tokens and scales, never from the palette.
export const tooltipTokens = {
  zIndex: zIndex.tooltip,
  background: vars.colorText,
  text: vars.colorTextInverse,
  fontSize: fontSize.sm,
  padding: `6px ${space[2]}`,
  radius: radius.md,
  maxWidth: '320px',
  offset: 8,
  arrowSize: 8,
  focusRing: vars.colorFocusRing,
  cutRadius: radius.sm,
} as const;

/** Where a tooltip sits relative to its trigger. */
export const tooltipPlacements = { top: 'top', bottom: 'bottom', left: 'left', right: 'right' } as const;
export type TooltipPlacement = keyof typeof tooltipPlacements;
