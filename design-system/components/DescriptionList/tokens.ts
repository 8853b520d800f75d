import { fontSize, fontWeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens of DescriptionList (like Ant Descriptions): label cells on the subtle surface when bordered.
export const descriptionListTokens = {
  columns: { 1: 1, 2: 2, 3: 3, 4: 4 },
  border: vars.colorBorder,
  radius: radius.md,
  labelBackground: vars.colorSurfaceSubtle,
  valueBackground: vars.colorSurface,
  labelText: vars.colorTextSecondary,
  valueText: vars.colorText,
  titleText: vars.colorText,
  titleSize: fontSize.lg,
  titleWeight: fontWeight.bold,
  titleGap: space[4],
  cellPadding: { sm: `${space[2]} ${space[3]}`, md: `${space[3]} ${space[4]}` },
  plainRowGap: { sm: space[2], md: space[3] },
  plainColumnGap: space[8],
  plainValueGap: space[1],
} as const;

export type DescriptionColumns = keyof typeof descriptionListTokens.columns;
export type DescriptionListSize = keyof typeof descriptionListTokens.cellPadding;
