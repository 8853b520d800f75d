// The coded values of the declaration pages that the spec does not table (our codes, declarations.yaml), as lookup
// tables of the same shape as features/lookups': code -> label key (namespace declarations) and tone. The period's
// declaration status (spec 02 §3.1) is features/lookups' declarationStatus.
import type { Lookup } from '../../lookups';

/** Filing state (sbzt): 0 not filed, 1 saved, 2 sent awaiting payment, 3 paid, 4 sent with nothing to pay. */
export const filingState = {
  '0': { key: 'declarations:filingState.0', tone: 'warning' },
  '1': { key: 'declarations:filingState.1', tone: 'info' },
  '2': { key: 'declarations:filingState.2', tone: 'danger' },
  '3': { key: 'declarations:filingState.3', tone: 'success' },
  '4': { key: 'declarations:filingState.4', tone: 'success' },
} as const satisfies Lookup<'0' | '1' | '2' | '3' | '4'>;
export type FilingStateCode = keyof typeof filingState;

/** Report type: 1 the VAT return, 2 the financial statements. */
export const reportType = {
  '1': { key: 'declarations:reportType.1' },
  '2': { key: 'declarations:reportType.2' },
} as const satisfies Lookup<'1' | '2'>;
export type ReportTypeCode = keyof typeof reportType;

/** Levy items (征收项目) of a certificate, by the tax bureau's codes. */
export const levyItem = {
  '10101': { key: 'declarations:levyItem.10101' },
  '10109': { key: 'declarations:levyItem.10109' },
  '30203': { key: 'declarations:levyItem.30203' },
  '30216': { key: 'declarations:levyItem.30216' },
} as const satisfies Lookup<'10101' | '10109' | '30203' | '30216'>;

/** The return's rate groups. */
export const rateGroupLabel = {
  '13': { key: 'declarations:rate.13' },
  '9': { key: 'declarations:rate.9' },
  '6': { key: 'declarations:rate.6' },
  '3': { key: 'declarations:rate.3' },
  other: { key: 'declarations:rate.other' },
  exempt: { key: 'declarations:rate.exempt' },
} as const satisfies Lookup<'13' | '9' | '6' | '3' | 'other' | 'exempt'>;

/** States still to file (报表填报 lists them): not filed or saved. */
export const dueStates: readonly FilingStateCode[] = ['0', '1'];

/** What a declaration offers: fill (not yet sent), view (sent), pay (sent with tax due), certificate (paid). */
export function actionsOf(row: { sbzt: string; reportType: string }): Array<'fill' | 'view' | 'pay' | 'certificate'> {
  if (row.sbzt === '0' || row.sbzt === '1') return ['fill'];
  if (row.sbzt === '2') return row.reportType === '1' ? ['view', 'pay'] : ['view'];
  if (row.sbzt === '3') return ['view', 'certificate'];
  return ['view'];
}
