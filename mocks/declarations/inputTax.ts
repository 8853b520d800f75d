// The VAT return's input tax (进项税额) comes from this one place: the purchase invoices of the enterprise ticked
// (勾选认证) for the period, counted by the ticking pages' backend (mocks/inputVat/), as {count, amount, tax} in
// decimal strings (docs/input-vat/declarations.md).
export { inputTaxOfPeriod } from '../inputVat';

export interface PeriodInputTax {
  count: number;
  amount: string;
  tax: string;
}
