// Customers: the customer library, the source of the issuing form's buyer suggestions.
export { useCustomerSuggestions, type CustomerSuggestions } from './hooks/useCustomerSuggestions';
export { buyerFieldsOf, type BuyerFields } from './rules/buyer';
export type { Customer } from './api';
