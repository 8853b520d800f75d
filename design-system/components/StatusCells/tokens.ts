import { fontSize, space } from '../../tokens/scale';
import { toneVars, vars } from '../../tokens/semantic';

// Component tokens of the terminal status cells: red warnings use the danger tone's text colour (AA on surfaces).
export const statusCellsTokens = {
  warningText: toneVars('danger').text,
  emptyText: vars.colorTextSecondary,
  text: vars.colorText,
  fontSize: fontSize.md,
  gap: space[2],
} as const;
