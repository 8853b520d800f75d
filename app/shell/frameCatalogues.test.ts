import { describe, expect, it } from 'vitest';
import { catalogueLoaders } from '../../platform/i18n/catalogues';
import { languages } from '../../platform/i18n/languages';
import { cataloguePartsOf, type Json } from '../../platform/i18n/merge';
import { frameCatalogueLoaders } from './frameCatalogues';
import { frameNamespaces } from './frameNamespaces';

// frameCatalogues.ts repeats frameNamespaces.ts's list in its glob pattern (import.meta.glob takes literals only).
// Every catalogue: the map leaves out the zh-CN server texts of the lookups, which the frame's code imports itself.
const everyCatalogue = { ...catalogueLoaders, ...import.meta.glob<Json>('../../locales/zh-CN/lookups/serverTexts.json', { import: 'default' }) };

describe("the frame's catalogue loaders", () => {
  it('hold exactly the files and parts of the frame namespaces, in every language', () => {
    // the map of every catalogue is globbed from as deep a folder: the same keys for the same files
    const isFrame = (file: string) => languages.some((lng) => frameNamespaces.some((ns) => cataloguePartsOf({ [file]: async () => ({}) }, lng, ns).length > 0));
    expect(Object.keys(frameCatalogueLoaders).sort()).toEqual(Object.keys(everyCatalogue).filter(isFrame).sort());
  });

  it.each(languages)('load every frame namespace in %s as the map of every catalogue does, parts included', async (lng) => {
    for (const ns of frameNamespaces) {
      const own = await Promise.all(cataloguePartsOf(frameCatalogueLoaders, lng, ns).map((load) => load()));
      expect(own, `${lng}/${ns}`).not.toEqual([]);
      expect(own, `${lng}/${ns}`).toEqual(await Promise.all(cataloguePartsOf(everyCatalogue, lng, ns).map((load) => load())));
    }
    // dsProduct is split by owner into parts (locales/<lng>/dsProduct/<part>.json)
    expect(cataloguePartsOf(frameCatalogueLoaders, lng, 'dsProduct').length).toBeGreaterThan(1);
  });
});
