import { radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens of the loading placeholders.
export const skeletonTokens = {
  base: vars.colorSurfaceHover,
  highlight: vars.colorSurfaceSubtle,
  radius: radius.sm,
  lineHeight: '16px',
  lineGap: space[3],
  table: { headerBackground: vars.colorSurfaceSubtle, border: vars.colorBorder, rowHeight: '40px', cellPaddingX: space[3] },
} as const;

/** What the placeholder imitates. */
export const skeletonVariants = { text: 'lines of text', table: 'a table with a header row' } as const;
export type SkeletonVariant = keyof typeof skeletonVariants;
