import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { saveFile } from '../../../design-system';
import { downloadFile } from '../../../platform/api/download';
import type { RequestStore } from '../../../platform/api/requestOnce';
import { useGetExportTaskQuery, useStartInvoiceExportTaskMutation, type ExportTask, type InvoiceExportFilter } from '../api';

/** How often a running export task's progress is read. */
export const EXPORT_TASK_POLL_MS = 500;

export interface ExportTaskState {
  /** The task followed, or null before one starts / after it is completed. */
  task: ExportTask | null;
  /** The filter the task exports. */
  filter: InvoiceExportFilter | null;
  /** The progress dialog is shown (hidden while the task runs on). */
  isOpen: boolean;
  isStarting: boolean;
  /** The progress could not be read: the task is shown as failed rather than left running. */
  lostContact: boolean;
  /** The file handed to the browser once the task succeeded. */
  file: { name: string } | null;
  start(filter: InvoiceExportFilter): Promise<void>;
  hide(): void;
  show(): void;
  complete(): void;
  /** Downloads the finished task's file (again). */
  download(): Promise<{ blob: Blob; name: string } | null>;
}

/**
 * A large Excel export of the inquiry (spec 02 §7.3 task centre): started as a task of the task centre, its progress read every
 * half second while it runs, the file downloaded once when it succeeds; hiding the dialog keeps it running.
 */
export function useExportTask(nameOf: (filter: InvoiceExportFilter) => string): ExportTaskState {
  const store = useStore() as unknown as RequestStore;
  const [startTask, starting] = useStartInvoiceExportTaskMutation();
  const [started, setStarted] = useState<ExportTask | null>(null);
  const [filter, setFilter] = useState<InvoiceExportFilter | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [file, setFile] = useState<{ name: string } | null>(null);
  // The id of the task read as over: its progress is no longer polled.
  const [over, setOver] = useState<string | null>(null);
  const id = started?.id ?? '';
  const progress = useGetExportTaskQuery(
    { id },
    { skip: !started, refetchOnMountOrArgChange: true, pollingInterval: started && over !== id ? EXPORT_TASK_POLL_MS : 0 },
  );
  const polled = progress.data?.data.id === id ? progress.data.data : null;
  const task = polled ?? started;
  const finished = !!task && task.state !== 'running';
  if (finished && over !== id) setOver(id);
  const lostContact = !!started && progress.isError && !polled;

  const fileName = filter ? nameOf(filter) : '';
  const download = useCallback(async () => {
    if (!id) return null;
    const result = await downloadFile(
      store,
      { url: `/v1/task/center/task/${encodeURIComponent(id)}/file` },
      { endpoint: 'getExportTaskFile', fallbackName: fileName },
    );
    return result.error ? null : { blob: result.file.blob, name: fileName };
  }, [store, id, fileName]);

  // The file is handed to the browser once, when the task first reads as succeeded.
  const saved = useRef<string | null>(null);
  useEffect(() => {
    if (task?.state !== 'success' || saved.current === task.id) return;
    saved.current = task.id;
    void download().then((f) => {
      if (!f) return;
      saveFile(f);
      setFile({ name: f.name });
    });
  }, [task?.state, task?.id, download]);

  return {
    task: started ? task : null,
    filter: started ? filter : null,
    isOpen: isOpen && !!started,
    isStarting: starting.isLoading,
    lostContact,
    file,
    start: async (next) => {
      try {
        const reply = await startTask({ invoiceExportFilter: next }).unwrap();
        setFile(null);
        setFilter(next);
        setStarted(reply.data);
        setOpen(true);
      } catch {
        // The request layer has said why (提示 with the server's message, e.g. the one-year refusal); nothing started.
      }
    },
    hide: () => setOpen(false),
    show: () => setOpen(true),
    complete: () => {
      setOpen(false);
      setStarted(null);
      setFilter(null);
      setFile(null);
    },
    download,
  };
}
