import { configApi } from '../config';
import { recentInvoicesArgs, invoiceApi } from '../invoices';
import { homeTasksArgs, robotApi } from '../robot-tasks';
import { prefetchCurrentTerminal } from '../terminals';
import { recordEarlyCalls } from '../../platform/api/earlyCalls';
import type { AppStore } from '../../platform/store';

/** The homes' paths by role (route tables: member, service and account areas). */
const homePaths = { 1: '/member/v3Home', 2: '/service/home', 3: '/account/home' } as const;
const areas = /^\/(member|service|account)\//;

/**
 * The home's API calls, started with the frame's chunks instead of after them (the signed-in wave): the
 * current terminal and its service package, the navigation's menu, and the role's list (recent orders, or today's robot tasks) when the
 * page being opened is the home (signing in, or the home itself), with the very arguments the home's components ask
 * for, so that they find the answers in RTK Query's cache. The api must be attached to the store.
 */
export function prefetchHome(store: AppStore, pathname: string): void {
  const { roleType, diskId } = store.getState().session;
  const home = (roleType === 1 || roleType === 2 || roleType === 3) && (pathname === homePaths[roleType] || !areas.test(pathname));
  // Remembered for the next load of the home (a reload, a new tab): index.html starts these calls while the scripts
  // load (platform/api/earlyCalls.ts). The first request of each: the current terminal, its service package, the
  // menu, the role's list, and the push channel's connect (its socket opens once the page has painted).
  if (home) {
    const list = roleType === 3 ? 'getRobotTaskStatus' : 'getOrderList';
    recordEarlyCalls(homePaths[roleType], ['getCurrentTerminal', 'getServicePackage', 'getNavMenu', list, 'wsConnect']);
  }
  const currentDisk = prefetchCurrentTerminal(store);
  if (!home) return;
  // The side navigation's menu, for the terminal the address chose or else the current one (useNavMenu's very
  // arguments: a home has no scene): it otherwise started after the frame's first render (and, for an agency, after
  // the terminal info), a round trip after everything else.
  const menuFor = (disk: string | null) => void store.dispatch(configApi.util.prefetch('getNavMenu', disk ? { diskId: disk } : {}, {}));
  if (diskId) menuFor(diskId);
  else void currentDisk.then(menuFor);
  if (roleType === 3) void store.dispatch(robotApi.util.prefetch('getRobotTaskStatus', homeTasksArgs(), {}));
  else if (roleType === 2) void store.dispatch(invoiceApi.util.prefetch('getOrderList', recentInvoicesArgs(null), {}));
  // The member's list is its terminal's: the disk the address chose, else the current terminal's once known.
  else if (diskId) void store.dispatch(invoiceApi.util.prefetch('getOrderList', recentInvoicesArgs(diskId), {}));
  else void currentDisk.then((disk) => disk && store.dispatch(invoiceApi.util.prefetch('getOrderList', recentInvoicesArgs(disk), {})));
}
