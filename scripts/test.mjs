// `npm test`: browser prerequisites; then lint, the type check, the production build with its size budgets and the
// end-to-end tests' bundle side by side (independent work for the machine's 2 cores); then every Vitest project, in two
// processes side by side; then the count of routes still showing 'not available yet'. Stops after the first stage that
// fails, and always ends by printing how long each stage and each check took, each Vitest project's wall time and the
// 10 slowest test files (tests/support/timingReporter.ts).
// `npm test -- <filters>` passes the filters to Vitest and skips the builds (the e2e project builds what it lacks).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { summariseSpans } from './timings.mjs';

const filters = process.argv.slice(2);
// The project's own command-line tools, run directly (not through npx: one npm process less per tool).
const bin = (name) => path.join(import.meta.dirname, '..', 'node_modules', '.bin', name);
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

/**
 * Stops the run after a failed stage (caught at the end, which prints the timings). The process then ends by itself
 * with the stage's status: not through process.exit(), which can deadlock in Node's shutdown when a background compile
 * job is waiting for the main thread (docs/testing.md, 'A run that hung').
 */
class StageFailed extends Error {
  constructor(status) {
    super(`a stage failed with status ${status}`);
    this.status = status;
  }
}
const exitOn = (status) => {
  if (status !== 0) throw new StageFailed(status);
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

/**
 * Every Vitest project, in two processes side by side: unit and storybook in one, its report shown as it runs; e2e in
 * the other, its report kept and shown when both have ended. In one process Vitest started the e2e files only after
 * the last story file, with a core left idle meanwhile (docs/testing.md). Each process writes its files' spans
 * (tests/support/timingReporter.ts); one summary of both is printed here.
 */
async function runVitestSideBySide() {
  const dir = path.join('node_modules', '.cache', 'test-timings');
  // Spans of an earlier run must not be read as this one's.
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const start = Date.now();
  const vitest = (projects, file, stdio) =>
    spawn(bin('vitest'), ['run', ...projects.flatMap((p) => ['--project', p])], {
      stdio,
      env: { ...process.env, TEST_TIMINGS_FILE: path.join(dir, file) },
    });
  const ended = (child) => new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  console.log('\n> vitest run --project unit --project storybook   (and beside it: vitest run --project e2e, reported at the end)');
  const e2e = vitest(['e2e'], 'e2e.json', ['ignore', 'pipe', 'pipe']);
  const e2eOutput = [];
  e2e.stdout.on('data', (chunk) => e2eOutput.push(chunk));
  e2e.stderr.on('data', (chunk) => e2eOutput.push(chunk));
  const e2eEnded = ended(e2e).then((status) => ({ name: 'e2e', ms: Date.now() - start, status }));
  const rest = vitest(['unit', 'storybook'], 'unit-storybook.json', 'inherit');
  const restResult = await ended(rest).then((status) => ({ name: 'unit and storybook', ms: Date.now() - start, status }));
  const e2eResult = await e2eEnded;
  console.log('\n> vitest run --project e2e');
  process.stdout.write(Buffer.concat(e2eOutput));
  const spans = ['unit-storybook.json', 'e2e.json'].flatMap((file) => {
    try {
      return JSON.parse(readFileSync(path.join(dir, file), 'utf8')).spans;
    } catch {
      return [];
    }
  });
  console.log(summariseSpans(spans, start).join('\n'));
  const status = restResult.status !== 0 ? restResult.status : e2eResult.status;
  timings.push({ name: 'Vitest: unit and storybook, with e2e side by side', ms: Date.now() - start, status, parts: [restResult, e2eResult] });
  return status;
}

try {
  exitOn(runInline('browser prerequisites', 'node', ['scripts/ensure-browser.mjs']));

  const checksStart = Date.now();
  const checks = await Promise.all([
    runQuietly('lint', bin('eslint'), ['--max-warnings', '0', '.']),
    runQuietly('type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
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

  if (filters.length > 0) {
    exitOn(runInline('Vitest', bin('vitest'), ['run', ...filters]));
  } else {
    exitOn(await runVitestSideBySide());
  }
  // How many routes still show the 'not available yet' page: printed, not a gate.
  exitOn(runInline('route census', 'node', ['scripts/route-status.mjs']));
} catch (error) {
  if (!(error instanceof StageFailed)) throw error;
  process.exitCode = error.status;
} finally {
  printTimings();
}
