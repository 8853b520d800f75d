// Table benchmark: builds the page in tests/bench/table/ (10,000 rows), opens it in Debian's Chromium and
// prints the median mount time, the median scroll-jump time and the most row elements ever in the DOM.
// Exits non-zero when a figure misses its budget. Usage: node scripts/bench/table.mjs [--runs N] [--json]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBenchPage, median, ms } from '../benchPage.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pageRoot = path.join(repo, 'tests', 'bench', 'table');

/** Budgets of the virtualised Table at 10,000 rows: mount, scroll jump, rows in the DOM. */
const budget = { mountMs: 300, scrollJumpMs: 100, maxRows: 60 };

const argv = process.argv.slice(2);
const runsArg = argv.indexOf('--runs');
const runs = Math.max(1, Number(runsArg >= 0 ? argv[runsArg + 1] : process.env.BENCH_RUNS ?? 7) || 7);
const asJson = argv.includes('--json');

// Far-apart targets, so that every jump replaces the whole window of rows.
const jumpTargets = [5000, 9000, 1200, 7777, 300, 9950, 4321, 8888, 2500, 6500];


async function main() {
  return openBenchPage({ name: 'table', pageRoot, viewport: { width: 1280, height: 800 }, ready: () => Boolean(window.__tableBench) }, async (page, { browser, pageErrors }) => {
    const mounts = [];
    for (let i = 0; i < runs; i++) mounts.push(await page.evaluate(() => window.__tableBench.mount()));
    const ariaRowCount = await page.evaluate(() => window.__tableBench.ariaRowCount());
    const jumps = [];
    for (const target of jumpTargets) jumps.push(await page.evaluate((t) => window.__tableBench.scrollJump(t), target));
    const maxRows = await page.evaluate(() => window.__tableBench.maxRows());
    pageErrors();

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
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`table benchmark failed: ${error instanceof Error ? error.stack : error}`);
    process.exit(2);
  },
);
