// Lighthouse benchmark (docs/performance.md, 'The Lighthouse benchmark'): the production build through `npm run demo`'s server (HTTP/1.1, gzip, the embedded
// backend in Node), Lighthouse's default mobile run (performance only, simulated throttling) in Debian's Chromium:
// the sign-in page and each demo role's home, signed in. Prints the median of N runs (5 by default) of the score,
// LCP, TBT, CLS and the request count in interleaved rounds, each figure's median taken on its own. A benchmark: printed, never a gate.
// Usage: node scripts/bench/lighthouse.mjs [--runs N] [--only signin,member,...] [--json] [--save DIR]
// --save DIR writes each run's full Lighthouse report (DIR/<page>-<round>.json) to look into: the LCP element, the
// network waterfall, the long tasks.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { dist, ensureBuild, repo } from '../bundles.mjs';

const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const runs = Math.max(1, Number(option('runs') ?? process.env.BENCH_RUNS ?? 5) || 5);
const only = option('only')?.split(',');
const asJson = argv.includes('--json');
const saveDir = option('save');

// The demo accounts of the README (mocks/accounts.ts): entrance, account, password, home.
const roles = {
  member: { entrance: '/login', username: 'member', password: 'Member@2024', home: '/member/v3Home' },
  agency: { entrance: '/accountLogin', username: 'agency', password: 'Agency@2024', home: '/account/home' },
  provider: { entrance: '/serviceLogin', username: 'provider', password: 'Provider@2024', home: '/service/home' },
  group: { entrance: '/groupLogin', username: 'group', password: 'Group@2024', home: '/account/home' },
  branch: { entrance: '/branchLogin', username: 'branch', password: 'Branch@2024', home: '/account/home' },
};
const targets = [
  { name: 'signin', label: 'sign-in /login', path: '/login' },
  ...Object.entries(roles).map(([role, r]) => ({ name: role, label: `${role} home ${r.home}`, path: r.home, role })),
].filter((t) => !only || only.includes(t.name));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Starts a child process and resolves with the first match of `pattern` in its output (stdout or stderr). */
function startAndRead(command, args, pattern, stream) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const found = new Promise((resolve, reject) => {
    createInterface({ input: child[stream] }).on('line', (line) => {
      const match = pattern.exec(line);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`${path.basename(command)} exited (${code}) before it was ready`)));
  });
  return { child, found };
}

async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function main() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 19)) throw new Error(`Lighthouse 13 needs Node 22.19 or newer (this is ${process.version}): run it with npm run bench`);
  const { default: lighthouse } = await import('lighthouse');
  await ensureBuild();

  const profile = await mkdtemp(path.join(tmpdir(), 'lighthouse-bench-'));
  let demo;
  let chrome;
  let browser;
  try {
    const server = startAndRead(process.execPath, [path.join(repo, 'scripts', 'demo.mjs'), '--port', '0', '--root', dist], /^Demo: (http:\/\/\S+)/, 'stdout');
    demo = server.child;
    server.child.stderr.pipe(process.stderr);
    const origin = await server.found;

    // Chromium with a debugging port that Lighthouse and Playwright share (the flags of ../../shared/TOOLCHAIN-NOTES).
    const args = [...chromiumArgs.filter((a) => a !== '--headless'), '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'];
    const launched = startAndRead(chromiumPath, args, /DevTools listening on ws:\/\/[^:]+:(\d+)\//, 'stderr');
    chrome = launched.child;
    const port = Number(await launched.found);
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = browser.contexts()[0];
    const control = await context.newPage();
    const cdp = await context.newCDPSession(control);

    /** Signs a role in through its entrance as a user does, and returns the session it left in localStorage. */
    const signInAs = async (role) => {
      const r = roles[role];
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      const page = await context.newPage();
      await page.goto(`${origin}${r.entrance}`);
      await page.getByLabel(/^\*?账号$/).fill(r.username);
      await page.getByLabel(/^\*?密码$/).fill(r.password);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForURL((url) => url.pathname === r.home, { timeout: 60_000 });
      // the home as a returning user left it: the header has shown its logo (remembered for the next load's preload)
      await page.getByRole('banner').getByRole('img').waitFor({ timeout: 60_000 });
      const stored = await page.evaluate(() => Object.entries(localStorage));
      await page.close();
      return stored;
    };

    /** Puts a role's session back into localStorage, from a file of the origin that runs no portal code. */
    const restore = async (stored) => {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await control.goto(`${origin}/static/config.json`);
      await control.evaluate((entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      }, stored);
      await control.goto('about:blank');
    };

    const runOnce = async (target, round) => {
      // A signed-in run keeps the session in localStorage: the cache is emptied here instead of by Lighthouse.
      if (target.role) {
        await restore(sessions[target.role]);
        await cdp.send('Network.clearBrowserCache');
      } else {
        // Signed out: Lighthouse's own storage reset keeps localStorage, where the roles signed in above left a session
        // (the sign-in page then loaded the signed-in frame and its calls: 13-72 requests instead of 11).
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      }
      const result = await lighthouse(`${origin}${target.path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(target.role),
      });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${target.path}: ${lhr?.runtimeError?.message ?? 'no result'}`);
      if (saveDir) {
        await mkdir(saveDir, { recursive: true });
        await writeFile(path.join(saveDir, `${target.name}-${round}.json`), JSON.stringify(lhr));
      }
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== target.path) throw new Error(`${target.path} ended on ${landed} (not signed in?)`);
      return {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        requests: lhr.audits['network-requests'].details?.items?.length ?? 0,
        // Lighthouse's measure of how fast this machine was during the run (simulated throttling scales what it saw).
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    };

    const sessions = {};
    for (const target of targets) if (target.role) sessions[target.role] = await signInAs(target.role);

    // Interleaved rounds (every page once per round), so that a change in the machine's load hits every page alike.
    const samplesOf = new Map(targets.map((t) => [t, []]));
    for (let round = 1; round <= runs; round += 1) {
      for (const target of targets) samplesOf.get(target).push(await runOnce(target, round));
      if (!asJson) process.stderr.write(`  round ${round} of ${runs} done\n`);
    }
    const results = targets.map((target) => {
      const samples = samplesOf.get(target);
      const pick = (key) => median(samples.map((s) => s[key]));
      return { page: target.label, score: pick('score'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), requests: pick('requests'), samples };
    });

    const meta = { date: new Date().toISOString(), lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version, chromium: browser.version(), runs };
    if (asJson) {
      console.log(JSON.stringify({ ...meta, results }, null, 2));
      return;
    }
    console.log(`Lighthouse ${meta.lighthouse} (mobile, performance, simulated throttling) on the production build via npm run demo (HTTP/1.1, gzip)`);
    console.log(`Chromium ${meta.chromium}, median of ${runs} interleaved round(s), ${meta.date}. Figures move 20-30 % between sessions on a shared machine.`);
    const index = Math.round(median(results.flatMap((r) => r.samples.map((s) => s.benchmarkIndex))));
    console.log(`Lighthouse's benchmark index of this machine during the runs: ${index} (median; the lower, the busier the CPU and the worse TBT and LCP).`);
    const rows = [['page', 'score', 'LCP', 'TBT', 'CLS', 'requests'], ...results.map((r) => [r.page, String(r.score), `${(r.lcpMs / 1000).toFixed(2)} s`, `${Math.round(r.tbtMs)} ms`, r.cls.toFixed(3), String(r.requests)])];
    const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
    for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  } finally {
    await browser?.close().catch(() => {});
    await stop(chrome);
    await stop(demo);
    await rm(profile, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
