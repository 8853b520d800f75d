// `npm run bench`: every Vitest benchmark (*.bench.ts, run in Node), then every browser benchmark in
// scripts/bench/*.mjs. Prints figures; exits non-zero when a benchmark fails or misses its budget.
// The browser benchmarks: import.mjs (enterprise import), inquiry.mjs, issueGrid.mjs, lighthouse.mjs, picker.mjs,
// table.mjs and batchIssue.mjs (批量开票: 1,000 invoices read, checked and shown within 2 s, no task over 200 ms).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
let failed = false;
const run = (cmd, args) => {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  if (status !== 0) failed = true;
};

run('npx', ['--no-install', 'vitest', 'bench', '--run', '--project', 'unit (bench)', ...process.argv.slice(2)]);
for (const file of readdirSync(path.join(here, 'bench')).filter((f) => f.endsWith('.mjs')).sort()) {
  run('node', [path.join(here, 'bench', file)]);
}
process.exit(failed ? 1 : 0);
