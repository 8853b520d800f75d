import { describe, expect, it } from 'vitest';
import { accessOf, buildNavMenu, groupOfRoute, sceneOfRoute, type MenuEntry, type MenuState, type RouteInfo } from './index';

// A small route table: what the app's lookup answers for these paths.
const routes: Record<string, RouteInfo> = {
  '/member/v3Home': { id: 'member.v3Home', path: '/member/v3Home', titleKey: 'routeTitles:title.v3Home', built: true },
  '/member/positive': { id: 'member.positive', path: '/member/positive', titleKey: 'routeTitles:title.positive', built: false },
  '/member/inquire': { id: 'member.inquire', path: '/member/inquire', titleKey: 'routeTitles:title.inquire', built: true },
  '/member/inquireDetails/:invoiceCode/:invoiceNumber': {
    id: 'member.inquireDetails',
    path: '/member/inquireDetails/:invoiceCode/:invoiceNumber',
    titleKey: 'routeTitles:title.inquireDetails',
    built: false,
  },
  '/member/personalCenter': { id: 'member.personalCenter', path: '/member/personalCenter', titleKey: 'routeTitles:title.personalCenter', built: false },
};
const lookup = (path: string) => routes[path] ?? null;
const page = (id: string, path: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({ id, name: id, path, ...extra });

describe('buildNavMenu: the server menu on the route tables', () => {
  it.each<[string, MenuEntry[], unknown[], string[]]>([
    ['a page at the top level', [page('home', '/member/v3Home')], [{ kind: 'page', key: 'home', path: '/member/v3Home', routeId: 'member.v3Home', titleKey: 'routeTitles:title.v3Home', built: true }], ['member.v3Home']],
    [
      'a group keeps its pages in order, with the not-built flag',
      [{ id: 'issue', name: '发票开具', path: '', children: [page('a', '/member/positive'), page('b', '/member/inquire')] }],
      [
        {
          kind: 'group',
          key: 'issue',
          groupId: 'issue',
          serverName: '发票开具',
          pages: [
            { kind: 'page', key: 'a', path: '/member/positive', routeId: 'member.positive', titleKey: 'routeTitles:title.positive', built: false },
            { kind: 'page', key: 'b', path: '/member/inquire', routeId: 'member.inquire', titleKey: 'routeTitles:title.inquire', built: true },
          ],
        },
      ],
      ['member.positive', 'member.inquire'],
    ],
    ['a path the portal does not know is dropped and not allowed', [page('x', '/member/nowhere')], [], []],
    ['a group with only unknown paths is dropped', [{ id: 'g', name: 'g', path: '', children: [page('x', '/member/nowhere')] }], [], []],
    ['a hidden entry is allowed, not shown', [page('pc', '/member/personalCenter', { hidden: true })], [], ['member.personalCenter']],
    ['a detail pattern is allowed, not shown', [page('d', '/member/inquireDetails/:invoiceCode/:invoiceNumber')], [], ['member.inquireDetails']],
    [
      'a deeper level is flattened into its group',
      [{ id: 'g', name: 'g', path: '', children: [{ id: 'sub', name: 'sub', path: '', children: [page('a', '/member/inquire')] }] }],
      [{ kind: 'group', key: 'g', groupId: 'g', serverName: 'g', pages: [{ kind: 'page', key: 'a', path: '/member/inquire', routeId: 'member.inquire', titleKey: 'routeTitles:title.inquire', built: true }] }],
      ['member.inquire'],
    ],
    ['an empty menu', [], [], []],
  ])('%s', (_, menu, entries, allowed) => {
    const built = buildNavMenu(menu, lookup);
    expect(built.entries).toEqual(entries);
    expect([...built.allowedRouteIds]).toEqual(allowed);
  });

  it('finds the group of the current page', () => {
    const menu = buildNavMenu([page('home', '/member/v3Home'), { id: 'issue', name: '', path: '', children: [page('a', '/member/positive')] }], lookup);
    expect([groupOfRoute(menu, 'member.positive'), groupOfRoute(menu, 'member.v3Home'), groupOfRoute(menu, null)]).toEqual(['issue', null, null]);
  });
});

describe('accessOf: the allowed-path check', () => {
  const ready = (ids: string[]): MenuState => ({ status: 'ready', allowedRouteIds: new Set(ids) });
  const protectedRoute = { id: 'member.positive', path: '/member/positive', requiresAuth: true };
  it.each<[string, { id: string; path: string; requiresAuth: boolean }, string | null, MenuState, string]>([
    ['a public route, whatever the menu', { id: 'public.error', path: '/error', requiresAuth: false }, '/member/v3Home', ready([]), 'allowed'],
    ['a public route while the menu loads', { id: 'public.subscribe', path: '/subscribe', requiresAuth: false }, null, { status: 'loading' }, 'allowed'],
    ['the home, not in the menu', { id: 'member.v3Home', path: '/member/v3Home', requiresAuth: true }, '/member/v3Home', ready([]), 'allowed'],
    ['the home while the menu loads', { id: 'member.v3Home', path: '/member/v3Home', requiresAuth: true }, '/member/v3Home', { status: 'loading' }, 'allowed'],
    ['a page in the menu', protectedRoute, '/member/v3Home', ready(['member.positive']), 'allowed'],
    ['a page not in the menu', protectedRoute, '/member/v3Home', ready(['member.inquire']), 'forbidden'],
    ['a page while the menu loads', protectedRoute, '/member/v3Home', { status: 'loading' }, 'pending'],
    ['a page when the menu failed (the server still checks)', protectedRoute, '/member/v3Home', { status: 'failed' }, 'allowed'],
    ['another role’s home is not this role’s', { id: 'account.home', path: '/account/home', requiresAuth: true }, '/member/v3Home', ready([]), 'forbidden'],
  ])('%s', (_, route, home, menu, expected) => {
    expect(accessOf(route, home, menu)).toBe(expected);
  });
});

describe('sceneOfRoute: scene=RET1 on the tax-return pages', () => {
  it.each([
    ['account.declarationManagement', 'RET1'],
    ['member.taxReturns', 'RET1'],
    ['service.taxDeclaration', 'RET1'],
    ['member.positive', undefined],
    ['account.home', undefined],
    [null, undefined],
  ])('%s -> %s', (id, scene) => {
    expect(sceneOfRoute(id)).toBe(scene);
  });
});
