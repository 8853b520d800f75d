export { AmountField, amountProblem, normalizeAmount, formatThousands } from './AmountField';
export type { AmountFieldProps } from './AmountField';
export type { AmountProblem } from './amount';
