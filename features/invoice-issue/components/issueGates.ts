import type { IssueExtras } from '../hooks/issueExtras';
import { remarkLimit } from '../rules/limits';
import { invoiceTypes, type InvoiceType } from '../rules/types';

// What the invoice type and the draft's kind (blue, red, blank-invoice void: hooks/issueExtras.ts) open on the issuing
// form (spec 01 §3 invoice draft, §5): the red invoice's panel, the void's drawer alone instead of the whole form, the
// special-business section of fully-digital blue invoices, the fields a special invoice requires, the remark's limit.
// The terminal's gate (service, disk, binding, offered types) is the page's: IssuePage with features/terminals.

export interface IssueGates {
  family: 'tax' | 'digital';
  /** A special VAT invoice: the buyer's tax id is required, on paper and electronic invoices the review fields too. */
  special: boolean;
  kind: IssueExtras['kind'];
  /** Red: the panel of the blue invoice it corrects, with its red-letter sheet number. */
  red: boolean;
  /** A blank-invoice void: the drawer alone, without buyer, seller, goods or remark. */
  blankVoid: boolean;
  /** 特定业务: fully-digital blue invoices only. */
  specialBusiness: boolean;
  /** The remark's limit in bytes (a red invoice repeats its blue one's, with less room). */
  remarkMax: number;
}

export function issueGates(invoiceType: InvoiceType, extras: Pick<IssueExtras, 'kind' | 'kce'>): IssueGates {
  const { family, special } = invoiceTypes[invoiceType];
  const { kind } = extras;
  return {
    family,
    special,
    kind,
    red: kind === 1,
    blankVoid: kind === 2,
    specialBusiness: family === 'digital' && kind === 0,
    remarkMax: remarkLimit(family, kind === 1, extras.kce),
  };
}
