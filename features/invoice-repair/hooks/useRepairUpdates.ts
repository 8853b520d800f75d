import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { pushMessages } from '../../../platform/push';
import { invalidateOrderLists } from '../../invoices';
import { REPAIR_PUSH } from '../rules/repair';

/**
 * Asks again (`refetch`) whenever the server pushes a repair task's step on the user's channel (repair.yaml
 * RepairPush), so the page shows a task's progress as it happens. A push that arrives while a request is in flight is
 * answered once that request is done (its answer may be older than the push). The pages also poll while a task runs,
 * in case the channel is down. Each step also marks the invoice lists stale (their cache tag): a repaired invoice shows
 * as it now is in the inquiry and orders lists the user returns to.
 */
export function useRefetchOnRepairPush(isFetching: boolean, refetch: () => void): void {
  const dispatch = useDispatch();
  const [pushed, setPushed] = useState(0);
  const handled = useRef(0);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(
    () =>
      pushMessages.subscribe((message) => {
        if (message.bizId !== REPAIR_PUSH) return;
        setPushed((n) => n + 1);
        dispatch(invalidateOrderLists());
      }),
    [dispatch],
  );
  useEffect(() => {
    if (isFetching || pushed === handled.current) return;
    handled.current = pushed;
    latest.current();
  }, [pushed, isFetching]);
}
