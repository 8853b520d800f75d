// Enterprise import benchmark: builds the page in tests/bench/import/, opens it in Debian's Chromium
// and prints the median time to read a 5,000-row .xlsx and check every row, as the import dialog does.
// Exits non-zero when the median misses 1.5 s. Usage: node scripts/bench/import.mjs [--runs N]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBenchPage, median } from '../benchPage.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pageRoot = path.join(repo, 'tests', 'bench', 'import');
const budgetMs = 1500;

const argv = process.argv.slice(2);
const runsArg = argv.indexOf('--runs');
const runs = Math.max(1, Number(runsArg >= 0 ? argv[runsArg + 1] : process.env.BENCH_RUNS ?? 5) || 5);


async function main() {
  return openBenchPage({ name: 'import', pageRoot, withReact: false, ready: () => Boolean(window.__importBench) }, async (page, { browser, pageErrors }) => {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await page.evaluate(() => window.__importBench.run()));
    pageErrors();
    const ms = median(results.map((r) => r.ms));
    const { rows, errors: bad, bytes } = results[0];
    const ok = ms < budgetMs && rows === 5000;
    console.log(`Enterprise import benchmark: a ${(bytes / 1024).toFixed(0)} KB .xlsx of ${rows} rows (${bad} with errors), ${runs} runs, Chromium ${browser.version()}`);
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} read + check (median) ${ms.toFixed(1).padStart(8)} ms   budget < ${budgetMs} ms`);
    console.log(`  runs: ${results.map((r) => r.ms.toFixed(0)).join(', ')} ms`);
    return ok ? 0 : 1;
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`import benchmark failed: ${error instanceof Error ? error.stack : error}`);
    process.exit(2);
  },
);
