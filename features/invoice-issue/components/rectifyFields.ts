import type { TFunction } from 'i18next';
import type { IssueFormAction, IssueFormState } from '../hooks/issueFormState';
import type { RectifyProgramme } from '../rules/rectify';

// The form as the rectify dialog shows it (the buyer check, spec 01 §4, §8): each draft path a programme changes
// (rules/rectify.ts rectifiablePaths), with its label and the form's current value, and the form's actions that apply
// a programme.

/** The label of a draft path in the form (the path's last part when the form has no label for it). */
export function rectifyFieldLabel(path: string, t: TFunction): string {
  const leaf = path.split('.').pop() ?? path;
  const labels: Record<string, string> = {
    buyerTaxerName: t('issue:buyer.name'),
    buyerTaxerId: t('issue:buyer.taxId'),
    buyerAddressTel: t('issue:buyer.addressTel'),
    buyerBankAccount: t('issue:buyer.bankAccount'),
    remark: t('issue:other.remark'),
    receiver: t('issue:other.receiver'),
    gmfZrrbs: t('issueForm:buyer.naturalPerson'),
  };
  return labels[leaf] ?? leaf;
}

/** The form's value at a draft path ('' for a path the form does not hold). */
export function valueAtPath(state: IssueFormState, path: string): string {
  const [head, leaf] = path.split('.');
  if (head === 'purchaserInfo' && leaf) return state.purchaserInfo[leaf as keyof IssueFormState['purchaserInfo']] ?? '';
  if (head === 'remark') return state.remark;
  if (head === 'receiver') return state.receiver;
  if (head === 'gmfZrrbs') return state.extras.gmfZrrbs;
  return '';
}

/** The form's actions that make a programme's changes, in its order. */
export function programmeActions(p: RectifyProgramme): IssueFormAction[] {
  const actions: IssueFormAction[] = [];
  for (const c of p.changes) {
    const [head, leaf] = c.path.split('.');
    if (head === 'purchaserInfo' && leaf) actions.push({ type: 'buyer', field: leaf as keyof IssueFormState['purchaserInfo'], value: c.value });
    else if (head === 'remark') actions.push({ type: 'remark', value: c.value });
    else if (head === 'receiver') actions.push({ type: 'receiver', value: c.value });
    else if (head === 'gmfZrrbs') actions.push({ type: 'extras', action: { type: 'set', path: 'gmfZrrbs', value: c.value === 'Y' ? 'Y' : 'N' } });
  }
  return actions;
}
