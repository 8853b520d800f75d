// The rectify proposal (POST /v2/tax/issue/ai/rectify/{diskId}, spec 01 §7): type, title, updateVO and
// programmeBOList. The spec does not show the inner shapes; read here as each programme having a title and an
// updateVO shaped like the draft (the fields to change and their new values). A top-level updateVO without
// programmes is one programme titled as the proposal.

export interface RectifyChange {
  /** Draft path: purchaserInfo.buyerTaxerName, remark, gmfZrrbs… */
  path: string;
  value: string;
}

export interface RectifyProgramme {
  title: string;
  changes: RectifyChange[];
}

/** Draft paths a proposal may change on the form (others are ignored: the form could not show them). */
export const rectifiablePaths = new Set([
  'purchaserInfo.buyerTaxerName',
  'purchaserInfo.buyerTaxerId',
  'purchaserInfo.buyerAddressTel',
  'purchaserInfo.buyerBankAccount',
  'remark',
  'receiver',
  'gmfZrrbs',
]);

function flatten(value: unknown, at: string, out: RectifyChange[]): void {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, at ? `${at}.${k}` : k, out);
  } else if (typeof value === 'string' || typeof value === 'number') {
    if (rectifiablePaths.has(at)) out.push({ path: at, value: String(value) });
  }
}

/** The programmes of a proposal the user can apply (each with at least one change the form knows). */
export function rectifyProgrammes(data: { title?: unknown; updateVO?: unknown; programmeBOList?: unknown }): RectifyProgramme[] {
  const list = Array.isArray(data.programmeBOList) ? data.programmeBOList : [];
  const programmes = list.map((p, i) => {
    const item = (p && typeof p === 'object' ? p : {}) as Record<string, unknown>;
    const changes: RectifyChange[] = [];
    flatten(item.updateVO, '', changes);
    const title = typeof item.title === 'string' ? item.title : typeof item.desc === 'string' ? item.desc : String(i + 1);
    return { title, changes };
  });
  if (programmes.length === 0 && data.updateVO) {
    const changes: RectifyChange[] = [];
    flatten(data.updateVO, '', changes);
    programmes.push({ title: typeof data.title === 'string' ? data.title : '', changes });
  }
  return programmes.filter((p) => p.changes.length > 0);
}
