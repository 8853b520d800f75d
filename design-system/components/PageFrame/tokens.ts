import { fontSize, fontWeight, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens of the page frame: derived from semantic tokens, never from the palette.
export const pageFrameTokens = {
  padding: `${space[4]} ${space[6]} ${space[6]}`,
  gap: space[4],
  headGap: space[3],
  titleColor: vars.colorText,
  titleSize: fontSize.xl,
  titleWeight: fontWeight.medium,
  actionGap: space[1],
} as const;
