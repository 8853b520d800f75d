// Applications to the provider (审核列表, checkDetails/{applyId}): states and the rejection reason. Pure.
import { issue, type RuleIssue } from '../../../platform/rules';

/** 1 pending review, 2 approved, 3 rejected (our codes; spec 02 §3.1 gives none for these applications). */
export const applicationStates = { '1': 'warning', '2': 'success', '3': 'danger' } as const;
export type ApplicationStateCode = keyof typeof applicationStates;
export const applicationStateCodes = Object.keys(applicationStates) as ApplicationStateCode[];
export const isApplicationState = (s: string | null | undefined): s is ApplicationStateCode => s === '1' || s === '2' || s === '3';

/** What an application asks for. */
export const applicationKinds = ['member', 'service', 'agency'] as const;
export type ApplicationKindCode = (typeof applicationKinds)[number];

/** The reason the applicant reads, at most this many characters (as the invoice review's, features/issue-review). */
export const REJECT_REASON_MAX = 200;

/** The reason's issue, if any (required; at most REJECT_REASON_MAX characters). */
export function rejectReasonIssues(reason: string): RuleIssue[] {
  const text = reason.trim();
  if (!text) return [issue('reason', 'providerMembers:check.reasonRequired')];
  if ([...text].length > REJECT_REASON_MAX) return [issue('reason', 'providerMembers:check.reasonTooLong', 'error', { max: REJECT_REASON_MAX })];
  return [];
}

/** Only a pending application can be approved or rejected. */
export const isReviewable = (state: string) => state === '1';

export const checkDetailsPath = (applyId: string) => `/service/checkDetails/${encodeURIComponent(applyId)}`;
export const memberInfoPath = (id: string) => `/service/memberInfo/${encodeURIComponent(id)}`;
export const agencyDetailPath = (id: string) => `/service/agencyDetail/${encodeURIComponent(id)}`;
export const agencyAssignPath = (id: string) => `/service/agencyAssign/${encodeURIComponent(id)}`;
/** agencyManage adds an agency, or edits one given as ?id= (our reading of the route). */
export const agencyManagePath = (id?: string) => (id ? `/service/agencyManage?id=${encodeURIComponent(id)}` : '/service/agencyManage');
