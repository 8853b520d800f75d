import { describe, expect, it } from 'vitest';
import { decideWithPublicRoutes, guard, isPublicPath, type GuardDecision, type GuardLocation, type GuardSession } from './guard';
import { publicRoutes } from './routes';
import { redirectAfterSignIn, repairListPath, sellerInfoPath, areaOfPath } from '../../platform/routing/paths';
import { isProviderPartnerOrigin } from './partner';

const signedOut: GuardSession = {};
const member: GuardSession = { token: 't', roleType: 1, diskId: 'D1', hasTerminalInfo: true };
const provider: GuardSession = { token: 't', roleType: 2, diskId: 'D2', hasTerminalInfo: true };
const agency: GuardSession = { token: 't', roleType: 3, diskId: 'D3', hasTerminalInfo: true };

function at(address: string, origin?: string): GuardLocation {
  const [pathname, search = ''] = address.split(/\?(.*)/s) as [string, string?];
  return { pathname, search: search ? `?${search}` : '', origin };
}

/** A decision in a table-friendly form: 'allow' or '-> target'. */
function brief(decision: GuardDecision): string {
  return 'redirect' in decision ? `-> ${decision.redirect}` : 'allow';
}

// spec 01 §2 and spec 02 §2.2 white lists, plus the variants of §2.3 and the pages without a login flag.
const whiteList = [
  '/login', '/agencyLogin', '/serviceLogin', '/accountLogin', '/forgetPwd', '/insideLogin', '/qdjfy', '/home',
  '/shortcutsLogin', '/groupLogin', '/branchLogin', '/channel/login', '/channel/access', '/channel/bind?acct_type=2',
  '/acme/login', '/acme/serviceLogin', '/acme/agencyLogin', '/eqikai', '/dashboard/invoice', '/area/dashboard/invoice',
  '/dashboard/disk', '/transfer', '/certification', '/index', '/error', '/subscribe', '/serviceLOgin',
  '/h5/', '/service/personalCenter', '/service/financialStatements',
];

describe('guard: the white list', () => {
  it.each(whiteList)('%s passes without a token', (path) => {
    expect(brief(guard(at(path), signedOut))).toBe('allow');
    expect(isPublicPath(at(path).pathname)).toBe(true);
  });
  it.each(whiteList)('%s passes with a token, the address untouched', (path) => {
    const decision = guard(at(path), member);
    expect(brief(decision)).toBe('allow');
    expect(decision).not.toHaveProperty('loadTerminalInfo');
  });
});

