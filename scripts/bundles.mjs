// The two production bundles the portal's scripts and tests use, each built when missing or older than its sources
// and reused while up to date:
// - `production` (dist/): what is deployed; `npm run size`, `npm run demo`, the benchmarks and the prerender e2e test.
// - `embedded` (node_modules/.cache/e2e-dist): the same bundle with the embedded backend built in
//   (VITE_EMBEDDED_BACKEND=true), which the end-to-end tests serve (tests/e2e/globalSetup.ts).
// `npm test` builds both in its first stage, beside lint and the type check; the e2e project builds what is missing
// when it runs on its own.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const repo = path.resolve(import.meta.dirname, '..');
export const dist = path.join(repo, 'dist');

export const bundles = {
  production: { outDir: dist, env: {} },
  embedded: { outDir: path.join(repo, 'node_modules', '.cache', 'e2e-dist'), env: { VITE_EMBEDDED_BACKEND: 'true' } },
};

// What the build reads: the source floors, the catalogues, the public files, the build's configuration and scripts,
// the installed versions and the environment files. Tests, stories and their screenshots do not change the bundle.
const sources = ['app', 'features', 'platform', 'design-system', 'locales', 'public', 'mocks', 'scripts', 'vite.config.ts', 'package-lock.json'];
const envFiles = ['.env', '.env.local', '.env.production', '.env.production.local'];
// The demo, benchmark and test scripts themselves do not change it either.
const ignored = /(\.test\.tsx?|\.stories\.tsx|\.e2e\.ts)$|(^|\/)(__screenshots__|bench|demo\.mjs|bundles\.mjs|test\.mjs)(\/|$)/;

function newest(file) {
  let stats;
  try {
    stats = statSync(file);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return ignored.test(file) ? 0 : stats.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(file)) {
    const child = path.join(file, entry);
    if (!ignored.test(child)) latest = Math.max(latest, newest(child));
  }
  return latest;
}

/** The environment a bundle is built with: its own settings over the VITE_ variables of the shell. */
function buildEnv(bundle) {
  const vite = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('VITE_')));
  return { ...vite, ...bundle.env };
}

const stampOf = (bundle) => path.join(bundle.outDir, '.vite', 'build-stamp.json');

/** Why a bundle must be built again, or null when it is up to date. */
export function staleReason(name = 'production') {
  const bundle = bundles[name];
  const stamp = stampOf(bundle);
  if (!existsSync(path.join(bundle.outDir, 'index.html')) || !existsSync(stamp)) return `no ${name} build in ${path.relative(repo, bundle.outDir)}/`;
  if (readFileSync(stamp, 'utf8') !== JSON.stringify(buildEnv(bundle))) return 'it was built with other VITE_ settings';
  const builtAt = statSync(stamp).mtimeMs;
  const changed = [...sources, ...envFiles].find((source) => newest(path.join(repo, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/** Builds a bundle (in a process of its own) when it is missing or stale; true when it built. */
export async function ensureBuild({ name = 'production', force = false } = {}) {
  const bundle = bundles[name];
  const reason = force ? 'a build was asked for' : staleReason(name);
  if (!reason) return false;
  console.log(`Building the ${name} bundle (${reason})...`);
  const env = buildEnv(bundle);
  const code = await new Promise((resolve) => {
    const child = spawn(path.join(repo, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn', '--outDir', bundle.outDir, '--emptyOutDir'], {
      cwd: repo,
      // A production build whoever asks (Vitest's global setup runs with NODE_ENV=test, which Vite would follow).
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    child.on('close', (status) => resolve(status ?? 1));
  });
  if (code !== 0) throw new Error(`the ${name} build failed`);
  mkdirSync(path.dirname(stampOf(bundle)), { recursive: true });
  writeFileSync(stampOf(bundle), JSON.stringify(env));
  return true;
}

// `node scripts/bundles.mjs [production|embedded ...]`: builds the named bundles that are stale.
if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2);
  for (const name of names.length > 0 ? names : ['production']) {
    if (!bundles[name]) throw new Error(`unknown bundle ${name}: ${Object.keys(bundles).join(', ')}`);
    if (!(await ensureBuild({ name }))) console.log(`The ${name} bundle is up to date.`);
  }
}
