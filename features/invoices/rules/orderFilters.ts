// The orders page's filters, kept in the address: group, status, period (spec 01 §9 default), buyer.
import { lookupEntry, orderStatus } from '../../lookups';
import type { GetOrderListApiArg } from '../api';
import { defaultPeriod, INQUIRY_MAX_ROWS, isIsoDay } from './inquiry';
import { orderGroups, type OrderGroup } from './orders';

export interface OrderFilters {
  group: OrderGroup;
  /** Order status 0-12, '' for any. */
  ddzt: string;
  qsrq: string;
  zzrq: string;
  /** Buyer name or tax number. */
  gf: string;
}

const keys = ['group', 'ddzt', 'qsrq', 'zzrq', 'gf'] as const;

/** The filters of an address; the uncompleted orders of the default period when it says nothing. */
export function parseOrderFilters(search: URLSearchParams, now: Date): OrderFilters {
  const get = (key: string) => (search.get(key) ?? '').trim();
  const period = defaultPeriod(now);
  const group = get('group');
  const ddzt = get('ddzt');
  return {
    group: (orderGroups as readonly string[]).includes(group) ? (group as OrderGroup) : 'uncompleted',
    ddzt: ddzt !== '103' && lookupEntry(orderStatus, ddzt) ? ddzt : '',
    qsrq: isIsoDay(get('qsrq')) ? get('qsrq') : period.qsrq,
    zzrq: isIsoDay(get('zzrq')) ? get('zzrq') : period.zzrq,
    gf: get('gf'),
  };
}

/** The address's search for the filters (other parameters are the caller's to keep). */
export function orderSearch(filters: OrderFilters): string {
  const search = new URLSearchParams();
  for (const key of keys) if (filters[key].trim() !== '') search.set(key, filters[key].trim());
  return search.toString();
}

export const orderFilterKeys: readonly string[] = keys;

/** The list query: the server filters status, period and buyer; the group is applied to the rows (it is not a server filter). */
export function orderQuery(filters: OrderFilters, diskId?: string | null): GetOrderListApiArg {
  return {
    ...(diskId ? { diskId } : {}),
    page: 1,
    pageSize: INQUIRY_MAX_ROWS,
    qsrq: filters.qsrq,
    zzrq: filters.zzrq,
    ...(filters.ddzt ? { ddzt: Number(filters.ddzt) } : {}),
    ...(filters.gf ? { gf: filters.gf } : {}),
  };
}
