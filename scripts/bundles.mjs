// The production build the demo server serves: built when dist/ is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const repo = path.resolve(import.meta.dirname, '..');
export const dist = path.join(repo, 'dist');

// What the build reads: the source floors, the catalogues, the public files, the build's configuration and scripts,
// the installed versions and the environment files. Tests, stories and their screenshots do not change the bundle.
const sources = ['app', 'features', 'platform', 'design-system', 'locales', 'public', 'scripts', 'vite.config.ts', 'package-lock.json'];
const envFiles = ['.env', '.env.local', '.env.production', '.env.production.local'];
// The demo and benchmark scripts themselves do not change it either.
const ignored = /(\.test\.tsx?|\.stories\.tsx|\.e2e\.ts)$|(^|\/)(__screenshots__|bench|demo\.mjs|demo-build\.mjs)(\/|$)/;

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

/** Why dist/ must be built again, or null when it is up to date. */
export function staleReason() {
  const built = path.join(dist, 'index.html');
  if (!existsSync(built)) return 'no production build in dist/';
  const builtAt = statSync(built).mtimeMs;
  const changed = [...sources, ...envFiles].find((source) => newest(path.join(repo, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/** Builds dist/ with the project's Vite configuration when it is missing or stale. */
export async function ensureBuild({ force = false } = {}) {
  const reason = force ? 'a build was asked for' : staleReason();
  if (!reason) return false;
  console.log(`Building the production bundle (${reason})...`);
  const { build } = await import('vite');
  await build({ configFile: path.join(repo, 'vite.config.ts'), logLevel: 'warn' });
  return true;
}
