// Table benchmark: builds the page in tests/bench/table/ (10,000 rows), opens it in Debian's Chromium and
// prints the median mount time, the median scroll-jump time and the most row elements ever in the DOM.
// Exits non-zero when a figure misses its budget. Usage: node scripts/bench/table.mjs [--runs N] [--json]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pageRoot = path.join(repo, 'tests', 'bench', 'table');

/** Budgets from issue 2 §4. */
const budget = { mountMs: 300, scrollJumpMs: 100, maxRows: 60 };

const argv = process.argv.slice(2);
const runsArg = argv.indexOf('--runs');
const runs = Math.max(1, Number(runsArg >= 0 ? argv[runsArg + 1] : process.env.BENCH_RUNS ?? 7) || 7);
const asJson = argv.includes('--json');

// Far-apart targets, so that every jump replaces the whole window of rows.
const jumpTargets = [5000, 9000, 1200, 7777, 300, 9950, 4321, 8888, 2500, 6500];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (x) => `${x.toFixed(1)} ms`;

async function main() {
  const outDir = await mkdtemp(path.join(tmpdir(), 'table-bench-'));
  const viteConfig = { configFile: false, root: pageRoot, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true } };
  let server;
  let browser;
  try {
    // A production build: the figures are what users get, not the dev server's extra checks.
    await build(viteConfig);
    server = await preview({ ...viteConfig, preview: { port: 0, host: '127.0.0.1', strictPort: false } });
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('preview server has no local URL');

    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await page.waitForFunction(() => Boolean(window.__tableBench));

    const mounts = [];
    for (let i = 0; i < runs; i++) mounts.push(await page.evaluate(() => window.__tableBench.mount()));
    const ariaRowCount = await page.evaluate(() => window.__tableBench.ariaRowCount());
    const jumps = [];
    for (const target of jumpTargets) jumps.push(await page.evaluate((t) => window.__tableBench.scrollJump(t), target));
    const maxRows = await page.evaluate(() => window.__tableBench.maxRows());
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);

    const result = {
      chromium: browser.version(),
      rows: 10000,
      ariaRowCount: Number(ariaRowCount),
      mountMedianMs: median(mounts),
      scrollJumpMedianMs: median(jumps),
      maxRowsInDom: maxRows,
      mountRunsMs: mounts,
      scrollJumpRunsMs: jumps,
      budget,
    };
    const checks = [
      ['mount (median)', result.mountMedianMs < budget.mountMs, ms(result.mountMedianMs), `< ${budget.mountMs} ms`],
      ['scroll jump (median)', result.scrollJumpMedianMs < budget.scrollJumpMs, ms(result.scrollJumpMedianMs), `< ${budget.scrollJumpMs} ms`],
      ['rows in DOM (max)', result.maxRowsInDom < budget.maxRows, String(result.maxRowsInDom), `< ${budget.maxRows}`],
      ['aria-rowcount', result.ariaRowCount === 10001, String(result.ariaRowCount), '= 10001'],
    ];
    if (asJson) console.log(JSON.stringify({ ...result, ok: checks.every((c) => c[1]) }, null, 2));
    else {
      console.log(`Table benchmark: 10,000 rows, ${runs} mounts, ${jumps.length} scroll jumps, Chromium ${result.chromium}`);
      for (const [name, ok, value, limit] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(22)} ${value.padStart(10)}   budget ${limit}`);
      console.log(`  mount runs: ${mounts.map((x) => x.toFixed(0)).join(', ')} ms; jumps: ${jumps.map((x) => x.toFixed(0)).join(', ')} ms`);
    }
    return checks.every((c) => c[1]) ? 0 : 1;
  } finally {
    await browser?.close();
    await new Promise((resolve) => (server ? server.httpServer.close(resolve) : resolve()));
    await rm(outDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`table benchmark failed: ${error instanceof Error ? error.stack : error}`);
    process.exit(2);
  },
);
