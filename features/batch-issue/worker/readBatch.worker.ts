// The batch file's reading and checking off the main thread (docs/workbench/batch-issue.md): read-excel-file's worker build (no DOM),
// the batch rules, progress posted back as it goes. A request with rows (another default type) is checked again.
import { readSheet } from 'read-excel-file/web-worker';
import { checkAll, readAndCheck, type CheckRequest, type ReadMessage, type ReadRequest } from './readBatch';

const scope = self as unknown as { onmessage: ((event: MessageEvent<ReadRequest | CheckRequest>) => void) | null; postMessage(message: ReadMessage): void };
scope.onmessage = (event) => {
  const post = (message: ReadMessage) => scope.postMessage(message);
  const request = event.data;
  if ('file' in request) void readAndCheck(request, (file) => readSheet(file) as Promise<unknown[][]>, post);
  else void checkAll({ rows: request.rows, numeric: request.numeric }, request.context, post);
};
