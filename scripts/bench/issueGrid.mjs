// Goods grid benchmark: builds the page in tests/bench/issueGrid/ (the real issuing form), opens it in
// Debian's Chromium and prints medians and p90 over repeated runs: opening a 2,000-line draft, typing in a grid cell
// with 2,000 lines (input to paint), pasting 2,000 tab-separated lines, validating them, and the most grid rows ever in
// the DOM. Exits non-zero when a figure misses its budget. Usage: node scripts/bench/issueGrid.mjs [--runs N] [--json]
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, ms, openBenchPage, percentile } from '../benchPage.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pageRoot = path.join(repo, 'tests', 'bench', 'issueGrid');

/** Budgets: open a 2,000-line draft, type in a cell (p90), paste 2,000 lines, validate them; grid rows in the DOM. */
const budget = { openMs: 500, typingP90Ms: 50, pasteMs: 1000, validateMs: 20, maxRows: 80 };

const argv = process.argv.slice(2);
const runsArg = argv.indexOf('--runs');
const runs = Math.max(1, Number(runsArg >= 0 ? argv[runsArg + 1] : process.env.BENCH_RUNS ?? 5) || 5);
const asJson = argv.includes('--json');
const KEYSTROKES = 40;

const p90 = (xs) => percentile(xs, 90);

async function main() {
  return openBenchPage({ name: 'grid', pageRoot, viewport: { width: 1400, height: 900 }, ready: () => Boolean(window.__gridBench) }, async (page, { browser, pageErrors }) => {
    const opens = [];
    const typing = [];
    const pastes = [];
    const validations = [];
    // A warm-up run of each (first loads of the lazily split chunks and catalogues) is not counted.
    await page.evaluate(() => window.__gridBench.openDraft());
    await page.evaluate(() => window.__gridBench.paste());
    for (let i = 0; i < runs; i++) {
      opens.push(await page.evaluate(() => window.__gridBench.openDraft()));
      typing.push(...(await page.evaluate((n) => window.__gridBench.typing(n), KEYSTROKES)));
      pastes.push(await page.evaluate(() => window.__gridBench.paste()));
      validations.push(...(await page.evaluate(() => window.__gridBench.validate(10))));
    }
    const maxRows = await page.evaluate(() => window.__gridBench.maxRows());
    const syncTimes = await page.evaluate(() => window.__gridBench.syncTimes());
    pageErrors();

    const result = {
      chromium: browser.version(),
      load: loadavg().map((x) => x.toFixed(2)).join(' '),
      lines: 2000,
      openMedianMs: median(opens),
      openP90Ms: p90(opens),
      typingMedianMs: median(typing),
      typingP90Ms: p90(typing),
      pasteMedianMs: median(pastes),
      pasteP90Ms: p90(pastes),
      validateMedianMs: median(validations),
      validateP90Ms: p90(validations),
      maxRowsInDom: maxRows,
      // the synchronous part of a keystroke (React's render and commit of the input event), for profiling
      typingSyncMedianMs: median(syncTimes),
      typingSyncP90Ms: p90(syncTimes),
      budget,
    };
    const checks = [
      ['open 2,000-line draft (median)', result.openMedianMs < budget.openMs, `${ms(result.openMedianMs)} (p90 ${ms(result.openP90Ms)})`, `< ${budget.openMs} ms`],
      ['typing, input to paint (p90)', result.typingP90Ms < budget.typingP90Ms, `${ms(result.typingP90Ms)} (median ${ms(result.typingMedianMs)})`, `< ${budget.typingP90Ms} ms`],
      ['paste 2,000 lines (median)', result.pasteMedianMs < budget.pasteMs, `${ms(result.pasteMedianMs)} (p90 ${ms(result.pasteP90Ms)})`, `< ${budget.pasteMs} ms`],
      ['validate 2,000 lines (median)', result.validateMedianMs < budget.validateMs, `${ms(result.validateMedianMs)} (p90 ${ms(result.validateP90Ms)})`, `< ${budget.validateMs} ms`],
      ['grid rows in DOM (max)', result.maxRowsInDom <= budget.maxRows, String(result.maxRowsInDom), `<= ${budget.maxRows}`],
    ];
    if (asJson) console.log(JSON.stringify({ ...result, opens, typing, pastes, ok: checks.every((c) => c[1]) }, null, 2));
    else {
      console.log(`Goods grid benchmark: 2,000 lines, ${runs} runs (${KEYSTROKES} keystrokes each), Chromium ${result.chromium}, load ${result.load}`);
      for (const [name, ok, value, limit] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(32)} ${value.padStart(28)}   budget ${limit}`);
      console.log(`  typing, synchronous part: median ${ms(result.typingSyncMedianMs)}, p90 ${ms(result.typingSyncP90Ms)}`);
      console.log(`  opens: ${opens.map((x) => x.toFixed(0)).join(', ')} ms; pastes: ${pastes.map((x) => x.toFixed(0)).join(', ')} ms`);
    }
    return checks.every((c) => c[1]) ? 0 : 1;
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`goods grid benchmark failed: ${error instanceof Error ? error.stack : error}`);
    process.exit(2);
  },
);