describe('guard: redirect rules', () => {
  const cases: Array<[string, string, GuardSession, string]> = [
    // spec 01 §2: / -> /login; unknown -> /error (with or without a token)
    ['root', '/', signedOut, '-> /login'],
    ['root, signed in', '/', member, '-> /login'],
    ['unknown', '/nowhere', signedOut, '-> /error'],
    ['unknown, signed in', '/member/nowhere', member, '-> /error'],
    ['unknown case spelling', '/Member/positive', member, '-> /error'],
    // without a token: the remembered entrance, or /accountLogin, carrying the page asked for
    ['no token, nothing remembered', '/member/positive', signedOut, '-> /accountLogin?redirect=%2Fmember%2Fpositive'],
    ['no token, query carried', '/account/inquire?page=2', signedOut, '-> /accountLogin?redirect=%2Faccount%2Finquire%3Fpage%3D2'],
    ['no token, remembered entrance', '/service/home', { loginEntrance: '/serviceLogin' }, '-> /serviceLogin?redirect=%2Fservice%2Fhome'],
    ['no token, remembered entrance with a query', '/member/v3Home', { loginEntrance: '/channel/bind?acct_type=1' }, '-> /channel/bind?acct_type=1&redirect=%2Fmember%2Fv3Home'],
    ['no token, remembered entrance protected (would loop)', '/member/positive', { loginEntrance: '/member/v3Home' }, '-> /accountLogin?redirect=%2Fmember%2Fpositive'],
    ['no token, remembered entrance unknown', '/member/positive', { loginEntrance: '/gone' }, '-> /accountLogin?redirect=%2Fmember%2Fpositive'],
    ['no token, remembered /:id/login entrance', '/member/positive', { loginEntrance: '/acme/login' }, '-> /acme/login?redirect=%2Fmember%2Fpositive'],
    ['no token, root-level protected path', '/goodsManage', signedOut, '-> /accountLogin?redirect=%2FgoodsManage'],
    // another role's route: the user's own home
    ['member on an agency page', '/account/positive', member, '-> /member/v3Home'],
    ['provider on a member page', '/member/positive', provider, '-> /service/home'],
    ['agency on a provider page', '/service/memberList', agency, '-> /account/home'],
    ['member on h5 management', '/h5Manage/bannerManage', member, '-> /member/v3Home'],
    ['agency on a root page marked for members', '/positive', agency, '-> /account/home'],
    // role markers open some service pages to other roles (spec 02 §2.3, §6)
    ['member on a service input-tax page (marker 1)', '/service/deductionCheck?diskId=D1', member, 'allow'],
    ['provider on its own area page marked 1', '/service/deductionCheck?diskId=D2', provider, 'allow'],
    ['agency on the invoice amount warning (marker 3)', '/service/invoicewarning?diskId=D3', agency, 'allow'],
    ['member on the invoice amount warning', '/service/invoicewarning', member, '-> /member/v3Home'],
    ['provider on h5 management', '/h5Manage/bannerManage?diskId=D2', provider, 'allow'],
    // diskId carried across navigations
    ['diskId appended', '/member/positive', member, '-> /member/positive?diskId=D1'],
    ['diskId appended to a query', '/member/inquire?page=3', member, '-> /member/inquire?page=3&diskId=D1'],
    ['diskId already there', '/member/positive?diskId=D1', member, 'allow'],
    ['query diskId selects another disk', '/member/positive?diskId=D9', member, 'allow'],
    ['route param did selects the disk', '/account/buyInvoice/D7/5', agency, '-> /account/buyInvoice/D7/5?diskId=D7'],
    ['route param did beats a carried query', '/account/buyInvoice/D7/5?diskId=D3', agency, '-> /account/buyInvoice/D7/5?diskId=D7'],
    ['optional did absent', '/account/management', agency, '-> /account/management?diskId=D3'],
    ['no disk anywhere', '/member/positive', { token: 't', roleType: 1 }, 'allow'],
    ['trailing slash', '/member/positive/', member, '-> /member/positive?diskId=D1'],
    // every route parameter has its kind's shape (platform/routing/ids.ts), or the address is an error
    ['invoice details', '/member/inquireDetails/031000002200/24000000?diskId=D1', member, 'allow'],
    ['invoice details of a fully digital invoice', '/member/inquireDetails/-/26312000000000000001?diskId=D1', member, 'allow'],
    ['malformed escape in an invoice code', '/member/inquireDetails/%E0%A4%A/1', member, '-> /error'],
    ['malformed escape in an invoice number', '/member/inquireDetails/031000002200/%E0%A4%A', member, '-> /error'],
    ['invoice number of another shape', '/member/inquireDetails/031000002200/%3Cb%3E', member, '-> /error'],
    ['malformed escape in an id', '/member/Operationrecord/RP0004/%E0%A4%A', member, '-> /error'],
  ];
  it.each(cases)('%s: %s', (_name, path, session, expected) => {
    expect(brief(guard(at(path), session))).toBe(expected);
  });

  it('says why it redirected', () => {
    expect(guard(at('/'), signedOut)).toMatchObject({ reason: 'root' });
    expect(guard(at('/x/y/z'), signedOut)).toMatchObject({ reason: 'unknown' });
    expect(guard(at('/member/positive'), signedOut)).toMatchObject({ reason: 'signIn' });
    expect(guard(at('/account/positive'), member)).toMatchObject({ reason: 'role' });
    expect(guard(at('/member/positive'), member)).toMatchObject({ reason: 'diskId' });
  });
});

describe('guard: terminal info', () => {
  const cases: Array<[string, string, GuardSession, Record<string, unknown>]> = [
    ['loaded and same disk', '/member/positive?diskId=D1', member, { diskId: 'D1', selectDisk: false, loadTerminalInfo: false }],
    ['absent: load it', '/member/positive?diskId=D1', { ...member, hasTerminalInfo: false }, { diskId: 'D1', selectDisk: false, loadTerminalInfo: true }],
    ['another disk by query: select and load', '/member/positive?diskId=D9', member, { diskId: 'D9', selectDisk: true, loadTerminalInfo: true }],
    ['another disk by route param: select and load', '/account/inventory/D8/1?diskId=D8', agency, { diskId: 'D8', selectDisk: true, loadTerminalInfo: true }],
    ['no disk known: load the current terminal', '/member/positive', { token: 't', roleType: 1 }, { loadTerminalInfo: true }],
  ];
  it.each(cases)('%s', (_name, path, session, expected) => {
    const decision = guard(at(path), session);
    expect(decision).toMatchObject({ allow: true, ...expected });
  });
});

