import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

// Where a test run's time went, printed after Vitest's own summary: each project's wall time (its first file's start
// to its last file's end, from the run's start) and the 10 slowest test files. `npm test` adds its stages' times
// (scripts/test.mjs). Added beside the default reporter in vitest.config.ts.

interface Span {
  project: string;
  file: string;
  start: number;
  end?: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class TimingReporter implements Reporter {
  private runStart = 0;
  private readonly spans = new Map<string, Span>();

  onTestRunStart(): void {
    this.runStart = Date.now();
    this.spans.clear();
  }

  onTestModuleStart(module: TestModule): void {
    this.spans.set(module.id, { project: module.project.name, file: path.relative(process.cwd(), module.moduleId), start: Date.now() });
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.id);
    if (span) span.end = Date.now();
  }

  onTestRunEnd(): void {
    const done = [...this.spans.values()].filter((s): s is Required<Span> => s.end !== undefined);
    if (done.length === 0) return;
    const lines = ['', 'Time by Vitest project (from the run\'s start; files run side by side on the 2 cores):'];
    const projects = [...new Set(done.map((s) => s.project))].sort();
    for (const project of projects) {
      const own = done.filter((s) => s.project === project);
      const first = Math.min(...own.map((s) => s.start)) - this.runStart;
      const last = Math.max(...own.map((s) => s.end)) - this.runStart;
      lines.push(`  ${project.padEnd(10)} ${String(own.length).padStart(4)} files  ${seconds(last - first).padStart(8)} wall (${seconds(first)} to ${seconds(last)})`);
    }
    lines.push('', 'The 10 slowest test files (start to end, setup included):');
    for (const span of done.sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 10)) {
      lines.push(`  ${seconds(span.end - span.start).padStart(8)}  ${span.project.padEnd(10)} ${span.file}`);
    }
    console.log(lines.join('\n'));
  }
}
