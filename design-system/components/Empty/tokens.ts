import { fontSize, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens of the empty state: derived from semantic tokens, never from the palette.
export const emptyTokens = {
  size: {
    default: { illustration: 64, paddingY: space[8], gap: space[2] },
    compact: { illustration: 40, paddingY: space[4], gap: space[1] },
  },
  titleColor: vars.colorTextSecondary,
  titleSize: fontSize.md,
  descriptionColor: vars.colorTextSecondary,
  descriptionSize: fontSize.sm,
  illustrationFill: vars.colorSurfaceSubtle,
  illustrationStroke: vars.colorBorderStrong,
  illustrationShade: vars.colorSurfaceHover,
} as const;

export type EmptySize = keyof typeof emptyTokens.size;
