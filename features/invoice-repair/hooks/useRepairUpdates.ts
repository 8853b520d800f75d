import { useEffect, useRef } from 'react';
import { pushMessages } from '../../../platform/push';

/** bizId of a repair task's pushes (repair.yaml RepairPush; the spec names none: ours, as the embedded backend sends it). */
export const REPAIR_PUSH = 'FPXF';

/**
 * Calls `onUpdate` whenever the server pushes a repair task's step on the user's channel (repair.yaml RepairPush),
 * so the page shows a task's progress as it happens; the page also polls while a task runs, in case the channel is down.
 */
export function useRepairPushes(onUpdate: () => void): void {
  const latest = useRef(onUpdate);
  useEffect(() => {
    latest.current = onUpdate;
  });
  useEffect(
    () =>
      pushMessages.subscribe((message) => {
        if (message.bizId === REPAIR_PUSH) latest.current();
      }),
    [],
  );
}
