// The three tabs of 勾选认证 (spec 01 §2 deductionCheck, checkStatistics, previousPeriodQuery): the member's and the
// provider's areas have a route for each; the agency's area has deductionCheck only, so there the tab is the
// address's ?view= (our choice, docs/input-vat/deduction-collection.md).
import type { PortalRoute } from '../../../platform/routing';

export const deductionViews = ['tick', 'statistics', 'history'] as const;
export type DeductionView = (typeof deductionViews)[number];

const segmentOf: Record<DeductionView, string> = { tick: 'deductionCheck', statistics: 'checkStatistics', history: 'previousPeriodQuery' };

/** Whether the area has a route of its own for each tab. */
const routedAreas: ReadonlySet<string> = new Set(['member', 'service']);

/** The tab a route and address show. */
export function viewOf(route: Pick<PortalRoute, 'path' | 'area'>, params: URLSearchParams): DeductionView {
  const last = route.path.split('/').pop() ?? '';
  const byPath = (Object.keys(segmentOf) as DeductionView[]).find((v) => segmentOf[v] === last);
  if (byPath && byPath !== 'tick') return byPath;
  const asked = params.get('view');
  return (deductionViews as readonly string[]).includes(asked ?? '') ? (asked as DeductionView) : 'tick';
}

/** The address of a tab, keeping the enterprise and period (and the filters, on the ticking tab). */
export function viewAddress(area: string, view: DeductionView, params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete('view');
  let path: string;
  if (routedAreas.has(area)) path = `/${area}/${segmentOf[view]}`;
  else {
    path = `/${area}/deductionCheck`;
    if (view !== 'tick') next.set('view', view);
  }
  const search = next.toString();
  return search ? `${path}?${search}` : path;
}
