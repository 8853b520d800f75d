// The member's enterprise information (spec 01 §2 enterprise, enterpriseInfo/{findID}, enterpriseForm/{type}/{id}):
// name, address, phone, bank, account and the enterprise's tax-bureau identities (spec 01 §6 dlsf). The tax number is
// the enterprise's id and read-only. Pure: message keys only; the embedded backend checks with the same rules.
import { issue, type RuleIssue } from '../../../platform/rules';
import { exceedsBytes, hasSpecialCharacters, isStrictMobile, isTelephone, isValidName, validatorMessages } from '../../validators';

/** The identities an enterprise's staff can hold at the tax bureau (spec 01 §6; 99 is the import's only). */
export const ENTERPRISE_IDENTITIES = ['1', '2', '3', '4', '5', '7'] as const;

export interface IdentityDraft {
  dlsf: string;
  bsryxm: string;
  bsrysjhm: string;
}

export interface EnterpriseDraft {
  taxerName: string;
  address: string;
  tel: string;
  khh: string;
  yhzh: string;
  identities: IdentityDraft[];
}

/** The name as registered, at most 100 bytes (spec 01 §5 buyer name limit, the same name prints as seller). */
export const ENTERPRISE_NAME_MAX_BYTES = 100;
/** Address-phone and bank-account print as one text each, at most 100 bytes (spec 01 §5). */
export const ENTERPRISE_PAIR_MAX_BYTES = 100;
/** At most this many identities (one per code of spec 01 §6). */
export const ENTERPRISE_IDENTITIES_MAX = ENTERPRISE_IDENTITIES.length;
/** A bank account: 6 to 30 digits (the seller form's rule, features/seller). */
const ACCOUNT = /^\d{6,30}$/;

const pairTooLong = (a: string, b: string) => exceedsBytes([a.trim(), b.trim()].filter(Boolean).join(' '), ENTERPRISE_PAIR_MAX_BYTES);

/** The issues of a draft, each pointing at its field (`identities.<n>.<field>` for an identity row). */
export function enterpriseIssues(draft: EnterpriseDraft): RuleIssue[] {
  const out: RuleIssue[] = [];
  const name = draft.taxerName.trim();
  if (!name) out.push(issue('taxerName', 'enterprises:form.nameRequired'));
  else if (hasSpecialCharacters(name)) out.push(issue('taxerName', validatorMessages.specialCharacters));
  else if (exceedsBytes(name, ENTERPRISE_NAME_MAX_BYTES)) out.push(issue('taxerName', validatorMessages.maxBytes, 'error', { max: ENTERPRISE_NAME_MAX_BYTES }));

  if (!draft.address.trim()) out.push(issue('address', 'enterprises:form.addressRequired'));
  else if (pairTooLong(draft.address, draft.tel)) out.push(issue('address', 'enterprises:form.addressTelTooLong', 'error', { max: ENTERPRISE_PAIR_MAX_BYTES }));
  if (!draft.tel.trim()) out.push(issue('tel', 'enterprises:form.telRequired'));
  else if (!isTelephone(draft.tel.trim())) out.push(issue('tel', validatorMessages.telephone));

  // Bank and account: both or neither (an enterprise without a bank account prints none).
  const khh = draft.khh.trim();
  const yhzh = draft.yhzh.trim();
  if (yhzh && !khh) out.push(issue('khh', 'enterprises:form.bankRequired'));
  else if (khh && pairTooLong(khh, yhzh)) out.push(issue('khh', 'enterprises:form.bankAccountTooLong', 'error', { max: ENTERPRISE_PAIR_MAX_BYTES }));
  if (khh && !yhzh) out.push(issue('yhzh', 'enterprises:form.accountRequired'));
  else if (yhzh && !ACCOUNT.test(yhzh)) out.push(issue('yhzh', 'enterprises:form.accountInvalid'));

  const seen = new Set<string>();
  draft.identities.forEach((row, n) => {
    if (!(ENTERPRISE_IDENTITIES as readonly string[]).includes(row.dlsf)) out.push(issue(`identities.${n}.dlsf`, 'enterprises:form.identityRequired'));
    else if (seen.has(row.dlsf)) out.push(issue(`identities.${n}.dlsf`, 'enterprises:form.identityTwice'));
    seen.add(row.dlsf);
    const person = row.bsryxm.trim();
    if (!person) out.push(issue(`identities.${n}.bsryxm`, 'enterprises:form.personRequired'));
    else if (!isValidName(person)) out.push(issue(`identities.${n}.bsryxm`, validatorMessages.name));
    if (!isStrictMobile(row.bsrysjhm.trim())) out.push(issue(`identities.${n}.bsrysjhm`, validatorMessages.strictMobile));
  });
  if (draft.identities.length > ENTERPRISE_IDENTITIES_MAX) out.push(issue('identities', 'enterprises:form.identitiesTooMany', 'error', { max: ENTERPRISE_IDENTITIES_MAX }));
  return out;
}

/** The draft as sent: every text trimmed. */
export function enterpriseInput(draft: EnterpriseDraft): EnterpriseDraft {
  return {
    taxerName: draft.taxerName.trim(),
    address: draft.address.trim(),
    tel: draft.tel.trim(),
    khh: draft.khh.trim(),
    yhzh: draft.yhzh.trim(),
    identities: draft.identities.map((r) => ({ dlsf: r.dlsf, bsryxm: r.bsryxm.trim(), bsrysjhm: r.bsrysjhm.trim() })),
  };
}

/** The form types of enterpriseForm/{type}/{id}: the portal edits an existing enterprise only (our choice). */
export const enterpriseFormTypes = ['edit'] as const;
export type EnterpriseFormType = (typeof enterpriseFormTypes)[number];
export const isEnterpriseFormType = (type: string | undefined): type is EnterpriseFormType => (enterpriseFormTypes as readonly string[]).includes(type ?? '');

/** The member area's paths of its enterprises (spec 01 §2). */
export const OWN_ENTERPRISES_PATH = '/member/enterprise';
export const enterpriseInfoPath = (id: string) => `/member/enterpriseInfo/${encodeURIComponent(id)}`;
export const enterpriseFormPath = (id: string, type: EnterpriseFormType = 'edit') => `/member/enterpriseForm/${type}/${encodeURIComponent(id)}`;
