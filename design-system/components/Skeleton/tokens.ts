import { radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens of the loading placeholders.
export const skeletonTokens = {
  // Translucent, so placeholders show on the page background and on white surfaces alike.
  base: `color-mix(in srgb, ${vars.colorBorder} 55%, transparent)`,
  highlight: `color-mix(in srgb, ${vars.colorBorder} 20%, transparent)`,
  radius: radius.sm,
  lineHeight: '16px',
  lineGap: space[3],
  table: { background: vars.colorSurface, headerBackground: vars.colorSurfaceSubtle, border: vars.colorBorder, rowDivider: vars.colorSurfaceHover, frameRadius: radius.md, rowHeight: '40px', cellPaddingX: space[3] },
} as const;

/** What the placeholder imitates. */
export const skeletonVariants = { text: 'lines of text', table: 'a table with a header row' } as const;
export type SkeletonVariant = keyof typeof skeletonVariants;
