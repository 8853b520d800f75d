// The batch operations' values, apart from their dialog (which loads when first opened).
import type { Discount } from '../rules/goodsLines';

/** The batch operations that ask for a value first (the others act at once). */
export const valueOperations = ['rename', 'changeUnit', 'changeTaxRate', 'changePreference', 'changeCoalType', 'changeDiscount'] as const;
export type ValueOperation = (typeof valueOperations)[number];

export type BatchValue =
  | { op: 'rename' | 'changeUnit' | 'changePreference' | 'changeCoalType' | 'changeTaxRate'; value: string }
  | { op: 'changeDiscount'; discount: Discount };
