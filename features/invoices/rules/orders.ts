// Issuing orders (spec 01 §4 order status, §9 orders expire after 48 hours). Pure.
import { orderIsCompleted } from '../../lookups';

/** Orders expire 48 hours after they were made (spec 01 §9). */
export const ORDER_EXPIRY_MS = 48 * 3600_000;

export const orderGroups = ['uncompleted', 'completed', 'all'] as const;
export type OrderGroup = (typeof orderGroups)[number];

/** Completed (issued, cancelled, voided) or uncompleted (every other state), spec 01 §4. */
export function orderGroupOf(ddzt: number | string): Exclude<OrderGroup, 'all'> {
  return orderIsCompleted(ddzt) ? 'completed' : 'uncompleted';
}

/** An uncompleted order made over 48 hours before `now` is shown as expired (status 5), whatever its state says. */
export function orderIsExpired(order: { ddzt: number; createTime: string }, now: number): boolean {
  if (order.ddzt === 5) return true;
  if (orderIsCompleted(order.ddzt)) return false;
  const made = Date.parse(order.createTime);
  return Number.isFinite(made) && now - made > ORDER_EXPIRY_MS;
}

/** The status an order is shown with: 5 (expired) once expired, else its own. */
export function shownOrderStatus(order: { ddzt: number; createTime: string }, now: number): number {
  return orderIsExpired(order, now) ? 5 : order.ddzt;
}

/** States a user may cancel: waiting or held ones (queued, editing, not executed, delayed, priority, awaiting manual handling). */
const cancellable = new Set([1, 6, 7, 8, 9, 11]);
/** States a user may retry: failed, expired, not executed. */
const retriable = new Set([4, 5, 7]);

/** Whether the order may be cancelled now (an expired order is retried, not cancelled). */
export function canCancelOrder(order: { ddzt: number; createTime: string }, now: number): boolean {
  return !orderIsExpired(order, now) && cancellable.has(order.ddzt);
}

/** Whether the order may be retried now (failed, not executed, or expired). */
export function canRetryOrder(order: { ddzt: number; createTime: string }, now: number): boolean {
  return retriable.has(shownOrderStatus(order, now));
}

/**
 * The row a status push is about. A push names the seller and the invoice type, not the order (spec 01 §3 Socket
 * message): it is read as news of the newest uncompleted order of that seller and type, else the newest of them.
 */
export function rowOfPush<T extends { xfmc: string; fplxdm: string; ddzt: number; createTime: string }>(rows: readonly T[], push: { xfmc: string; fplxdm: string }): T | undefined {
  const matching = rows.filter((r) => r.xfmc === push.xfmc && r.fplxdm === push.fplxdm).sort((a, b) => Date.parse(b.createTime) - Date.parse(a.createTime));
  return matching.find((r) => !orderIsCompleted(r.ddzt)) ?? matching[0];
}
