// What every check needs to know, read once from the draft and the context.
import { obj, text, type Obj } from './read';
import { invoiceTypes, type IssueContext, type InvoiceType } from './types';

export interface Scope {
  ctx: IssueContext;
  draft: Obj;
  /** The invoice type: the context's, else the draft's curInvoiceType; null when neither is known. */
  type: InvoiceType | null;
  /** `tax` for the tax-control devices, `digital` for full-electronic. */
  family: 'tax' | 'digital';
  special: boolean;
  isRed: boolean;
  /** Special business type of the draft (tdyslxdm), '' for none. */
  business: string;
}

function invoiceTypeOf(value: unknown): InvoiceType | null {
  const code = text(value);
  return Object.hasOwn(invoiceTypes, code) ? (code as InvoiceType) : null;
}

export function scopeOf(draftInput: unknown, ctxInput: unknown): Scope {
  const draft = obj(draftInput);
  const ctx = obj(ctxInput) as unknown as IssueContext;
  const type = invoiceTypeOf(ctx.invoiceType) ?? invoiceTypeOf(draft.curInvoiceType);
  const info = type ? invoiceTypes[type] : null;
  return {
    ctx,
    draft,
    type,
    // An unknown type gets the tighter tax-control limits: safer than letting an over-long text through.
    family: info?.family ?? 'tax',
    special: info?.special ?? false,
    isRed: ctx.isRed === true,
    business: text(draft.tdyslxdm).trim(),
  };
}
