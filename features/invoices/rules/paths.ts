// Where an invoice's details live (spec 01 §2: inquireDetails/{invoiceCode}/{invoiceNumber} in each area).
import { areaPrefixes, type Area } from '../../../platform/routing';

/**
 * The code segment of a fully digital invoice, which has a number and no code: the route needs a segment, and
 * '-' cannot be a code (codes are digits). The spec does not say how such invoices are addressed.
 */
export const NO_INVOICE_CODE = '-';

/** The details path of an invoice in an area. */
export function detailsPath(area: Area, invoice: { fpdm?: string; fphm?: string }): string {
  const code = invoice.fpdm ? encodeURIComponent(invoice.fpdm) : NO_INVOICE_CODE;
  return `${areaPrefixes[area]}/inquireDetails/${code}/${encodeURIComponent(invoice.fphm ?? '')}`;
}

/** The invoice code a details path's segment stands for ('' for a fully digital invoice). */
export function invoiceCodeOf(segment: string | undefined): string {
  return !segment || segment === NO_INVOICE_CODE ? '' : segment;
}

/** The inquiry page of an area (the details page's way back when it was opened directly). */
export function inquiryPath(area: Area): string {
  return `${areaPrefixes[area]}/inquire`;
}
