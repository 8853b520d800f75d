import type { Json } from './merge';

// Every catalogue of the portal but Storybook's texts, by path (locales/<lng>/<ns>.json and the parts of a namespace
// split by owner, locales/<lng>/<ns>/<part>.json): a chunk of its own, loaded with the first namespace that is
// neither a startup one nor registered with a map of its own (platform/i18n/portal.ts: the signed-in frame's), so
// that neither the sign-in route nor the signed-in home carries the map.
export const catalogueLoaders = import.meta.glob<Json>(['../../locales/*/*.json', '../../locales/*/*/*.json', '!../../locales/*/stories/*.json'], {
  import: 'default',
});
