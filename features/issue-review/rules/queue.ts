// The review queue's filters as the address keeps them (a link reproduces the view), and what each state allows.
// Audit states of spec 02 §3.1: 11 in review, 12 review passed, 111 review failed.
import { areaPrefixes, isWellFormedId, type Area } from '../../../platform/routing';
import type { GetReviewListApiArg, InvoiceDetail, ReviewDetail, ReviewItem } from './types';

export const reviewStates = [11, 12, 111] as const;
export type ReviewState = (typeof reviewStates)[number];

export interface ReviewFilters {
  /** '' all states; the queue opens on 11 (what waits for the reviewer). */
  auditState: '' | `${ReviewState}`;
  fplxdm: string;
  mine: boolean;
  qsrq: string;
  zzrq: string;
  kw: string;
}

export const reviewFilterKeys = ['auditState', 'fplxdm', 'mine', 'qsrq', 'zzrq', 'kw'];
/** The address value of 'every state' (no value means the default, in review). */
export const ALL_STATES = 'all';

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

export function parseReviewFilters(search: URLSearchParams): ReviewFilters {
  const state = search.get('auditState');
  const qsrq = search.get('qsrq') ?? '';
  const zzrq = search.get('zzrq') ?? '';
  const type = search.get('fplxdm') ?? '';
  return {
    auditState: state === ALL_STATES ? '' : state === '12' || state === '111' ? state : '11',
    fplxdm: /^\d{2,3}$/.test(type) ? type : '',
    mine: search.get('mine') === '1',
    qsrq: isDay(qsrq) ? qsrq : '',
    zzrq: isDay(zzrq) ? zzrq : '',
    kw: (search.get('kw') ?? '').trim(),
  };
}

/** The filters as address pairs: the default state (11) and empty values left out. */
export function reviewSearch(filters: ReviewFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.auditState === '') out.auditState = ALL_STATES;
  else if (filters.auditState !== '11') out.auditState = filters.auditState;
  if (filters.fplxdm) out.fplxdm = filters.fplxdm;
  if (filters.mine) out.mine = '1';
  if (filters.qsrq) out.qsrq = filters.qsrq;
  if (filters.zzrq) out.zzrq = filters.zzrq;
  if (filters.kw) out.kw = filters.kw;
  return out;
}

/** The list call's arguments. */
export function reviewQuery(filters: ReviewFilters, page: number, pageSize: number): GetReviewListApiArg {
  return {
    ...(filters.auditState ? { auditState: Number(filters.auditState) as ReviewState } : {}),
    ...(filters.fplxdm ? { fplxdm: filters.fplxdm } : {}),
    ...(filters.mine ? { mine: true } : {}),
    ...(filters.qsrq ? { qsrq: filters.qsrq } : {}),
    ...(filters.zzrq ? { zzrq: filters.zzrq } : {}),
    ...(filters.kw ? { kw: filters.kw } : {}),
    page,
    pageSize,
  };
}

/** Waits for the reviewer: may be passed or failed. */
export const canDecide = (item: Pick<ReviewItem, 'auditState'>) => item.auditState === 11;
/** Passed and its invoice still being issued: the details ask again until it is issued or failed. */
export const isIssuing = (item: Pick<ReviewItem, 'auditState' | 'fpzt'>) => item.auditState === 12 && item.fpzt === 2;

/** The query parameter of the member's review details (the member area has no reviewDetails route, spec 01 §2). */
export const APPLY_ID_PARAM = 'applyId';

/** Where a submission's details are: reviewDetails/{applyId} in the agency area, recording?applyId= for the member. */
export function reviewDetailsPath(area: Area, applyId: string): string {
  const prefix = areaPrefixes[area];
  return area === 'account' ? `${prefix}/reviewDetails/${encodeURIComponent(applyId)}` : `${prefix}/recording?${APPLY_ID_PARAM}=${encodeURIComponent(applyId)}`;
}

/** The queue of an area. */
export const reviewQueuePath = (area: Area) => `${areaPrefixes[area]}/recording`;

/** The applyId of the member's address, when well formed (spec: ids from the address are checked before use). */
export function applyIdOf(search: URLSearchParams): string | null {
  const id = search.get(APPLY_ID_PARAM);
  return id && isWellFormedId(id) ? id : null;
}

/** Longest reason a reviewer may give (our limit; the server holds it too). */
export const REJECT_REASON_MAX = 200;

/** The reason's problem, if any: required, and at most REJECT_REASON_MAX characters. */
export function rejectReasonIssue(reason: string): 'required' | 'tooLong' | null {
  const text = reason.trim();
  if (!text) return 'required';
  return [...text].length > REJECT_REASON_MAX ? 'tooLong' : null;
}

/** The submission as the invoice face draws it: the audit state stands where an issued invoice shows its status. */
export function faceOf(detail: ReviewDetail): InvoiceDetail {
  const order: InvoiceDetail['order'] = {
    id: detail.applyId,
    diskId: detail.diskId,
    taxerId: detail.taxerId,
    xfmc: detail.xfmc,
    gfmc: detail.gfmc,
    ...(detail.gfsh ? { gfsh: detail.gfsh } : {}),
    fplxdm: detail.fplxdm as InvoiceDetail['order']['fplxdm'],
    ddzt: 6,
    fpzt: detail.auditState === 12 && detail.fpzt ? detail.fpzt : detail.auditState,
    kind: 0,
    ...(detail.fphm ? { fpdm: detail.fpdm ?? '', fphm: detail.fphm } : {}),
    amount: detail.amount,
    taxAmount: detail.taxAmount,
    totalAmount: detail.totalAmount,
    createTime: detail.submitTime,
  };
  return {
    order,
    goodsList: detail.lines.map((l) => ({ ...l })),
    remark: detail.remark,
    xfsh: detail.xfsh,
    xfdzdh: detail.xfdzdh,
    xfyhzh: detail.xfyhzh,
    gfdzdh: detail.gfdzdh,
    gfyhzh: detail.gfyhzh,
    review: detail.review,
  };
}

/** Order sources of spec 02 §3.1 a submission comes from (labels in the review namespace). */
export const reviewSources = ['2', '3', '7', '13'] as const;
export const sourceKey = (code: string) => ((reviewSources as readonly string[]).includes(code) ? `review:source.${code}` : 'review:source.other');
