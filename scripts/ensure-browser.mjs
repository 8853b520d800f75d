// Makes sure the browser tests have what they need: Debian's Chromium and a CJK font.
// Installs them with apt-get when it can (root, Debian), otherwise stops with one line saying what to install.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const hasFont = () =>
  has('fc-list') && /Noto Sans CJK/i.test(execSync('fc-list', { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));

const missing = [];
if (!existsSync(chromiumPath)) missing.push('chromium');
if (!hasFont()) missing.push('fonts-noto-cjk');

if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && has('apt-get')) {
    console.log(`Installing ${missing.join(' ')} with apt-get ...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execSync('apt-get update -qq', { stdio: 'inherit', env });
    execSync(`apt-get install -y -qq --no-install-recommends ${missing.join(' ')} fontconfig`, { stdio: 'inherit', env });
  } else {
    console.error(`Browser tests need: ${missing.join(' ')} (Debian: sudo apt-get install ${missing.join(' ')}).`);
    process.exit(1);
  }
}
const version = execSync(`${chromiumPath} --version`, { encoding: 'utf8' }).trim();
console.log(`Browser tests use ${version} at ${chromiumPath}; screenshot baselines are tied to this build.`);
