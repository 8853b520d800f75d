import type { Json } from './merge';

// Every catalogue of the portal but Storybook's texts, by path (locales/<lng>/<ns>.json and the parts of a namespace
// split by owner, locales/<lng>/<ns>/<part>.json): a chunk of its own, loaded with the first namespace that is
// neither a startup one nor registered with a map of its own (platform/i18n/portal.ts: the signed-in frame's), so
// that neither the sign-in route nor the signed-in home carries the map.
// Not the zh-CN server texts of the lookups: the frame's code imports them (features/lookups/serverText.ts) and loads
// the lookups namespace through its own loaders (app/shell/frameCatalogues.ts); a loader here would put them in a
// chunk of their own, a request more for the home.
export const catalogueLoaders = import.meta.glob<Json>(['../../locales/*/*.json', '../../locales/*/*/*.json', '!../../locales/*/stories/*.json', '!../../locales/zh-CN/lookups/serverTexts.json'], {
  import: 'default',
});
