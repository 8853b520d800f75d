import { fontSize, fontWeight, lineHeight, radius, shadow, space, zIndex } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens: derived from semantic tokens and scales, never from the palette.
export const popoverTokens = {
  zIndex: zIndex.dropdown,
  /** Gap between the trigger and the panel, the arrow included. */
  offset: 12,
  background: vars.colorSurface,
  text: vars.colorText,
  border: vars.colorBorder,
  radius: radius.lg,
  shadow: shadow.popover,
  padding: `${space[3]} ${space[4]}`,
  minWidth: '180px',
  /** Keeps a wide panel inside small viewports. */
  maxWidth: `min(420px, calc(100vw - ${space[8]}))`,
  /** The 'wide' panel's limit, for a small table (e.g. the header's robot tasks). */
  wideMaxWidth: `min(800px, calc(100vw - ${space[8]}))`,
  fontSize: fontSize.md,
  lineHeight: lineHeight.normal,
  title: { fontSize: fontSize.md, fontWeight: fontWeight.bold, gap: space[2] },
  arrow: { width: 16, height: 8 },
} as const;

/** Where the panel opens relative to its trigger (react-aria placements; it flips when there is no room). */
export const popoverPlacements = {
  top: 'top',
  'top start': 'top start',
  'top end': 'top end',
  bottom: 'bottom',
  'bottom start': 'bottom start',
  'bottom end': 'bottom end',
  left: 'left',
  right: 'right',
} as const;
export type PopoverPlacement = keyof typeof popoverPlacements;
