// The goods feature's public face: the goods calls other features use (the issuing grid's tax-code picker and AI coding).
export { useAiCodingListMutation, useGetTaxCodeListQuery, type CodedGoodsLine, type TaxCode } from './api';
