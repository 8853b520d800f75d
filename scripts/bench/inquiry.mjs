// Inquiry benchmark: builds the page in tests/bench/inquiry/ (the real invoice inquiry answering 10,000
// invoices), opens it in Debian's Chromium and prints the median and p90 time from mounting the page to its table
// painted with the result, and the most row elements ever in the DOM. Exits non-zero when a figure misses its budget.
// Usage: node scripts/bench/inquiry.mjs [--runs N] [--json]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBenchPage, median, ms, percentile } from '../benchPage.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pageRoot = path.join(repo, 'tests', 'bench', 'inquiry');

/** Budgets: 10,000 rows mount in under 300 ms, and the table's row window. */
const budget = { mountMs: 300, maxRows: 60 };

const argv = process.argv.slice(2);
const runsArg = argv.indexOf('--runs');
const runs = Math.max(1, Number(runsArg >= 0 ? argv[runsArg + 1] : process.env.BENCH_RUNS ?? 7) || 7);
const asJson = argv.includes('--json');

const p90 = (xs) => percentile(xs, 90);

async function main() {
  return openBenchPage({ name: 'inquiry', pageRoot, viewport: { width: 1366, height: 900 }, ready: () => Boolean(window.__inquiryBench) }, async (page, { browser, pageErrors }) => {
    // A first mount loads the catalogues and lazy chunks: a warm-up, not counted.
    await page.evaluate(() => window.__inquiryBench.mount());
    const mounts = [];
    for (let i = 0; i < runs; i++) mounts.push(await page.evaluate(() => window.__inquiryBench.mount()));
    const maxRows = await page.evaluate(() => window.__inquiryBench.maxRows());
    const shown = await page.evaluate(() => window.__inquiryBench.text());
    pageErrors();

    const result = { chromium: browser.version(), rows: 10000, mountMedianMs: median(mounts), mountP90Ms: p90(mounts), maxRowsInDom: maxRows, mountRunsMs: mounts, budget };
    const checks = [
      ['mount (median)', result.mountMedianMs < budget.mountMs, ms(result.mountMedianMs), `< ${budget.mountMs} ms`],
      ['mount (p90)', true, ms(result.mountP90Ms), 'printed'],
      ['rows in DOM (max)', result.maxRowsInDom < budget.maxRows, String(result.maxRowsInDom), `< ${budget.maxRows}`],
      ['count shown', shown.includes('共 10000 张'), shown.includes('共 10000 张') ? '共 10000 张' : 'missing', '= 共 10000 张'],
    ];
    if (asJson) console.log(JSON.stringify({ ...result, ok: checks.every((c) => c[1]) }, null, 2));
    else {
      console.log(`Inquiry benchmark: the invoice inquiry with 10,000 results, ${runs} mounts, Chromium ${result.chromium}`);
      for (const [name, ok, value, limit] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(22)} ${value.padStart(12)}   budget ${limit}`);
      console.log(`  mount runs: ${mounts.map((x) => x.toFixed(0)).join(', ')} ms`);
    }
    return checks.every((c) => c[1]) ? 0 : 1;
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`inquiry benchmark failed: ${error instanceof Error ? error.stack : error}`);
    process.exit(2);
  },
);
