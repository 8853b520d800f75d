// `npm test`: browser prerequisites, then lint, type check and every Vitest project. Stops at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['node', ['scripts/ensure-browser.mjs']],
  ['npx', ['--no-install', 'eslint', '--max-warnings', '0', '.']],
  ['npx', ['--no-install', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['npx', ['--no-install', 'vitest', 'run', ...process.argv.slice(2)]],
];

for (const [cmd, args] of steps) {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
