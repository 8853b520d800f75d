// The parts of the issuing form beyond buyer, lines and review (spec 01 §3 invoice draft): the invoice kind (blue, red with its
// blue invoice, blank-invoice void), the natural-person buyer flag and co-buyers, the special business type with its
// information, the natural-person seller, the 3 % reason and the deduction amount. A pure reducer over dotted paths.
import type { CoBuyer, SellerSupplement, SpecialBusinessType, SpecificBusinessInfo, YesNo } from '../rules/types';

export interface IssueExtras {
  /** 0 blue, 1 red, 2 blank-invoice void. */
  kind: 0 | 1 | 2;
  /** The blue invoice a red one corrects, and its red-letter sheet. */
  blue: { code: string; number: string; redSheetNo: string };
  gmfZrrbs: YesNo | '';
  /** Several buyers jointly buy (05/06). */
  dfgtgmbq: YesNo | '';
  gtgmfList: CoBuyer[];
  tdyslxdm: SpecialBusinessType | '';
  tdywxx: SpecificBusinessInfo;
  xfbcxx: SellerSupplement;
  sslkjly: string;
  /** Deduction amount (扣除额) of a difference-taxed invoice. */
  kce: string;
}

export function emptyExtras(): IssueExtras {
  return {
    kind: 0,
    blue: { code: '', number: '', redSheetNo: '' },
    gmfZrrbs: '',
    dfgtgmbq: '',
    gtgmfList: [],
    tdyslxdm: '',
    tdywxx: {},
    xfbcxx: {},
    sslkjly: '',
    kce: '',
  };
}

export type ExtrasAction =
  | { type: 'set'; path: string; value: unknown }
  | { type: 'append'; path: string; item: Record<string, unknown> }
  | { type: 'removeAt'; path: string; index: number };

type Node = Record<string, unknown> | unknown[];

function getIn(root: unknown, keys: readonly string[]): unknown {
  return keys.reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), root);
}

/** A copy of `root` with the value at `keys` replaced (objects and arrays along the way copied, created when missing). */
function setIn(root: unknown, keys: readonly string[], value: unknown): unknown {
  if (keys.length === 0) return value;
  const [head, ...rest] = keys as [string, ...string[]];
  const index = /^\d+$/.test(head) ? Number(head) : null;
  const base: Node = Array.isArray(root) ? [...root] : root && typeof root === 'object' ? { ...(root as Record<string, unknown>) } : index !== null ? [] : {};
  const child = (base as Record<string, unknown>)[head];
  (base as Record<string, unknown>)[head] = setIn(child, rest, value);
  return base;
}

export function extrasReducer(state: IssueExtras, action: ExtrasAction): IssueExtras {
  const keys = action.path.split('.');
  switch (action.type) {
    case 'set': {
      const next = setIn(state, keys, action.value) as IssueExtras;
      // Changing the special business type starts its information afresh (the fields of another type do not apply).
      if (action.path === 'tdyslxdm' && action.value !== state.tdyslxdm) return { ...next, tdywxx: {}, xfbcxx: {}, dfgtgmbq: '', gtgmfList: [] };
      return next;
    }
    case 'append': {
      const list = getIn(state, keys);
      return setIn(state, keys, [...(Array.isArray(list) ? list : []), action.item]) as IssueExtras;
    }
    case 'removeAt': {
      const list = getIn(state, keys);
      return setIn(state, keys, (Array.isArray(list) ? list : []).filter((_x, i) => i !== action.index)) as IssueExtras;
    }
  }
}

/** The extras as the draft carries them (spec 01 §3): only what applies to the kind and the business type. */
/** Several buyers jointly buy: only for 05 sale and 06 lease of property (spec 01 §5). */
export function jointPurchase(x: IssueExtras): boolean {
  return (x.tdyslxdm === '05' || x.tdyslxdm === '06') && x.dfgtgmbq === 'Y';
}

export function extrasDraft(x: IssueExtras) {
  const business = x.tdyslxdm;
  const joint = jointPurchase(x);
  return {
    ...(x.kind !== 0 ? { invoiceKind: x.kind } : {}),
    ...(x.kind === 1 ? { blueInvoiceCode: x.blue.code, blueInvoiceNumber: x.blue.number, ...(x.blue.redSheetNo ? { redSheetNo: x.blue.redSheetNo } : {}) } : {}),
    ...(x.gmfZrrbs ? { gmfZrrbs: x.gmfZrrbs } : {}),
    ...(business ? { tdyslxdm: business, tdywxx: x.tdywxx } : {}),
    ...(business === '16' || business === '24' ? { xfbcxx: x.xfbcxx } : {}),
    ...(joint ? { gtgmfList: x.gtgmfList } : {}),
    ...(x.sslkjly ? { sslkjly: x.sslkjly } : {}),
    ...(x.kce.trim() !== '' ? { kce: x.kce.trim() } : {}),
  };
}

/** Whether anything was entered in the extras (a red or void form is worth a draft only once edited). */
export function extrasHaveContent(x: IssueExtras): boolean {
  const d = emptyExtras();
  return JSON.stringify({ ...x, kind: 0, blue: d.blue }) !== JSON.stringify(d);
}
