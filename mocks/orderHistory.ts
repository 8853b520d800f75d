// The status log of an order (InvoiceDetail.history, invoice.yaml): what the details page shows as the order's record.
// A seeded order's log is read from its fields (made, issuing, then where it stands); from its first change on, the log
// is kept in the database and each change is appended (issuing runs, cancel, retry, void).
import type { Order, OrderEvent } from '../features/invoices/api';
import { getDb } from './db';

/** Status of an order in its log: the order status, or 103 once its invoice is voided (features/lookups orderStatus). */
export const logStatusOf = (order: Pick<Order, 'ddzt' | 'fpzt' | 'kind'>): number => (order.fpzt === 103 && order.kind >= 3 ? 103 : order.ddzt);

const at = (ms: number) => new Date(ms).toISOString();

/** The log a seeded order implies: queued when made, issuing, then its state (issued at its issue time, failed with its reason). */
function seededHistory(order: Order): OrderEvent[] {
  const made = Date.parse(order.createTime);
  const events: OrderEvent[] = [{ status: 1, time: order.createTime }];
  if (order.ddzt === 1) return events;
  if ([0, 3, 4].includes(order.ddzt)) events.push({ status: 3, time: at(made + 15_000) });
  if (order.ddzt === 0) {
    const issued = order.issueTime ? Date.parse(order.issueTime) : made + 45_000;
    events.push({ status: 0, time: at(issued) });
    // Voided in the seed (blue- or red-voided): two hours after issuing.
    if (logStatusOf(order) === 103) events.push({ status: 103, time: at(issued + 2 * 3600_000) });
  } else if (order.ddzt === 4) events.push({ status: 4, time: at(made + 60_000), ...(order.failReason ? { reason: order.failReason } : {}) });
  else if (order.ddzt !== 3) events.push({ status: order.ddzt, time: at(made + 30_000) });
  return events;
}

/** The order's log, oldest first. */
export function historyOf(order: Order): OrderEvent[] {
  return getDb().orderEvents?.[order.id] ?? seededHistory(order);
}

/**
 * Changes an order's status through `apply` and logs it at `time` (the caller saves). A change that leaves the logged
 * status as it was (a new order already logged as queued) adds nothing.
 */
export function changeStatus(order: Order, apply: () => void, time: number = Date.now()): void {
  const db = getDb();
  const log = ((db.orderEvents ??= {})[order.id] ??= seededHistory(order));
  apply();
  const status = logStatusOf(order);
  if (log[log.length - 1]?.status === status) return;
  log.push({ status, time: at(time), ...(status === 4 && order.failReason ? { reason: order.failReason } : {}) });
}
