// The input-VAT part of the embedded backend, for other parts of it: the VAT return reads the input tax of a period.
export { inputTaxOfPeriod } from './store';
