import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../../platform/api/errorText';
import { useRunCopyClearMutation, type CopyAction, type CopyResult } from '../api';
import { chunked, failedOf, tally, type RunTally } from '../rules/status';

/** One run of an action over a selection: the terminals in order and each one's latest result. */
export interface CopyRun {
  action: CopyAction;
  diskIds: string[];
  results: ReadonlyMap<string, CopyResult>;
  /** Names of the terminals, for the results list (the list's rows when the run began). */
  names: ReadonlyMap<string, string>;
  running: boolean;
  /** A chunk's request failed as a whole (network, 5xx): its terminals have no result; the words to show. */
  error: string | null;
}

export interface UseCopyRun {
  run: CopyRun | null;
  tally: RunTally | null;
  /** Starts an action over terminals (in chunks); resolves when every chunk has answered. */
  start(action: CopyAction, terminals: ReadonlyArray<{ diskId: string; taxerName: string }>): Promise<void>;
  /** Sends the failed terminals of the run again. */
  retryFailed(): Promise<void>;
  /** Stops sending the chunks not yet sent (those terminals stay without a result). */
  stop(): void;
  dismiss(): void;
}

/**
 * Runs 抄报 / 清卡 / 抄报清卡 over hundreds of terminals: chunk by chunk (rules/status.ts RUN_CHUNK), each chunk's
 * results shown as they come, a failed terminal kept with the server's words; retry sends the failed ones again.
 */
export function useCopyRun(t: TFunction, onChunk?: () => void): UseCopyRun {
  const [runCopyClear] = useRunCopyClearMutation();
  const [run, setRun] = useState<CopyRun | null>(null);
  const stopped = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const send = useCallback(
    async (action: CopyAction, diskIds: readonly string[]) => {
      stopped.current = false;
      for (const chunk of chunked(diskIds)) {
        if (stopped.current || !alive.current) break;
        const answer = await runCopyClear({ copyRunRequest: { action, diskIds: chunk } });
        if (!alive.current) return;
        if ('error' in answer) {
          setRun((r) => (r ? { ...r, error: errorText(t, answer.error) } : r));
          break;
        }
        const results = answer.data.data.results;
        setRun((r) => {
          if (!r) return r;
          const next = new Map(r.results);
          for (const result of results) next.set(result.diskId, result);
          return { ...r, results: next };
        });
        onChunk?.();
      }
      setRun((r) => (r ? { ...r, running: false } : r));
    },
    [runCopyClear, t, onChunk],
  );

  const start = useCallback(
    async (action: CopyAction, terminals: ReadonlyArray<{ diskId: string; taxerName: string }>) => {
      const diskIds = terminals.map((x) => x.diskId);
      setRun({ action, diskIds, results: new Map(), names: new Map(terminals.map((x) => [x.diskId, x.taxerName])), running: true, error: null });
      await send(action, diskIds);
    },
    [send],
  );

  const retryFailed = useCallback(async () => {
    if (!run || run.running) return;
    const failed = failedOf(run.diskIds, run.results);
    if (!failed.length) return;
    setRun((r) => {
      if (!r) return r;
      const next = new Map(r.results);
      for (const id of failed) next.delete(id);
      return { ...r, results: next, running: true, error: null };
    });
    await send(run.action, failed);
  }, [run, send]);

  return {
    run,
    tally: run ? tally(run.diskIds, run.results) : null,
    start,
    retryFailed,
    stop: () => {
      stopped.current = true;
    },
    dismiss: () => {
      stopped.current = true;
      setRun(null);
    },
  };
}
