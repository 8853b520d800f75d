// An agency's information as the provider keeps it (agencyManage). Pure: message keys only.
import { issue, type RuleIssue } from '../../../platform/rules';
import { exceedsBytes, hasSpecialCharacters, isStrictMobile, isTaxNumber, isValidName, validatorMessages } from '../../validators';
/** As an enterprise's name (spec 01 §5: names print in at most 100 bytes). */
const ENTERPRISE_NAME_MAX_BYTES = 100;

export interface AgencyDraft {
  agencyName: string;
  taxerId: string;
  contact: string;
  phone: string;
  address: string;
}

export const emptyAgency: AgencyDraft = { agencyName: '', taxerId: '', contact: '', phone: '', address: '' };

export function agencyIssues(draft: AgencyDraft): RuleIssue[] {
  const out: RuleIssue[] = [];
  const name = draft.agencyName.trim();
  if (!name) out.push(issue('agencyName', 'providerMembers:agency.nameRequired'));
  else if (hasSpecialCharacters(name)) out.push(issue('agencyName', validatorMessages.specialCharacters));
  else if (exceedsBytes(name, ENTERPRISE_NAME_MAX_BYTES)) out.push(issue('agencyName', validatorMessages.maxBytes, 'error', { max: ENTERPRISE_NAME_MAX_BYTES }));
  // An agency is a registered taxpayer: 15, 17, 18 or 20 capitals or digits (spec 01 §5 tax number), no confirm here.
  if (!draft.taxerId.trim()) out.push(issue('taxerId', 'providerMembers:agency.taxIdRequired'));
  else if (!isTaxNumber(draft.taxerId.trim())) out.push(issue('taxerId', 'providerMembers:agency.taxIdInvalid'));
  if (!draft.contact.trim()) out.push(issue('contact', 'providerMembers:agency.contactRequired'));
  else if (!isValidName(draft.contact.trim())) out.push(issue('contact', validatorMessages.name));
  if (!isStrictMobile(draft.phone.trim())) out.push(issue('phone', validatorMessages.strictMobile));
  if (exceedsBytes(draft.address.trim(), ENTERPRISE_NAME_MAX_BYTES * 2)) out.push(issue('address', validatorMessages.maxBytes, 'error', { max: ENTERPRISE_NAME_MAX_BYTES * 2 }));
  return out;
}

export const agencyInput = (d: AgencyDraft): AgencyDraft => ({
  agencyName: d.agencyName.trim(),
  taxerId: d.taxerId.trim(),
  contact: d.contact.trim(),
  phone: d.phone.trim(),
  address: d.address.trim(),
});
