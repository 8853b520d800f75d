// A batch's results as the page shows and downloads them (docs/workbench/batch-issue.md): each invoice issued (code, number, date) or
// failed with the server's reason, the progress, and the results sheet (every cell text: codes and numbers keep their
// zeros and their 20 digits).
import type { IssueBatch, IssueBatchItem, IssueBatchSummary } from '../api';

/** Item states and the key of each one's label (namespace batchIssue). */
export const batchItemStatuses = {
  queued: 'batchIssue:item.queued',
  issued: 'batchIssue:item.issued',
  failed: 'batchIssue:item.failed',
} as const satisfies Record<IssueBatchItem['status'], string>;

/** The tone of each state's badge. */
export const batchItemTones = { queued: 'info', issued: 'success', failed: 'danger' } as const satisfies Record<IssueBatchItem['status'], string>;

export interface BatchProgressFigures {
  total: number;
  issued: number;
  failed: number;
  /** Issued plus failed. */
  settled: number;
  /** Whole per cent settled. */
  percent: number;
}

export function batchProgress(batch: Pick<IssueBatchSummary, 'total' | 'issued' | 'failed'>): BatchProgressFigures {
  const settled = batch.issued + batch.failed;
  return { total: batch.total, issued: batch.issued, failed: batch.failed, settled, percent: batch.total === 0 ? 100 : Math.floor((settled * 100) / batch.total) };
}

/** The columns of the results sheet, in order (namespace batchIssue, `result.<column>`). */
export const resultColumns = ['documentNo', 'gfmc', 'fplxdm', 'totalAmount', 'status', 'fpdm', 'fphm', 'issueTime', 'failReason'] as const;
export type ResultColumn = (typeof resultColumns)[number];

/** The results sheet: titles, then one row per invoice of the batch, in the batch's order. */
export function resultSheet(
  batch: Pick<IssueBatch, 'items'>,
  say: { title(column: ResultColumn): string; status(status: IssueBatchItem['status']): string; type(code: string): string; time(iso: string): string },
): string[][] {
  const sheet = [resultColumns.map((c) => say.title(c))];
  for (const item of batch.items) {
    sheet.push([
      item.documentNo,
      item.gfmc,
      say.type(item.fplxdm),
      item.totalAmount,
      say.status(item.status),
      item.fpdm ?? '',
      item.fphm ?? '',
      item.issueTime ? say.time(item.issueTime) : '',
      item.failReason ?? '',
    ]);
  }
  return sheet;
}
