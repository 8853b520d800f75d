// `npm run size`: builds the portal and prints each route's gzipped JavaScript: the initial bundle every route
// loads, plus each lazily loaded page chunk with what it imports. Fails when the sign-in route (initial bundle +
// the sign-in page) is over its budget, React included: 155 KB gzipped on the way to the 150 (the store's code
// now loads after the sign-in page: 154.3 KB; the full i18next runtime, ~13 KB, is the next thing to move off it).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const SIGN_IN_BUDGET_KB = 155;

if (!process.argv.includes('--no-build')) {
  execSync('npx --no-install vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipCache = new Map();
const gz = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

/** The JS files a manifest entry loads before it runs: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of entry.imports ?? []) closure(dep, seen);
  return seen;
}
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
  console.error('size: neither a sign-in page chunk (features/account/pages/LoginPage.tsx) nor the sign-in group found in the build');
  process.exit(1);
}
const signIn = { bytes: [...filesOf(closure(signInKey))].filter((f) => !initial.has(f)).reduce((sum, f) => sum + gz(f), 0) };
// The catalogues the sign-in route waits for before its first render, zh-CN: read from platform/i18n/portal.ts's
// startupNamespaces, so that the count cannot drift from what the portal loads.
const portalSource = readFileSync(path.join(root, 'platform', 'i18n', 'portal.ts'), 'utf8');
const declared = /export const startupNamespaces = \[([^\]]*)\]/.exec(portalSource);
if (!declared) {
  console.error('size: startupNamespaces not found in platform/i18n/portal.ts');
  process.exit(1);
}
const startupNamespaces = [...declared[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
const catalogueRows = rows.filter((r) => startupNamespaces.some((ns) => r.key.startsWith(`../locales/zh-CN/${ns}.json`) || r.key.startsWith(`../locales/zh-CN/${ns}/`)));
const catalogueBytes = catalogueRows.reduce((sum, r) => sum + r.bytes, 0);
console.log(`sign-in catalogues (zh-CN, ${catalogueRows.length} files): ${kb(catalogueBytes)} KB gzipped`);
const signInKB = (initialBytes + signIn.bytes + catalogueBytes) / 1024;
const verdict = signInKB <= SIGN_IN_BUDGET_KB ? 'within' : 'OVER';
console.log(`sign-in route: ${signInKB.toFixed(1)} KB gzipped (budget ${SIGN_IN_BUDGET_KB} KB): ${verdict} budget`);
process.exit(signInKB <= SIGN_IN_BUDGET_KB ? 0 : 1);
