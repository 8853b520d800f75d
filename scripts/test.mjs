// `npm test`: browser prerequisites; then lint, the type check, the production build with its size budgets and the
// end-to-end tests' bundle side by side (independent work for the machine's 2 cores); then every Vitest project; then
// the count of routes still showing 'not available yet'. Stops after the first stage that fails, and always ends by
// printing how long each stage and each check took (Vitest prints its projects' times and slowest files itself:
// tests/support/timingReporter.ts).
// `npm test -- <filters>` passes the filters to Vitest and skips the builds (the e2e project builds what it lacks).
import { spawn, spawnSync } from 'node:child_process';

const filters = process.argv.slice(2);
const started = Date.now();
const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function printTimings() {
  const lines = ['', `npm test took ${seconds(Date.now() - started)} wall clock:`];
  for (const { name, ms, status, parts } of timings) {
    lines.push(`  ${seconds(ms).padStart(8)}  ${name}${status === 0 ? '' : ' (failed)'}`);
    for (const part of parts ?? []) lines.push(`  ${''.padStart(8)}    ${seconds(part.ms).padStart(8)}  ${part.name}${part.status === 0 ? '' : ' (failed)'}`);
  }
  console.log(lines.join('\n'));
}

const exitOn = (status) => {
  if (status !== 0) {
    printTimings();
    process.exit(status);
  }
};

/** Runs a command to the end, its output kept and printed in one piece when it ends (parallel outputs do not mix). */
function runQuietly(name, cmd, args) {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n> ${cmd} ${args.join(' ')}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, ms: Date.now() - start, status: code ?? 1 });
    });
  });
}

function runInline(name, cmd, args) {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const start = Date.now();
  const status = spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;
  timings.push({ name, ms: Date.now() - start, status });
  return status;
}

exitOn(runInline('browser prerequisites', 'node', ['scripts/ensure-browser.mjs']));

const checksStart = Date.now();
const checks = await Promise.all([
  runQuietly('lint', 'npx', ['--no-install', 'eslint', '--max-warnings', '0', '.']),
  runQuietly('type check', 'npx', ['--no-install', 'tsc', '--noEmit', '-p', 'tsconfig.json']),
  // The production build and its size budgets (sign-in route, signed-in home), and the bundle the e2e tests serve;
  // skipped when running a filtered subset.
  ...(filters.length === 0
    ? [
        runQuietly('production build and size budgets', 'node', ['scripts/size.mjs']),
        runQuietly('e2e bundle (embedded backend)', 'node', ['scripts/bundles.mjs', 'embedded']),
      ]
    : []),
]);
const failed = checks.find((check) => check.status !== 0);
timings.push({ name: 'checks and builds, side by side', ms: Date.now() - checksStart, status: failed ? failed.status : 0, parts: checks });
exitOn(failed ? failed.status : 0);

exitOn(runInline('Vitest: unit, storybook and e2e projects', 'npx', ['--no-install', 'vitest', 'run', ...filters]));
// How many routes still show the 'not available yet' page: printed, not a gate.
exitOn(runInline('route census', 'node', ['scripts/route-status.mjs']));
printTimings();
