import { describe, expect, it, vi } from 'vitest';
import { createPortalI18n, registerCatalogues } from './portal';

// The portal's lazy catalogues: a namespace registered with a loader map of its own (the app's frame) loads through
// it; any other through the map of every catalogue (catalogues.ts).
describe("the portal's catalogues", () => {
  it('load a registered namespace through its own map, in the current language only', async () => {
    // a namespace of this test's own, so that the registration, which lasts, touches no other file
    const own = {
      '../../locales/en-US/portalTestOwn.json': vi.fn(async () => ({ greeting: 'Hello' })),
      '../../locales/en-US/portalTestOwn/part.json': vi.fn(async () => ({ more: { farewell: 'Goodbye' } })),
      '../../locales/zh-CN/portalTestOwn.json': vi.fn(async () => ({ greeting: '你好' })),
    };
    const load = vi.fn(async () => own);
    registerCatalogues(['portalTestOwn'], load);
    const i18n = await createPortalI18n('en-US');
    expect(load).not.toHaveBeenCalled();
    await i18n.loadNamespaces('portalTestOwn');
    expect(i18n.t('portalTestOwn:greeting')).toBe('Hello');
    expect(i18n.t('portalTestOwn:more.farewell')).toBe('Goodbye');
    expect(own['../../locales/zh-CN/portalTestOwn.json']).not.toHaveBeenCalled();
  });

  it('load any other namespace through the map of every catalogue', async () => {
    const i18n = await createPortalI18n('en-US');
    await i18n.loadNamespaces('goods');
    expect(i18n.hasLoadedNamespace('goods')).toBe(true);
    expect(Object.keys(i18n.getResourceBundle('en-US', 'goods') as object).length).toBeGreaterThan(0);
  });
});
