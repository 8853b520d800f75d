// The batch file's reading and checking off the main thread (issue 20 §2): read-excel-file's worker build (no DOM),
// the batch rules, progress posted back as it goes.
import { readSheet } from 'read-excel-file/web-worker';
import { readAndCheck, type ReadMessage, type ReadRequest } from './readBatch';

const scope = self as unknown as { onmessage: ((event: MessageEvent<ReadRequest>) => void) | null; postMessage(message: ReadMessage): void };
scope.onmessage = (event) => {
  void readAndCheck(event.data, (file) => readSheet(file) as Promise<unknown[][]>, (message) => scope.postMessage(message));
};
