import type { PageImporter, PageRegistry } from './router';

// The pages of the signed-in areas by page id (see pages.ts): a chunk loaded with the route tables. The homes load
// with the frame; every other page's importer is in app/areaPages.ts, a chunk of its own asked for on the first
// visit to one of them, so that the homes' first paint does not wait for the list of every page's chunks.
const homePages = {
  memberHome: () => import('../features/home/pages/MemberHomePage'),
  serviceHome: () => import('../features/home/pages/ServiceHomePage'),
  accountHome: () => import('../features/home/pages/AccountHomePage'),
} satisfies PageRegistry;

/** The ids of app/areaPages.ts (TypeScript holds the two lists together). */
export const areaPageIds = [
  'invoiceIssue',
  'terminalList',
  'enterpriseList',
  'invoiceInquiry',
  'invoiceDetails',
  'invoiceOrders',
  'redSheetList',
  'redSheetApply',
  'taxReturns',
  'inbox',
  'personalCenter',
  'goodsLibrary',
  'customerLibrary',
  'sellerInfo',
  'batchIssue',
  'negativeIssue',
  'printers',
  'reviewQueue',
  'reviewDetails',
  'proxyIssue',
  'proxyOrders',
  'blankVoid',
  'batchVoid',
  'repairList',
  'repairDetail',
  'invoiceStatistics',
  'invoiceSummaryTable',
  'staffAccounts',
  'roles',
  'roleEditor',
  'defaultPermissions',
  'departments',
  'copyManage',
  'copyDetail',
  'taxBureauOverview',
  'taxRobot',
  'providerServers',
  'slotStatus',
  'hostedDisks',
  'userStatistics',
  'declarations',
  'deductionCheck',
  'invoiceCollection',
  'ownEnterprises',
  'enterpriseInfo',
  'enterpriseForm',
  'addEnterprise',
  'memberList',
  'memberInfo',
  'agencyList',
  'agencyManage',
  'agencyDetail',
  'agencyAssign',
  'checkList',
  'checkDetails',
  'serviceList',
] as const;
export type AreaPageId = (typeof areaPageIds)[number];

const areaPage = (id: AreaPageId): PageImporter => () => import('./areaPages').then(({ areaPages }) => areaPages[id]());

/** Every signed-in page: the homes, and the others through app/areaPages.ts. */
export const signedInPages = {
  ...homePages,
  ...(Object.fromEntries(areaPageIds.map((id) => [id, areaPage(id)])) as Record<AreaPageId, PageImporter>),
} satisfies PageRegistry;
