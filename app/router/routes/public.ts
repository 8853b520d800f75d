import { defineArea } from './define';

// spec 01 §2 (white list, other paths), spec 02 §2.2 (login routes reachable without a token), §2.3 (variants).
// Entrances carry the role they sign in (the page themes itself from the route's role marker); /login, the
// inside and channel entrances are the member's (their pages choose otherwise from the address).
export const publicRoutes = defineArea('public', 1, [
  // sign-in entrances
  { path: 'login', requiresAuth: false, page: 'login', entrance: true, header: false },
  { path: 'agencyLogin', roleSign: 3, requiresAuth: false, page: 'login', entrance: true, header: false },
  { path: 'serviceLogin', roleSign: 2, requiresAuth: false, page: 'login', entrance: true, header: false },
  // spec 02 §2.3: the capital-O spelling exists alongside /serviceLogin (routes match case-sensitively)
  { path: 'serviceLOgin', roleSign: 2, requiresAuth: false, page: 'login', entrance: true, header: false },
  { path: 'accountLogin', roleSign: 3, requiresAuth: false, page: 'login', entrance: true, header: false },
  { path: 'insideLogin', requiresAuth: false, page: 'login', entrance: true, header: false },
  { path: 'shortcutsLogin', roleSign: 2, requiresAuth: false, page: 'login', entrance: true, header: false },
  { path: 'groupLogin', roleSign: 3, requiresAuth: false, page: 'login', entrance: true, header: false },
  { path: 'branchLogin', roleSign: 3, requiresAuth: false, page: 'login', entrance: true, header: false },
  { path: 'channel/login', requiresAuth: false, page: 'login', entrance: true, header: false },
  { path: 'channel/access', requiresAuth: false, header: false },
  { path: 'channel/bind', requiresAuth: false, page: 'channelBind', entrance: true, header: false },
  { path: ':id/login', name: 'customLogin', requiresAuth: false, page: 'login', entrance: true, header: false },
  { path: ':id/serviceLogin', name: 'customServiceLogin', roleSign: 2, requiresAuth: false, page: 'login', entrance: true, header: false },
  { path: ':id/agencyLogin', name: 'customAgencyLogin', roleSign: 3, requiresAuth: false, page: 'login', entrance: true, header: false },
  { path: 'forgetPwd', requiresAuth: false, page: 'forgetPwd', header: false },
  // other pages reachable without a token
  { path: 'qdjfy', requiresAuth: false, header: false },
  { path: 'home', name: 'portalHome', requiresAuth: false },
  { path: 'eqikai', requiresAuth: false },
  { path: 'dashboard/invoice', requiresAuth: false, header: false },
  { path: 'area/dashboard/invoice', requiresAuth: false, header: false },
  { path: 'dashboard/disk', requiresAuth: false, header: false },
  { path: 'transfer', requiresAuth: false },
  { path: 'certification', requiresAuth: false },
  { path: 'index', requiresAuth: false },
  { path: 'error', requiresAuth: false, page: 'error' },
  { path: 'subscribe', requiresAuth: false, page: 'subscribe' },
  // the mobile face-scan page /h5/#/qrcode/{diskId}?taxerName&termType&tsp: a hash route under /h5
  { path: 'h5', name: 'h5Qrcode', requiresAuth: false, page: 'h5Qrcode', header: false },
  // spec 01 §2 "Other paths" at the root (the area ones are in the area tables). Invoicing pages carry the
  // member's marker, the provider's list pages the provider's (spec 02 §2.3 lists them for the provider).
  'gulesInvoice',
  'negative',
  'preOpen',
  'positive',
  { path: 'copyManage', roleSign: 2 },
  { path: 'enterpriseList', roleSign: 2, page: 'enterpriseList' },
  { path: 'vaService', roleSign: 2 },
  { path: 'bulkstock', roleSign: 2 },
  // spec 02 §2.3: /goodsManage requires sign-in
  { path: 'goodsManage', roleSign: 2, page: 'goodsLibrary' },
]);

/** /channel/bind's acct_type picks the logo (spec 01 §2): 1 member, 2 agency, 3 provider. */
export const channelBindAccountTypes = { 1: 'member', 2: 'agency', 3: 'provider' } as const;
export type ChannelBindAccount = (typeof channelBindAccountTypes)[keyof typeof channelBindAccountTypes];

/** The account kind of a /channel/bind address (query acct_type); member when absent or unknown. */
export function channelBindAccount(search: string): ChannelBindAccount {
  const type = Number(new URLSearchParams(search).get('acct_type'));
  return type === 1 || type === 2 || type === 3 ? channelBindAccountTypes[type] : 'member';
}
