// Seller information (spec 02 §3 seller payload khh/yhzh): address, phone, bank and account, all four
// needed by the issuing form (spec 01 §5: a seller missing address/phone or bank account is prompted to fill them).
import { issue, type RuleIssue } from '../../../platform/rules';
import { byteLength, isTelephone, validatorMessages } from '../../validators';

export interface SellerDraft {
  address: string;
  tel: string;
  khh: string;
  yhzh: string;
}

/** Address-phone and bank-account are printed as one text each, at most 100 bytes (spec 01 §5). */
export const SELLER_PAIR_MAX_BYTES = 100;
/** A bank account: digits, 6 to 30 of them. */
const ACCOUNT = /^\d{6,30}$/;

const pairBytes = (a: string, b: string) => byteLength([a.trim(), b.trim()].filter(Boolean).join(' '));

export function sellerIssues(draft: SellerDraft): RuleIssue[] {
  const out: RuleIssue[] = [];
  if (!draft.address.trim()) out.push(issue('address', 'seller:form.addressRequired'));
  if (!draft.tel.trim()) out.push(issue('tel', 'seller:form.telRequired'));
  else if (!isTelephone(draft.tel.trim())) out.push(issue('tel', validatorMessages.telephone));
  if (draft.address.trim() && pairBytes(draft.address, draft.tel) > SELLER_PAIR_MAX_BYTES)
    out.push(issue('address', 'seller:form.addressTelTooLong', 'error', { max: SELLER_PAIR_MAX_BYTES }));
  if (!draft.khh.trim()) out.push(issue('khh', 'seller:form.bankRequired'));
  if (!draft.yhzh.trim()) out.push(issue('yhzh', 'seller:form.accountRequired'));
  else if (!ACCOUNT.test(draft.yhzh.trim())) out.push(issue('yhzh', 'seller:form.accountInvalid'));
  if (draft.khh.trim() && pairBytes(draft.khh, draft.yhzh) > SELLER_PAIR_MAX_BYTES)
    out.push(issue('khh', 'seller:form.bankAccountTooLong', 'error', { max: SELLER_PAIR_MAX_BYTES }));
  return out;
}

export const sellerInput = (d: SellerDraft): SellerDraft => ({ address: d.address.trim(), tel: d.tel.trim(), khh: d.khh.trim(), yhzh: d.yhzh.trim() });
