import { space } from '../../tokens/scale';
import { fieldTokens } from '../Field/tokens';

// Component tokens of the form layout, derived from the field tokens and the spacing scale.
export const formTokens = {
  /** Space between two fields. */
  rowGap: space[4],
  /** Space between columns when fields sit side by side. */
  columnGap: space[6],
  labelWidth: fieldTokens.labelWidth,
  labelGap: fieldTokens.labelGap,
  actionsGap: space[2],
} as const;

export const formActionAlignments = { start: 'flex-start', center: 'center', end: 'flex-end' } as const;
export type FormActionsAlign = keyof typeof formActionAlignments;
