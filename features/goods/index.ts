// The goods feature's public face: the goods calls other features use (the issuing grid's tax-code picker and AI
// coding) and the goods library's tax-code field.
export { useAiCodingListMutation, useGetTaxCodeListQuery, type CodedGoodsLine, type TaxCode } from './api';
export { TaxCodeField, type TaxCodeFieldProps, type TaxCodeValue } from './components/TaxCodeField';
