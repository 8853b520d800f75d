export interface Span {
  project: string;
  file: string;
  /** Epoch milliseconds. */
  start: number;
  end?: number;
}
export function summariseSpans(spans: readonly Span[], runStart: number): string[];
