import { fontSize, fontWeight, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens of the panel: derived from semantic tokens, never from the palette.
export const panelTokens = {
  padding: `${space[4]} ${space[6]} ${space[6]}`,
  background: vars.colorSurface,
  radius: '4px',
  headGap: space[3],
  headMinHeight: '32px',
  headMarginBottom: space[3],
  titleColor: vars.colorText,
  titleSize: fontSize.lg,
  titleWeight: fontWeight.medium,
  extraColor: vars.colorTextSecondary,
  extraSize: fontSize.md,
} as const;
