import { describe, expect, it } from 'vitest';
import { pagePermission } from '../../features/navigation';
import type { MenuItem } from '../../features/config';
import { menuFor, menuGranted, menuPermission, type MenuRole, type MenuScene, type MenuTerminalKind } from '../../mocks/menus';
import { matchPortalRoute } from './routes';

// The embedded backend leaves out of the menu the pages an account's role forbids (mocks/menus.ts menuGranted, by
// path); the portal guards the same pages by page id (features/navigation/rules/permissions.ts). The two tables must
// name the same code for every page of every menu, or a page would be offered and then refused, or hidden and allowed.

const roles: MenuRole[] = [1, 2, 3];
const kinds: MenuTerminalKind[] = ['none', 'disk', 'digital', 'both'];
const scenes: MenuScene[] = ['default', 'RET1'];
const leaves = (menu: readonly MenuItem[]): MenuItem[] => menu.flatMap((item) => (item.children ? leaves(item.children) : item.path ? [item] : []));
const menus = roles.flatMap((role) => kinds.flatMap((kind) => scenes.map((scene) => ({ role, kind, scene, menu: menuFor(role, kind, scene) }))));

describe("the menu's permission codes", () => {
  it("name, for every page of every menu, the code the portal's page check asks", () => {
    let guarded = 0;
    for (const { role, kind, scene, menu } of menus) {
      for (const item of leaves(menu)) {
        const match = matchPortalRoute(item.path);
        if (!match) continue; // a path the portal does not know is dropped by the navigation (rules/menu.ts)
        const code = pagePermission(match.route.page);
        if (code) guarded += 1;
        expect(menuPermission(item.path), `${item.path} in the menu of role ${role}, ${kind}, ${scene}`).toBe(code);
      }
    }
    // the issuing, void, red-letter and organisation pages are among them
    expect(guarded).toBeGreaterThan(20);
  });

  it('leave out every guarded page when nothing is granted, and empty groups with them', () => {
    const agency = menuFor(3, 'both');
    const bare = menuGranted(agency, () => false);
    expect(leaves(bare).filter((item) => menuPermission(item.path) !== null)).toEqual([]);
    expect(bare.map((item) => item.id)).not.toContain('organisation');
    expect(leaves(bare).map((item) => item.path)).toContain('/account/inquire');
    expect(menuGranted(agency, () => true)).toEqual(agency);
  });

  it('leave out only the pages of the code refused', () => {
    const paths = leaves(menuGranted(menuFor(3, 'disk'), (code) => code !== 'invoice:void')).map((item) => item.path);
    expect(paths).not.toContain('/account/invalid');
    expect(paths).toEqual(expect.arrayContaining(['/account/positive', '/account/accountList', '/account/role', '/account/website', '/account/gules']));
  });
});
