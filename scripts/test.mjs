// `npm test`: browser prerequisites, then lint, type check, the production build with its size budget, and every
// Vitest project, then the count of routes still showing 'not available yet'. Stops at the first failure.
import { spawnSync } from 'node:child_process';

const filters = process.argv.slice(2);
const steps = [
  ['node', ['scripts/ensure-browser.mjs']],
  ['npx', ['--no-install', 'eslint', '--max-warnings', '0', '.']],
  ['npx', ['--no-install', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  // The production build and the sign-in route's budget (170 KB gzipped); skipped when running a filtered subset.
  ...(filters.length === 0 ? [['node', ['scripts/size.mjs']]] : []),
  ['npx', ['--no-install', 'vitest', 'run', ...filters]],
  // How many routes still show the 'not available yet' page (issue 12 §6): printed, not a gate.
  ['node', ['scripts/route-status.mjs']],
];

for (const [cmd, args] of steps) {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
