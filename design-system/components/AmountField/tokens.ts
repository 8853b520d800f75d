import { fieldTokens } from '../Field/tokens';

// Component tokens of the amount field: the shared control box; money in tabular figures.
export const amountFieldTokens = {
  control: fieldTokens.control,
  /** Decimal places of an amount unless told otherwise (yuan and fen). */
  scale: 2,
} as const;
