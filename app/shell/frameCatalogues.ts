import type { Json } from '../../platform/i18n/merge';
import type { CatalogueLoaders } from '../../platform/i18n/portal';

// The loaders of the frame's catalogues (frameNamespaces.ts), each file and part (locales/<lng>/<ns>/<part>.json) in
// every language: in the frame's chunk (scripts/vite/signedInChunks.mjs), registered with the portal's i18n
// (app/portal.tsx), so that a signed-in home loads its catalogues without the map of every catalogue
// (platform/i18n/catalogues.ts, a chunk of its own). import.meta.glob takes literal patterns only: the names repeat
// frameNamespaces.ts's list, and frameCatalogues.test.ts checks that they match it. Globbed from app/shell/ as
// platform/i18n/ globs, two folders down (the keys platform/i18n/merge.ts cataloguePartsOf reads).
export const frameCatalogueLoaders: CatalogueLoaders = import.meta.glob<Json>(
  '../../locales/*/{routeTitles,shell,navigation,dsProduct,home,branding,messaging,inbox,drafts,session,clientDownload,lookups,terminals,robotTasks,validation}{,/*}.json',
  { import: 'default' },
);
