// Goods: the goods library (issue 12 §4) and its tax-code field.
export { TaxCodeField, type TaxCodeFieldProps, type TaxCodeValue } from './components/TaxCodeField';
