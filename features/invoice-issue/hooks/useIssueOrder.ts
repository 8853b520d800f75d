import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { isBusinessError } from '../../../platform/api';
import { orderPushesSince, selectPush, type OrderStatusMessage } from '../../../platform/push';
import { invalidateOrderLists } from '../../invoices';
import type { IssueOrder, IssueOrderRequest } from '../api';
import { useCreateIssueOrderMutation, useGetIssueOrderQuery, useRetryIssueOrderMutation } from './orderTags';

/** Order statuses after which nothing more is pushed for the order (spec 01 §4: issued, cancelled; and failed until retried). */
const FINAL = new Set([0, 2, 4, 5]);
/** While the socket is down, the page asks for the order this often, so a lost push never leaves it waiting. */
export const ORDER_POLL_MS = 3000;

/** Why a submit did not create an order: what the user is told (the form keeps everything). */
export type SubmitFailure = { kind: 'offline' } | { kind: 'server'; status: number } | { kind: 'refused'; message: string; code?: number } | { kind: 'other' };

/** What a submit came to: the order, or why there is none. */
export type SubmitOutcome = { order: IssueOrder } | { failure: SubmitFailure };

/** Codes the form answers with its own dialog (spec 01 §8: 202500034 the buyer check), not with the failure notice. */
const ASKED_BY_THE_FORM = new Set([202500034]);

export function submitFailureOf(error: unknown): SubmitFailure {
  if (isBusinessError(error)) return { kind: 'refused', message: error.msg, code: error.code };
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { kind: 'offline' };
  if (typeof status === 'number' && status >= 500) return { kind: 'server', status };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' };
  return { kind: 'other' };
}

export interface IssueOrderTracker {
  /** The order being followed, as last known (reply, push, or fetch). */
  order: IssueOrder | null;
  /** Statuses seen for this order, in order (pushed or fetched), without repeats. */
  seen: number[];
  submitting: boolean;
  failure: SubmitFailure | null;
  submit(request: IssueOrderRequest): Promise<SubmitOutcome>;
  retry(): Promise<void>;
  /** Stops following the order (back to the form, or a new invoice). */
  clear(): void;
}

/**
 * Submits a draft as an order and follows its status: each FPKJ push for this seller and invoice type updates
 * the status at once and fetches the order (code, number, date, failure reason); while the push channel is not
 * open the order is fetched every ORDER_POLL_MS until it is final.
 */
export function useIssueOrder(): IssueOrderTracker {
  const [create, createState] = useCreateIssueOrderMutation();
  const [retryOrder] = useRetryIssueOrderMutation();
  const [order, setOrder] = useState<IssueOrder | null>(null);
  const [seen, setSeen] = useState<number[]>([]);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const push = useSelector(selectPush);
  const id = order?.id ?? null;
  const final = order !== null && FINAL.has(order.ddzt);
  const fetched = useGetIssueOrderQuery({ id: id ?? '' }, { skip: id === null, pollingInterval: id !== null && !final && push.status !== 'open' ? ORDER_POLL_MS : 0 });

  const note = useCallback((next: IssueOrder) => {
    setOrder(next);
    setSeen((list) => (list[list.length - 1] === next.ddzt ? list : [...list, next.ddzt]));
  }, []);

  // An order that reaches a final status (issued, failed) changes the invoice lists once more: they are marked stale.
  const dispatch = useDispatch();
  const finalStatus = final ? `${order.id}:${order.ddzt}` : null;
  useEffect(() => {
    if (finalStatus) dispatch(invalidateOrderLists());
  }, [finalStatus, dispatch]);

  // A fetched order replaces what was known.
  const data = fetched.data?.data;
  useEffect(() => {
    if (data && data.id === id) note(data);
  }, [data, id, note]);

  // A push about this order: show its status now, then fetch the order's details. A fetch already on its way when the
  // push came may have been answered before the change (RTK Query drops a refetch while one is pending): when such a
  // fetch ends, the order is fetched once more, so a final status pushed meanwhile is never left unread.
  const pushedAt = useRef(0);
  const { startedTimeStamp, fulfilledTimeStamp, refetch } = fetched;
  useEffect(() => {
    if (fulfilledTimeStamp !== undefined && startedTimeStamp !== undefined && startedTimeStamp <= pushedAt.current) void refetch();
  }, [fulfilledTimeStamp, startedTimeStamp, refetch]);
  const lastPushSeen = useRef(push.received);
  const submittingRef = useRef(false);
  const early = useRef<OrderStatusMessage[]>([]);
  useEffect(() => {
    if (push.received === lastPushSeen.current) return;
    // Every push since the last handled, in order: pushes that arrive together (a busy client, or a server that
    // catches up on several steps at once) are handled in one render, and each status is shown.
    const messages = orderPushesSince(push, lastPushSeen.current);
    lastPushSeen.current = push.received;
    let about = false;
    for (const message of messages) {
      // A push that arrives while the order's reply is still on its way is kept for it (a busy client can read the
      // reply after the server has already pushed 'issuing').
      if (!order && submittingRef.current) early.current.push(message);
      if (!order || message.xfmc !== order.xfmc || message.fplxdm !== order.fplxdm) continue;
      about = true;
      const ddzt = Number(message.ddzt);
      // A final status waits for the fetched order, which brings the code, number and date (or the reason).
      if (Number.isInteger(ddzt) && !FINAL.has(ddzt)) note({ ...order, ddzt });
    }
    if (!about) return;
    pushedAt.current = Date.now();
    void refetch();
  }, [push, order, note, refetch]);

  const submit = useCallback(
    async (request: IssueOrderRequest) => {
      setFailure(null);
      submittingRef.current = true;
      early.current = [];
      try {
        const reply = await create({ issueOrderRequest: request }).unwrap();
        setSeen([]);
        note(reply.data);
        // Statuses pushed before the reply was read, in order (final ones wait for the fetched order).
        for (const m of early.current) {
          const ddzt = Number(m.ddzt);
          if (m.xfmc === reply.data.xfmc && m.fplxdm === reply.data.fplxdm && Number.isInteger(ddzt) && !FINAL.has(ddzt) && ddzt !== reply.data.ddzt) note({ ...reply.data, ddzt });
        }
        return { order: reply.data };
      } catch (error) {
        const failure = submitFailureOf(error);
        if (!(failure.kind === 'refused' && failure.code !== undefined && ASKED_BY_THE_FORM.has(failure.code))) setFailure(failure);
        return { failure };
      } finally {
        submittingRef.current = false;
        early.current = [];
      }
    },
    [create, note],
  );

  const retry = useCallback(async () => {
    if (!order) return;
    try {
      const reply = await retryOrder({ id: order.id }).unwrap();
      setSeen([]);
      note(reply.data);
    } catch {
      // the request layer's alert says why; the failure screen stays
    }
  }, [order, retryOrder, note]);

  const clear = useCallback(() => {
    setOrder(null);
    setSeen([]);
    setFailure(null);
  }, []);

  return { order, seen, submitting: createState.isLoading, failure, submit, retry, clear };
}
