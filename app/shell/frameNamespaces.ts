// The catalogues a signed-in home renders with (the header, the navigation, the home pages): loaded in one wave with
// the frame's chunks once a session exists (signedInWave.ts), grouped into one chunk per language by vite.config.ts,
// and counted on the home's budget by `npm run size`. No imports: vite.config.ts and scripts/size.mjs read it too.
// frameCatalogues.ts's glob repeats the list (their loaders; import.meta.glob takes literals): frameCatalogues.test.ts
// fails until both agree.
export const frameNamespaces = [
  'routeTitles',
  'shell',
  'navigation',
  'dsProduct',
  'home',
  'branding',
  'messaging',
  'inbox',
  'drafts',
  'session',
  'clientDownload',
  'lookups',
  'terminals',
  'robotTasks',
  'validation',
] as const;
