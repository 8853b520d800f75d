import { recentInvoicesArgs, invoiceApi } from '../invoices';
import { homeTasksArgs, robotApi } from '../robot-tasks';
import { prefetchCurrentTerminal } from '../terminals';
import type { AppStore } from '../../platform/store';

/** The homes' paths by role (route tables: member, service and account areas). */
const homePaths = { 1: '/member/v3Home', 2: '/service/home', 3: '/account/home' } as const;
const areas = /^\/(member|service|account)\//;

/**
 * The home's API calls, started with the frame's chunks instead of after them (issue 14, the signed-in wave): the
 * current terminal and its service package, and the role's list (recent orders, or today's robot tasks) when the
 * page being opened is the home (signing in, or the home itself), with the very arguments the home's components ask
 * for, so that they find the answers in RTK Query's cache. The api must be attached to the store.
 */
export function prefetchHome(store: AppStore, pathname: string): void {
  const { roleType, diskId } = store.getState().session;
  const currentDisk = prefetchCurrentTerminal(store);
  if (roleType !== 1 && roleType !== 2 && roleType !== 3) return;
  if (pathname !== homePaths[roleType] && areas.test(pathname)) return;
  if (roleType === 3) void store.dispatch(robotApi.util.prefetch('getRobotTaskStatus', homeTasksArgs(), {}));
  else if (roleType === 2) void store.dispatch(invoiceApi.util.prefetch('getOrderList', recentInvoicesArgs(null), {}));
  // The member's list is its terminal's: the disk the address chose, else the current terminal's once known.
  else if (diskId) void store.dispatch(invoiceApi.util.prefetch('getOrderList', recentInvoicesArgs(diskId), {}));
  else void currentDisk.then((disk) => disk && store.dispatch(invoiceApi.util.prefetch('getOrderList', recentInvoicesArgs(disk), {})));
}
