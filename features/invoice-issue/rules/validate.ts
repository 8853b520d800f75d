// validateInvoiceDraft: every pre-submission check of spec 01 §5 for the tax-control devices (004, 007,
// 025, 026, 028) and full-electronic (81, 82, 85, 86), in the order a user fixes them: binding, buyer,
// remark, review, receiver, goods, specific business, then the dialogs that come once the form is right.
import { issue, type RuleIssue } from '../../../platform/rules';
import { checkGoods } from './goods';
import { checkBuyer, checkRemark, checkReceiver, checkReview } from './header';
import { invoiceMessages as m } from './messages';
import { filled, list, obj, rateOf } from './read';
import { scopeOf, type Scope } from './scope';
import { checkSpecificBusiness } from './specific';
import { taxpayerTypes, type InvoiceDraft, type IssueContext } from './types';

/** Full-electronic invoices go through the tax bureau: an unbound account is offered to bind (spec 01 §5, §8). */
function checkBinding(scope: Scope, out: RuleIssue[]): void {
  if (scope.family === 'digital' && scope.ctx.boundToTaxBureau !== true) out.push(issue('', m.taxBureau.notBound, 'dialog'));
}

const THREE_PERCENT = '0.03';

/**
 * Small-scale and converted taxpayers issuing at 3 % must give a reason (sslkjly), else a dialog opens
 * (spec 01 §5). A red invoice repeats the blue one's rates and needs no new reason (our reading).
 */
function checkThreePercentReason(scope: Scope, out: RuleIssue[]): void {
  const type = taxpayerTypes[filled(scope.ctx.taxpayerType) as keyof typeof taxpayerTypes];
  if (!type?.smallScale || scope.isRed || filled(scope.draft.sslkjly) !== '') return;
  const usesThree = list(scope.draft.goodsList).some((g) => rateOf(obj(g).taxRate)?.text === THREE_PERCENT);
  if (usesThree) out.push(issue('sslkjly', m.sslkjly.required, 'dialog'));
}

/** A seller missing name, tax id, address/phone or bank account is prompted to fill now or later (spec 01 §5, spec 02 §5). */
function checkSeller(scope: Scope, out: RuleIssue[]): void {
  const seller = obj(scope.ctx.seller);
  const missing = (['name', 'taxId', 'addressPhone', 'bankAccount'] as const).some((f) => filled(seller[f]) === '');
  if (missing) out.push(issue('seller', m.seller.incomplete, 'dialog'));
}

/** Every pre-submission issue of the draft; empty when it may be issued. Never throws. */
export function validateInvoiceDraft(draft: InvoiceDraft, ctx: IssueContext): RuleIssue[] {
  const scope = scopeOf(draft, ctx);
  const out: RuleIssue[] = [];
  checkBinding(scope, out);
  checkBuyer(scope, out);
  checkRemark(scope, out);
  checkReview(scope, out);
  checkReceiver(scope, out);
  checkGoods(scope, out);
  checkSpecificBusiness(scope, out);
  checkThreePercentReason(scope, out);
  checkSeller(scope, out);
  return out;
}