describe('guard: provider partner origin', () => {
  const hosts = ['partner.example.com'];
  const origin = 'https://www.partner.example.com';
  const cases: Array<[string, GuardSession, string]> = [
    ['/login', signedOut, '-> /serviceLogin'],
    ['/accountLogin?from=mail', signedOut, '-> /serviceLogin?from=mail'],
    ['/acme/agencyLogin', signedOut, '-> /serviceLogin'],
    ['/serviceLOgin', signedOut, '-> /serviceLogin'],
    ['/serviceLogin', signedOut, 'allow'],
    ['/', signedOut, '-> /serviceLogin'],
    ['/forgetPwd', signedOut, 'allow'],
    ['/service/home', { loginEntrance: '/accountLogin' }, '-> /serviceLogin?redirect=%2Fservice%2Fhome'],
  ];
  it.each(cases)('%s', (path, session, expected) => {
    expect(brief(guard(at(path, origin), session, { partnerHosts: hosts }))).toBe(expected);
  });
  it('is recognised by configured hosts and their subdomains only', () => {
    expect(isProviderPartnerOrigin('https://partner.example.com', hosts)).toBe(true);
    expect(isProviderPartnerOrigin('http://a.partner.example.com:8080', hosts)).toBe(true);
    expect(isProviderPartnerOrigin('https://notpartner.example.com', hosts)).toBe(false);
    expect(isProviderPartnerOrigin('https://partner.example.com', [])).toBe(false);
    expect(brief(guard(at('/login', 'https://portal.example.com'), signedOut, { partnerHosts: hosts }))).toBe('allow');
    expect(brief(guard(at('/login'), { isProviderPartner: true }))).toBe('-> /serviceLogin');
  });
});

describe('area-dependent paths', () => {
  it.each([
    ['account', '/account/sellerInfo', '/account/newRepairList'],
    ['service', '/service/sellerInfo', '/service/newRepairList'],
    ['member', '/member/terminal', '/member/newRepairList'],
    [undefined, '/account/sellerInfo', '/account/newRepairList'],
    ['h5Manage', '/account/sellerInfo', '/account/newRepairList'],
  ])('%s: %s, %s', (area, seller, repair) => {
    expect(sellerInfoPath(area)).toBe(seller);
    expect(repairListPath(area)).toBe(repair);
  });
  it.each([
    ['/member/positive', 'member'],
    ['/service/home', 'service'],
    ['/account/home', 'account'],
    ['/positive', 'account'],
    ['/', 'account'],
  ])('the area of %s is %s', (path, area) => {
    expect(areaOfPath(path)).toBe(area);
  });
});

describe('after sign-in', () => {
  it.each([
    ['?redirect=%2Fmember%2Fpositive%3FdiskId%3D1', '/member/positive?diskId=1'],
    ['', '/home-of-role'],
    ['?redirect=https%3A%2F%2Fevil.example', '/home-of-role'],
    ['?redirect=%2F%2Fevil.example', '/home-of-role'],
    ['?redirect=%2F%5Cevil.example', '/home-of-role'],
  ])('%s -> %s', (search, expected) => {
    expect(redirectAfterSignIn(search, '/home-of-role')).toBe(expected);
  });
});

describe('decideWithPublicRoutes: what the sign-in route decides before the other tables load', () => {
  // Every public route's address (params filled in), the root, trailing slashes, and paths of every other area.
  const concrete = (path: string) => path.replace(/:[^/]+/g, 'acme').replace(/\/\*$/, '/x');
  const addresses = [
    '/', '/login/', '/serviceLogin?redirect=%2Fservice%2Fhome', '/unknown/path', '/member/v3Home', '/account/home',
    '/service/home', '/h5Manage/bannerManage', '/member/positive?diskId=D9', '/service/personalCenter',
    ...publicRoutes.map((r) => concrete(r.path)),
  ];
  const sessions = { signedOut, member, provider, agency, remembered: { loginEntrance: '/groupLogin' } as GuardSession };
  const partnerHosts = ['partner.example.com'];

  it('decides exactly as the guard with every table, or leaves the decision to them', () => {
    let decided = 0;
    for (const address of addresses) {
      for (const [name, session] of Object.entries(sessions)) {
        for (const origin of [undefined, 'https://partner.example.com']) {
          const early = decideWithPublicRoutes(at(address, origin), session, { partnerHosts, publicRoutes });
          if (early === null) continue;
          decided += 1;
          expect(early, `${address} as ${name} from ${origin ?? 'the portal'}`).toEqual(guard(at(address, origin), session, { partnerHosts }));
        }
      }
    }
    // the sign-in entrances and the root are decided without the other tables
    expect(decided).toBeGreaterThan(100);
    expect(decideWithPublicRoutes(at('/login'), signedOut, { publicRoutes })).toMatchObject({ allow: true });
    expect(decideWithPublicRoutes(at('/'), signedOut, { publicRoutes })).toMatchObject({ reason: 'root' });
  });

  it('leaves paths of the other areas, unknown paths and parameterised public routes to every table', () => {
    for (const address of ['/member/v3Home', '/service/home', '/unknown/path', '/acme/login']) {
      expect(decideWithPublicRoutes(at(address), member, { publicRoutes }), address).toBeNull();
    }
  });
});
