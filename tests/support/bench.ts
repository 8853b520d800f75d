// Vitest 5 benchmarks: `bench` is a test-context fixture (test('...', async ({ bench }) => ...)).
// This prints the figure the issues ask for, the median, next to its aim; it asserts nothing.

interface BenchRun {
  latency: { p50?: number; samplesCount?: number };
}

export function printMedian(name: string, result: BenchRun, aimMs?: number): void {
  const median = result.latency.p50 ?? Number.NaN;
  const samples = result.latency.samplesCount ?? 0;
  const verdict = aimMs === undefined ? '' : median < aimMs ? ` (aim < ${aimMs} ms: met)` : ` (aim < ${aimMs} ms: MISSED)`;
  console.log(`[bench] ${name}: median ${median.toFixed(2)} ms over ${samples} runs${verdict}`);
}
