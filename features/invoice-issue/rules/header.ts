// Buyer, remark, review and receiver checks (spec 01 §5 'Paper/electronic pre-checks', 'Full-electronic').
import { issue, type RuleIssue } from '../../../platform/rules';
import { byteLength, hasSpecialCharacters, isEmail, isStrictMobile, isTaxNumber } from '../../validators';
import { headerLimits, remarkLimit } from './limits';
import { invoiceMessages as m } from './messages';
import { filled, obj, text } from './read';
import type { Scope } from './scope';

export function checkBuyer(scope: Scope, out: RuleIssue[]): void {
  const buyer = obj(scope.draft.purchaserInfo);
  const limits = headerLimits[scope.family];

  const name = text(buyer.buyerTaxerName);
  if (name.trim() === '') out.push(issue('purchaserInfo.buyerTaxerName', m.buyer.nameRequired));
  else if (hasSpecialCharacters(name)) out.push(issue('purchaserInfo.buyerTaxerName', m.buyer.nameSpecialCharacters));
  else if (byteLength(name) > limits.buyerNameBytes) {
    out.push(issue('purchaserInfo.buyerTaxerName', m.buyer.nameMaxBytes, 'error', { max: limits.buyerNameBytes }));
  }

  // Required for the special invoices: 004 and 028 (spec 01 §5), 81 and 85 (full-electronic).
  const taxId = text(buyer.buyerTaxerId);
  if (taxId.trim() === '') {
    if (scope.special) out.push(issue('purchaserInfo.buyerTaxerId', m.buyer.taxIdRequired));
  } else if (byteLength(taxId) > limits.buyerTaxIdBytes) {
    out.push(issue('purchaserInfo.buyerTaxerId', m.buyer.taxIdMaxBytes, 'error', { max: limits.buyerTaxIdBytes }));
  } else if (!isTaxNumber(taxId) && scope.business !== '24') {
    // Not 15/17/18/20 capitals or digits: ask, the user may continue (spec 01 §5); 24 scrap purchase skips it.
    out.push(issue('purchaserInfo.buyerTaxerId', m.buyer.taxIdConfirm, 'confirm'));
  }

  if (byteLength(text(buyer.buyerAddressTel)) > limits.buyerAddressTelBytes) {
    out.push(issue('purchaserInfo.buyerAddressTel', m.buyer.addressTelMaxBytes, 'error', { max: limits.buyerAddressTelBytes }));
  }
  if (byteLength(text(buyer.buyerBankAccount)) > limits.buyerBankAccountBytes) {
    out.push(issue('purchaserInfo.buyerBankAccount', m.buyer.bankAccountMaxBytes, 'error', { max: limits.buyerBankAccountBytes }));
  }
}

export function checkRemark(scope: Scope, out: RuleIssue[]): void {
  const max = remarkLimit(scope.family, scope.isRed, scope.draft.kce);
  if (byteLength(text(scope.draft.remark)) > max) out.push(issue('remark', m.remark.maxBytes, 'error', { max }));
}

const reviewFields = ['payee', 'checker', 'drawer'] as const;
const reviewKeys = {
  payee: { required: m.review.payeeRequired, chars: m.review.payeeMaxChars, bytes: m.review.payeeMaxBytes },
  checker: { required: m.review.checkerRequired, chars: m.review.checkerMaxChars, bytes: m.review.checkerMaxBytes },
  drawer: { required: m.review.drawerRequired, chars: m.review.drawerMaxChars, bytes: m.review.drawerMaxBytes },
} as const;

export function checkReview(scope: Scope, out: RuleIssue[]): void {
  const review = obj(scope.draft.review);
  for (const field of reviewFields) {
    const value = text(review[field]);
    const keys = reviewKeys[field];
    // Drawer always; payee and checker on 004/028 (spec 01 §5). Full-electronic requires only the drawer.
    const required = field === 'drawer' || (scope.family === 'tax' && scope.special);
    if (value.trim() === '') {
      if (required) out.push(issue(`review.${field}`, keys.required));
      continue;
    }
    if (scope.family === 'tax') {
      const max = headerLimits.tax.reviewChars;
      if ([...value].length > max) out.push(issue(`review.${field}`, keys.chars, 'error', { max }));
    } else {
      // spec 01 §5 gives 32 for payee/checker; the drawer prints in the same column width, so 32 too.
      const max = headerLimits.digital.reviewBytes;
      if (byteLength(value) > max) out.push(issue(`review.${field}`, keys.bytes, 'error', { max }));
    }
  }
}

/**
 * When filled, the receiver must be an e-mail, or a mobile where the context allows it (spec 01 §5). Empty is
 * allowed: delivery is optional, the invoice can always be downloaded (our reading of 'must be a valid e-mail').
 */
export function checkReceiver(scope: Scope, out: RuleIssue[]): void {
  const receiver = filled(scope.draft.receiver);
  if (receiver === '' || isEmail(receiver)) return;
  const mobileAllowed = scope.ctx.receiverMayBeMobile === true;
  if (mobileAllowed && isStrictMobile(receiver)) return;
  out.push(issue('receiver', mobileAllowed ? m.receiver.emailOrMobile : m.receiver.email));
}
