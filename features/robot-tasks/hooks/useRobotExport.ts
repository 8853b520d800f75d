import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { saveFile } from '../../../design-system';
import { downloadFile } from '../../../platform/api/download';
import type { RequestStore } from '../../../platform/api/requestOnce';
import { useGetRobotExportQuery, useInterruptRobotExportMutation, useStartRobotExportMutation, type RobotExport, type RobotExportRequest } from '../api';
import { EXPORT_POLL_MS } from '../rules/panel';

export interface RobotExportState {
  /** The export followed, or null before one starts / after it is completed. */
  job: RobotExport | null;
  /** What was exported (decides the dialog's title). */
  request: RobotExportRequest | null;
  /** The progress dialog is shown (hidden while the export runs on). */
  isOpen: boolean;
  /** A start is in flight. */
  isStarting: boolean;
  /** The progress could not be read: the export is shown as failed rather than left running. */
  lostContact: boolean;
  /** The file handed to the browser once the export succeeded. */
  file: { name: string } | null;
  start(request: RobotExportRequest): Promise<void>;
  hide(): void;
  show(): void;
  complete(): void;
  interrupt(): Promise<void>;
  /** Downloads the finished export's file (again). */
  download(): Promise<{ blob: Blob; name: string } | null>;
}

/**
 * An export of the robot panel (spec 01 §2): started on the server, its progress polled every half second while it
 * runs, the file downloaded once when it succeeds; hiding the dialog keeps it running, completing forgets it.
 */
export function useRobotExport(): RobotExportState {
  const store = useStore() as unknown as RequestStore;
  const [startExport, starting] = useStartRobotExportMutation();
  const [interruptExport] = useInterruptRobotExportMutation();
  const [started, setStarted] = useState<RobotExport | null>(null);
  const [request, setRequest] = useState<RobotExportRequest | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [interrupted, setInterrupted] = useState<RobotExport | null>(null);
  const [file, setFile] = useState<{ name: string } | null>(null);
  const id = started?.id ?? '';
  const running = !!started && !interrupted;
  const progress = useGetRobotExportQuery(
    { id },
    {
      skip: !started,
      pollingInterval: running ? EXPORT_POLL_MS : 0,
      refetchOnMountOrArgChange: true,
    },
  );
  const polled = progress.data?.data.id === id ? progress.data.data : null;
  const lostContact = !!started && progress.isError && !polled;
  const job = interrupted ?? polled ?? started;
  const finished = job && job.state !== 'running';

  const download = useCallback(async () => {
    if (!id) return null;
    const result = await downloadFile(
      store,
      { url: `/v2/tax/robot/export/${encodeURIComponent(id)}/file` },
      {
        endpoint: 'getRobotExportFile',
        fallbackName: job?.fileName ?? `${id}.csv`,
      },
    );
    return result.error ? null : result.file;
  }, [store, id, job?.fileName]);

  // The file is handed to the browser once, when the export first reads as succeeded.
  const saved = useRef<string | null>(null);
  useEffect(() => {
    if (job?.state !== 'success' || saved.current === job.id) return;
    saved.current = job.id;
    void download().then((f) => {
      if (!f) return;
      saveFile(f);
      setFile({ name: f.name });
    });
  }, [job?.state, job?.id, download]);

  const start = async (next: RobotExportRequest) => {
    try {
      const reply = await startExport({ robotExportRequest: next }).unwrap();
      setInterrupted(null);
      setFile(null);
      setRequest(next);
      setStarted(reply.data);
      setOpen(true);
    } catch {
      // The request layer has said why (提示 with the server's message); nothing started.
    }
  };
  const interrupt = async () => {
    const reply = await interruptExport({ id }).unwrap();
    setInterrupted(reply.data);
  };

  return {
    job: finished || running ? job : null,
    request,
    isOpen: isOpen && !!started,
    isStarting: starting.isLoading,
    lostContact,
    file,
    start,
    hide: () => setOpen(false),
    show: () => setOpen(true),
    complete: () => {
      setOpen(false);
      setStarted(null);
      setInterrupted(null);
      setRequest(null);
      setFile(null);
    },
    interrupt,
    download,
  };
}
