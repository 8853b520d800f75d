// The customer library's form: the buyer's fields of the invoice draft (spec 01 §3 purchaserInfo) with
// the paper/electronic byte limits (spec 01 §5), so that a customer saved here can fill any invoice's buyer.
import { issue, type RuleIssue } from '../../../platform/rules';
import { exceedsBytes, hasSpecialCharacters, isEmail, isStrictMobile, validatorMessages } from '../../validators';

export interface CustomerDraft {
  name: string;
  taxId: string;
  addressTel: string;
  bankAccount: string;
  email: string;
  mobile: string;
}

export const emptyCustomer: CustomerDraft = { name: '', taxId: '', addressTel: '', bankAccount: '', email: '', mobile: '' };

/** Byte limits of the buyer on paper and electronic invoices (spec 01 §5): the stricter family, valid for every invoice. */
export const customerLimits = { name: 100, taxId: 20, addressTel: 100, bankAccount: 100 } as const;

/** Tax ids are 15, 17, 18 or 20 capitals or digits (spec 01 §5, §9). */
export const TAX_ID = /^(?:[0-9A-Z]{15}|[0-9A-Z]{17,18}|[0-9A-Z]{20})$/;

/** The problems of a customer draft, one per field at most, in the form's order. */
export function customerIssues(draft: CustomerDraft): RuleIssue[] {
  const out: RuleIssue[] = [];
  const name = draft.name.trim();
  if (!name) out.push(issue('name', 'customers:form.nameRequired'));
  else if (hasSpecialCharacters(name)) out.push(issue('name', validatorMessages.specialCharacters));
  else if (exceedsBytes(name, customerLimits.name)) out.push(issue('name', validatorMessages.maxBytes, 'error', { max: customerLimits.name }));
  const taxId = draft.taxId.trim();
  if (taxId && !TAX_ID.test(taxId)) out.push(issue('taxId', 'customers:form.taxIdInvalid'));
  for (const field of ['addressTel', 'bankAccount'] as const) {
    if (exceedsBytes(draft[field].trim(), customerLimits[field])) out.push(issue(field, validatorMessages.maxBytes, 'error', { max: customerLimits[field] }));
  }
  if (draft.email.trim() && !isEmail(draft.email.trim())) out.push(issue('email', validatorMessages.email));
  if (draft.mobile.trim() && !isStrictMobile(draft.mobile.trim())) out.push(issue('mobile', validatorMessages.strictMobile));
  return out;
}

/** The draft as the server takes it: trimmed, the tax id in capitals. */
export function customerInput(draft: CustomerDraft): CustomerDraft {
  return {
    name: draft.name.trim(),
    taxId: draft.taxId.trim().toUpperCase(),
    addressTel: draft.addressTel.trim(),
    bankAccount: draft.bankAccount.trim(),
    email: draft.email.trim(),
    mobile: draft.mobile.trim(),
  };
}
