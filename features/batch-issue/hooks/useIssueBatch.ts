// A batch on the server (docs/workbench/batch-issue.md): submitted once per idempotency key (a second click or a retry after a lost
// reply answers the same batch), found again after a reload (the terminal's newest running batch), followed by push
// (bizId PLKJ: the counts move the bar at once, the items are fetched at most once a second) or, while the push
// channel is not open, by polling.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { pushMessages, selectPush } from '../../../platform/push';
import { invalidateOrderLists } from '../../invoices';
import { useCreateIssueBatchMutation, useGetIssueBatchListQuery, useGetIssueBatchQuery, useRetryIssueBatchMutation, type IssueBatch, type IssueBatchRequest } from '../api';

/** bizId of a batch's progress push (chosen; the embedded backend's mocks/handlers/batchIssue.ts sends it). */
export const BIZ_BATCH_ISSUE = 'PLKJ';
/** Polling while the push channel is not open. */
export const BATCH_POLL_MS = 3000;
/** Items are fetched at most this often while pushes come in. */
export const BATCH_REFETCH_MS = 1000;

export interface BatchPush {
  batchId: string;
  status: IssueBatch['status'];
  total: number;
  issued: number;
  failed: number;
}

function isBatchPush(data: unknown): data is BatchPush {
  const d = data as Partial<BatchPush> | null;
  return !!d && typeof d.batchId === 'string' && typeof d.total === 'number' && typeof d.issued === 'number' && typeof d.failed === 'number';
}

function newKey(): string {
  const c = globalThis.crypto;
  return `batch-${typeof c?.randomUUID === 'function' ? c.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`}`;
}

export function useIssueBatch(diskId: string | null) {
  const list = useGetIssueBatchListQuery({ diskId: diskId ?? '' }, { skip: !diskId, refetchOnMountOrArgChange: true });
  const [openId, setOpenId] = useState<string | null>(null);
  const [create, createState] = useCreateIssueBatchMutation();
  const [retryBatch, retryState] = useRetryIssueBatchMutation();
  const push = useSelector(selectPush);
  const pushOpen = push.status === 'open';

  // After a reload: the terminal's newest batch still running is the one followed.
  const running = list.data?.data.list.find((b) => b.status === 'running')?.id ?? null;
  const found = useRef(false);
  useEffect(() => {
    if (found.current || !list.data) return;
    found.current = true;
    if (running) setOpenId((id) => id ?? running);
  }, [list.data, running]);

  const [live, setLive] = useState<BatchPush | null>(null);
  const fetched = useGetIssueBatchQuery({ id: openId ?? '' }, { skip: !openId, refetchOnMountOrArgChange: true });
  const batch = fetched.data?.data && fetched.data.data.id === openId ? fetched.data.data : null;
  const isRunning = batch?.status === 'running' || (live?.batchId === openId && live.status === 'running');
  const { refetch } = fetched;

  // Polling while the push channel is down.
  useEffect(() => {
    if (!openId || !isRunning || pushOpen) return;
    const timer = setInterval(() => void refetch(), BATCH_POLL_MS);
    return () => clearInterval(timer);
  }, [openId, isRunning, pushOpen, refetch]);

  // Pushes: the counts at once, the items at most once a second (and once more when the batch is done).
  const lastFetch = useRef(0);
  const trailing = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (!openId) return;
    const unsubscribe = pushMessages.subscribe((message) => {
      if (message.bizId !== BIZ_BATCH_ISSUE || !isBatchPush(message.data) || message.data.batchId !== openId) return;
      setLive(message.data);
      const wait = lastFetch.current + BATCH_REFETCH_MS - Date.now();
      if (message.data.status === 'done' || wait <= 0) {
        if (trailing.current) clearTimeout(trailing.current);
        trailing.current = null;
        lastFetch.current = Date.now();
        void refetch();
      } else if (!trailing.current) {
        trailing.current = setTimeout(() => {
          trailing.current = null;
          lastFetch.current = Date.now();
          void refetch();
        }, wait);
      }
    });
    return () => {
      unsubscribe();
      if (trailing.current) clearTimeout(trailing.current);
      trailing.current = null;
    };
  }, [openId, refetch]);

  // Invoices the batch has issued belong in the inquiry, the orders and the statistics: once the server reports more
  // of them, those lists are marked stale, so the one the user goes back to shows them (docs/workbench/void.md; the
  // tag of features/invoices/hooks/orderTags.ts).
  const dispatch = useDispatch();
  const issuedSoFar = batch && batch.issued > 0 ? `${batch.id}:${batch.issued}` : null;
  useEffect(() => {
    if (issuedSoFar) dispatch(invalidateOrderLists());
  }, [issuedSoFar, dispatch]);

  // The list shows the batch's state once it changes.
  const { refetch: refetchList } = list;
  const status = batch?.status;
  useEffect(() => {
    if (status && diskId) void refetchList();
  }, [status, diskId, refetchList]);

  // One key per submit: kept until the server has answered, so a second click or a retry after a lost reply answers
  // the first batch.
  const key = useRef<string | null>(null);
  const submit = useCallback(
    async (request: Omit<IssueBatchRequest, 'idempotencyKey'>) => {
      key.current ??= newKey();
      const result = await create({ issueBatchRequest: { ...request, idempotencyKey: key.current } });
      if ('error' in result) return { error: result.error };
      key.current = null;
      setLive(null);
      setOpenId(result.data.data.id);
      return { batch: result.data.data };
    },
    [create],
  );

  const retry = useCallback(async () => {
    if (!openId) return null;
    const result = await retryBatch({ id: openId, body: {} });
    if ('error' in result) return null;
    setLive(null);
    void refetch();
    return result.data.data;
  }, [openId, retryBatch, refetch]);

  const open = useCallback((id: string | null) => {
    setLive(null);
    setOpenId(id);
  }, []);

  // What a download of the results holds: the batch as the server has it at the click. The items shown may be up to
  // BATCH_REFETCH_MS behind the pushed counts, and a file taken from them then would disagree with the progress line.
  // Should the fetch fail, the file is what the page shows.
  const latest = useCallback(async (): Promise<IssueBatch | null> => {
    if (!openId) return null;
    const fresh = (await refetch()).data?.data;
    return fresh && fresh.id === openId ? fresh : batch;
  }, [openId, refetch, batch]);

  // The counts pushed after the last fetch are newer than the fetched ones.
  const counts = batch && live && live.batchId === batch.id && live.issued + live.failed > batch.issued + batch.failed ? { ...batch, ...live } : batch;

  return {
    list: list.data?.data.list ?? [],
    listLoading: list.isLoading,
    openId,
    open,
    batch,
    counts,
    batchLoading: fetched.isLoading || (fetched.isFetching && !batch),
    batchError: fetched.isError,
    refetch,
    latest,
    pushOpen,
    submit,
    submitting: createState.isLoading,
    retry,
    retrying: retryState.isLoading,
  };
}
