// The summary of where a Vitest run's time went: each project's wall time (its first file's start to its last file's
// end, from the run's start) and the 10 slowest test files. Printed by tests/support/timingReporter.ts after a Vitest
// run, and by scripts/test.mjs for its two Vitest processes together.

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** @param {readonly {project: string, file: string, start: number, end?: number}[]} spans @param {number} runStart */
export function summariseSpans(spans, runStart) {
  const done = spans.filter((s) => s.end !== undefined);
  if (done.length === 0) return [];
  const lines = ['', "Time by Vitest project (from the run's start; files run side by side on the 2 cores):"];
  const projects = [...new Set(done.map((s) => s.project))].sort();
  for (const project of projects) {
    const own = done.filter((s) => s.project === project);
    const first = Math.min(...own.map((s) => s.start)) - runStart;
    const last = Math.max(...own.map((s) => s.end)) - runStart;
    lines.push(`  ${project.padEnd(22)} ${String(own.length).padStart(4)} files  ${seconds(last - first).padStart(8)} wall (${seconds(first)} to ${seconds(last)})`);
  }
  lines.push('', 'The 10 slowest test files (start to end, setup included):');
  for (const span of [...done].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 10)) {
    lines.push(`  ${seconds(span.end - span.start).padStart(8)}  ${span.project.padEnd(22)} ${span.file}`);
  }
  return lines;
}
