// Enterprise import benchmark (issue 11 §5): builds the page in tests/bench/import/, opens it in Debian's Chromium
// and prints the median time to read a 5,000-row .xlsx and check every row, as the import dialog does.
// Exits non-zero when the median misses 1.5 s. Usage: node scripts/bench/import.mjs [--runs N]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pageRoot = path.join(repo, 'tests', 'bench', 'import');
const budgetMs = 1500;

const argv = process.argv.slice(2);
const runsArg = argv.indexOf('--runs');
const runs = Math.max(1, Number(runsArg >= 0 ? argv[runsArg + 1] : process.env.BENCH_RUNS ?? 5) || 5);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function main() {
  const outDir = await mkdtemp(path.join(tmpdir(), 'import-bench-'));
  const viteConfig = { configFile: false, root: pageRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } };
  let server;
  let browser;
  try {
    await build(viteConfig);
    server = await preview({ ...viteConfig, preview: { port: 0, host: '127.0.0.1', strictPort: false } });
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('preview server has no local URL');
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await page.waitForFunction(() => Boolean(window.__importBench));
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await page.evaluate(() => window.__importBench.run()));
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    const ms = median(results.map((r) => r.ms));
    const { rows, errors: bad, bytes } = results[0];
    const ok = ms < budgetMs && rows === 5000;
    console.log(`Enterprise import benchmark: a ${(bytes / 1024).toFixed(0)} KB .xlsx of ${rows} rows (${bad} with errors), ${runs} runs, Chromium ${browser.version()}`);
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} read + check (median) ${ms.toFixed(1).padStart(8)} ms   budget < ${budgetMs} ms`);
    console.log(`  runs: ${results.map((r) => r.ms.toFixed(0)).join(', ')} ms`);
    return ok ? 0 : 1;
  } finally {
    await browser?.close();
    await new Promise((resolve) => (server ? server.httpServer.close(resolve) : resolve()));
    await rm(outDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`import benchmark failed: ${error instanceof Error ? error.stack : error}`);
    process.exit(2);
  },
);
