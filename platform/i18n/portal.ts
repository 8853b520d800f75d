import i18next, { type BackendModule, type i18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, sourceLanguage, type Language } from './languages';
import { cataloguePartsOf, mergeInto, type Json } from './merge';

// The portal's catalogues: only the current language, one namespace at a time, each its own chunk. The sign-in
// route waits for its namespaces before the first render; every other namespace loads when a page asks for it
// (react-i18next suspends until then). Tests and Storybook use createI18n, which bundles everything.
// locales/<lng>/<ns>.json, and the parts of a namespace split by owner (ds, dsProduct); never Storybook's texts.
// The startup namespaces' loaders are here; the app may give other namespaces a loader map of their own
// (registerCatalogues: the signed-in frame's, in the frame's chunk); the map of every catalogue (it grows with every
// feature) is a chunk of its own (catalogues.ts), loaded with the first namespace that is in neither.
const startupLoaders = import.meta.glob<Json>(
  ['../../locales/*/common.json', '../../locales/*/ds/*.json', '../../locales/*/login.json', '../../locales/*/errors.json', '../../locales/*/routes.json'],
  { import: 'default' },
);

/** Namespaces the sign-in pages and the router's frame render (`npm run size` counts them on the sign-in route). */
export const startupNamespaces = ['common', 'ds', 'login', 'errors', 'routes'] as const;

/** A glob map of catalogue files, keyed by path from a folder two levels below the root: ../../locales/<lng>/... */
export type CatalogueLoaders = Record<string, () => Promise<Json>>;

/** Namespaces with a loader map of their own: the startup ones, and those the app registers. */
const groups: { namespaces: readonly string[]; load: () => CatalogueLoaders | Promise<CatalogueLoaders> }[] = [{ namespaces: startupNamespaces, load: () => startupLoaders }];

/**
 * Gives `namespaces` a loader map of their own (`load`: in a chunk the app loads anyway, with each of their files in
 * every language), so that loading them does not load the map of every catalogue. Register them before they are first
 * asked for (as the app starts); a namespace asked for earlier loads through that map.
 */
export function registerCatalogues(namespaces: readonly string[], load: () => Promise<CatalogueLoaders>): void {
  groups.push({ namespaces, load });
}

async function loadersFor(lng: string, ns: string): Promise<(() => Promise<Json>)[]> {
  const group = groups.find(({ namespaces }) => namespaces.includes(ns));
  return cataloguePartsOf(group ? await group.load() : (await import('./catalogues')).catalogueLoaders, lng, ns);
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    loadersFor(lng, ns)
      .then((parts) => {
        if (parts.length === 0) throw new Error(`no catalogue ${lng}/${ns}`);
        return Promise.all(parts.map((load) => load()));
      })
      .then((contents) => {
        const merged: Json = {};
        for (const content of contents) mergeInto(merged, content, `${lng}:${ns}`);
        callback(null, merged);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
  },
};

/** The startup catalogues of one language, by namespace, as the HTML carries them inline (app/prerender.tsx). */
export type StartupCatalogues = Record<string, Json>;

/** The startup catalogues of `lng`, merged by namespace (loaded from their chunks; the prerender bundles them). */
export async function loadStartupCatalogues(lng: Language): Promise<StartupCatalogues> {
  const out: StartupCatalogues = {};
  for (const ns of startupNamespaces) {
    const merged: Json = {};
    for (const content of await Promise.all(cataloguePartsOf(startupLoaders, lng, ns).map((load) => load()))) mergeInto(merged, content, `${lng}:${ns}`);
    out[ns] = merged;
  }
  return out;
}

/**
 * The portal's i18next instance, ready once the sign-in namespaces of `lng` are loaded. `inline`: those namespaces
 * already at hand (the HTML carries zh-CN's), so that the first render waits for no request.
 */
export async function createPortalI18n(lng: Language = sourceLanguage, inline?: StartupCatalogues): Promise<i18n> {
  const instance = i18next.createInstance();
  const bundled = inline && startupNamespaces.every((ns) => inline[ns] !== undefined) ? { resources: { [lng]: inline }, partialBundledLanguages: true } : {};
  await instance
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng,
      // en-US is complete (a test checks every key), so nothing falls back and only one language is loaded.
      fallbackLng: false,
      load: 'currentOnly',
      supportedLngs: [...languages],
      ns: [...startupNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // A page may read another namespace by prefix (t('lookups:...')) without listing it in useTranslation:
      // the first miss loads that namespace, and components re-render when it arrives.
      saveMissing: true,
      missingKeyHandler: (_lngs, ns) => {
        if (!instance.hasLoadedNamespace(ns)) void instance.loadNamespaces(ns);
      },
      react: { bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
      ...bundled,
    });
  return instance;
}
