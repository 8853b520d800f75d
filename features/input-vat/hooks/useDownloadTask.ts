import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { CollectTask } from '../api';
import { invalidatePurchaseLists, useGetCollectTaskQuery, useStartPeriodDownloadMutation } from './inputVatApi';

/** How often a running download's progress is read (as the exports' progress, features/invoices/hooks/useExportTask.ts). */
export const DOWNLOAD_POLL_MS = 500;

export interface DownloadTaskState {
  /** The task followed, or null before one starts / after it is completed. */
  task: CollectTask | null;
  isOpen: boolean;
  isStarting: boolean;
  /** The progress could not be read: shown as failed rather than left running. */
  lostContact: boolean;
  start(taxNo: string, period: string): Promise<void>;
  hide(): void;
  show(): void;
  complete(): void;
}

/**
 * The period's download from the tax bureau (全量发票下载): a server task whose progress is read every half second
 * while it runs; when it is over the invoice lists are fetched again. Hiding the dialog keeps it running.
 */
export function useDownloadTask(): DownloadTaskState {
  const dispatch = useDispatch();
  const [startTask, starting] = useStartPeriodDownloadMutation();
  const [started, setStarted] = useState<CollectTask | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [over, setOver] = useState<string | null>(null);
  const id = started?.id ?? '';
  const progress = useGetCollectTaskQuery({ id }, { skip: !started, refetchOnMountOrArgChange: true, pollingInterval: started && over !== id ? DOWNLOAD_POLL_MS : 0 });
  const polled = progress.data?.data.id === id ? progress.data.data : null;
  const task = polled ?? started;
  const finished = !!task && task.state !== 'running';
  if (finished && over !== id) setOver(id);
  const lostContact = !!started && progress.isError && !polled;

  // The lists are fetched again once, when the task first reads as succeeded.
  const refreshed = useRef<string | null>(null);
  useEffect(() => {
    if (task?.state !== 'success' || refreshed.current === task.id) return;
    refreshed.current = task.id;
    dispatch(invalidatePurchaseLists());
  }, [task?.state, task?.id, dispatch]);

  return {
    task: started ? task : null,
    isOpen: isOpen && !!started,
    isStarting: starting.isLoading,
    lostContact,
    start: async (taxNo, period) => {
      try {
        const reply = await startTask({ downloadRequest: { taxNo, period } }).unwrap();
        setStarted(reply.data);
        setOpen(true);
      } catch {
        // The request layer has said why (提示 with the server's words); nothing started.
      }
    },
    hide: () => setOpen(false),
    show: () => setOpen(true),
    complete: () => {
      setOpen(false);
      setStarted(null);
    },
  };
}
