// Where a declaration opens in each area (spec 01 §2, spec 02 §2.3 route lists): the agency fills the VAT return on
// sbWrite (申报填写) and the statements on cbWrite (财报填写); the provider files both on taxDeclaration (税务申报);
// the member on reportForm (申报报表). Certificates open on wspzcx (完税凭证查询), the member's on reportForm.
import type { Area } from '../../../platform/routing';

type FilingArea = Extract<Area, 'member' | 'account' | 'service'>;

export function isFilingArea(area: Area): area is FilingArea {
  return area === 'member' || area === 'account' || area === 'service';
}

/** The page a declaration of `reportType` opens on, with its id. */
export function reportPath(area: FilingArea, reportType: string, id: string): string {
  const query = `id=${encodeURIComponent(id)}`;
  if (area === 'account') return reportType === '1' ? `/account/sbWrite?${query}` : `/account/cbWrite?${query}`;
  if (area === 'service') return `/service/taxDeclaration?${query}&type=${reportType}`;
  return `/member/reportForm?${query}&type=${reportType}`;
}

/** The printable view of a certificate. */
export function certificatePath(area: FilingArea, id: string): string {
  const query = `certificate=${encodeURIComponent(id)}`;
  return area === 'member' ? `/member/reportForm?${query}` : `/${area === 'account' ? 'account' : 'service'}/wspzcx?${query}`;
}

/**
 * Where the return's sales can be checked against the invoices: the agency's invoice summary table (发票汇总表) of the
 * enterprise for the period, whose net sales and tax are the return's totals; null in the other areas (the member's
 * table is per terminal, the provider has none).
 */
export function summaryPath(area: FilingArea, taxerId: string, start: string, end: string): string | null {
  if (area !== 'account') return null;
  return `/account/InvoiceSum?${new URLSearchParams({ qsrq: start, zzrq: end, taxerId }).toString()}`;
}
