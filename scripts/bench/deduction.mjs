// Deduction ticking benchmark (docs/input-vat/deduction-collection.md): builds the page in tests/bench/deduction/ (the
// real ticking panel listing 5,000 purchase invoices), opens it in Debian's Chromium with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate) and presses 'tick all' (全部勾选) repeatedly on a fresh page: each figure is the time
// from the press to the painted frame whose statistics show the 5,000 invoices ticked; the list showing them ticked
// is printed beside it. Exits non-zero when the median misses 300 ms or the table renders too many rows.
// Usage: node scripts/bench/deduction.mjs [--runs N] [--json]. On a busy machine the figures are noise: compare within one run.
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, ms, openBenchPage, percentile } from '../benchPage.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pageRoot = path.join(repo, 'tests', 'bench', 'deduction');

/** Budgets: 'tick all filtered' to the statistics painted within 300 ms at CPU 4×; the table virtualised. */
const budget = { statsMs: 300, maxRows: 60 };

const argv = process.argv.slice(2);
const runsArg = argv.indexOf('--runs');
const runs = Math.max(1, Number(runsArg >= 0 ? argv[runsArg + 1] : process.env.BENCH_RUNS ?? 7) || 7);
const asJson = argv.includes('--json');

async function main() {
  return openBenchPage({ name: 'deduction', pageRoot, viewport: { width: 1366, height: 900 }, ready: () => Boolean(window.__deductionBench) }, async (page, { browser, pageErrors }) => {
    // A warm-up run (catalogues, lazily split chunks) at full speed, not counted.
    await page.evaluate(() => window.__deductionBench.run());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await page.evaluate(() => window.__deductionBench.run()));
    const maxRows = await page.evaluate(() => window.__deductionBench.maxRows());
    pageErrors();
    const stats = results.map((r) => r.statsMs);
    const list = results.map((r) => r.listMs);
    const result = {
      chromium: browser.version(),
      load: loadavg().map((x) => x.toFixed(2)).join(' '),
      invoices: 5000,
      cpuSlowdown: 4,
      statsMedianMs: median(stats),
      statsP90Ms: percentile(stats, 90),
      listMedianMs: median(list),
      maxRowsInDom: maxRows,
      budget,
    };
    const checks = [
      ['tick all → statistics painted (median)', result.statsMedianMs <= budget.statsMs, `${ms(result.statsMedianMs)} (p90 ${ms(result.statsP90Ms)})`, `<= ${budget.statsMs} ms`],
      ['tick all → list shows them (median)', true, ms(result.listMedianMs), 'printed'],
      ['rows in DOM (max)', result.maxRowsInDom < budget.maxRows, String(result.maxRowsInDom), `< ${budget.maxRows}`],
    ];
    if (asJson) console.log(JSON.stringify({ ...result, stats, list, ok: checks.every((c) => c[1]) }, null, 2));
    else {
      console.log(`Deduction ticking benchmark: 5,000 purchase invoices, 'tick all', ${runs} runs, CPU 4× slower, Chromium ${result.chromium}, load ${result.load}`);
      for (const [name, ok, value, limit] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(40)} ${value.padStart(28)}   budget ${limit}`);
      console.log(`  statistics: ${stats.map((x) => x.toFixed(0)).join(', ')} ms; list: ${list.map((x) => x.toFixed(0)).join(', ')} ms`);
    }
    return checks.every((c) => c[1]) ? 0 : 1;
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`deduction benchmark failed: ${error instanceof Error ? error.stack : error}`);
    process.exit(2);
  },
);
