// What each copy/report status allows (spec 01 §4: 1 not in period, 2 not reported, 3 declare first then write back,
// 4 written back). The spec names the states only; the two actions are the portal's reading of them.
import type { TaxReturnRow } from '../api';

export type TaxReturnAction = 'copy' | 'writeBack';

/** The action a period offers: copy when not reported, write back once copied; none otherwise. */
export function actionOf(row: Pick<TaxReturnRow, 'cbzt'>): TaxReturnAction | null {
  if (row.cbzt === '2') return 'copy';
  if (row.cbzt === '3') return 'writeBack';
  return null;
}
