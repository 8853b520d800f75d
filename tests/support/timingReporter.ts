import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { summariseSpans, type Span } from '../../scripts/timings.mjs';

// Where a test run's time went, printed after Vitest's own summary: each project's wall time (its first file's start
// to its last file's end, from the run's start) and the 10 slowest test files. Added beside the default reporter in
// vitest.config.ts.
// `npm test` runs two Vitest processes side by side (scripts/test.mjs) and sets TEST_TIMINGS_FILE for each: the spans
// are then written to that file instead of printed, and scripts/test.mjs prints one summary of both.

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
    const spans = [...this.spans.values()];
    const file = process.env.TEST_TIMINGS_FILE;
    if (file) {
      writeFileSync(file, JSON.stringify({ runStart: this.runStart, spans }));
      return;
    }
    const lines = summariseSpans(spans, this.runStart);
    if (lines.length > 0) console.log(lines.join('\n'));
  }
}
