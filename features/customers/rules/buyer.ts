// A customer as the issuing form's buyer (spec 01 §3 purchaserInfo): choosing a suggestion fills these fields.
import type { Customer } from '../api';

export interface BuyerFields {
  buyerTaxerName: string;
  buyerTaxerId: string;
  buyerAddressTel: string;
  buyerBankAccount: string;
}

export function buyerFieldsOf(customer: Customer): BuyerFields {
  return {
    buyerTaxerName: customer.name,
    buyerTaxerId: customer.taxId ?? '',
    buyerAddressTel: customer.addressTel ?? '',
    buyerBankAccount: customer.bankAccount ?? '',
  };
}
