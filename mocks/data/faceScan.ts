// Face-scan demo cases: terminals whose invoicing account has the login identity the interval rule
// looks at (spec 02 §5: only 1 finance head and 2 legal representative may change it), one never synced.
import type { MockDb } from '../seed';

/** Seeded terminal indexes (agency-visible, logged in to the tax bureau). */
export const FACE_SCAN_FINANCE_HEAD = 20;
export const FACE_SCAN_TAX_HANDLER = 21;
export const FACE_SCAN_NEVER_SYNCED = 22;

const cases: ReadonlyArray<{ index: number; dlsf: string; dlsfStr: string; neverSynced?: true }> = [
  { index: FACE_SCAN_FINANCE_HEAD, dlsf: '1', dlsfStr: '财务负责人' },
  { index: FACE_SCAN_TAX_HANDLER, dlsf: '3', dlsfStr: '办税员' },
  { index: FACE_SCAN_NEVER_SYNCED, dlsf: '2', dlsfStr: '法定代表人', neverSynced: true },
];

export function seedFaceScanCases(db: MockDb): MockDb {
  for (const c of cases) {
    const terminal = db.terminals[c.index];
    const profile = terminal && db.profiles[terminal.diskId]?.[0];
    if (!terminal || !profile) continue;
    profile.dlsf = c.dlsf;
    profile.isAvailable = 1;
    const first = terminal.qdInfo?.[0];
    if (first) first.dlsfStr = c.dlsfStr;
    terminal.qdStatus = 1;
    terminal.qdStatusDesc = '已通过';
    db.taxLogin[terminal.diskId] = 1;
    const config = db.faceScan[terminal.diskId];
    if (config && c.neverSynced) delete config.tsSync;
  }
  return db;
}
