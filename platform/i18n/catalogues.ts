import type { Json } from './merge';

// Every catalogue of the portal but Storybook's texts, by path (locales/<lng>/<ns>.json and the parts of a namespace
// split by owner, locales/<lng>/<ns>/<part>.json): a chunk of its own, loaded with the first namespace that is not
// a startup one (platform/i18n/portal.ts), so the sign-in route does not carry the map.
export const catalogueLoaders = import.meta.glob<Json>(['../../locales/*/*.json', '../../locales/*/*/*.json', '!../../locales/*/stories/*.json'], {
  import: 'default',
});
