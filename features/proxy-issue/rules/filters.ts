// The applications list's filters as the address keeps them (a link reproduces the view).
import { areaPrefixes, type Area } from '../../../platform/routing';
import type { ApplyStatus, GetProxyApplicationsApiArg } from '../api';

export interface ApplicationFilters {
  applyStatus: '' | `${ApplyStatus}`;
  qsrq: string;
  zzrq: string;
  kw: string;
}

export const applicationFilterKeys = ['applyStatus', 'qsrq', 'zzrq', 'kw'];
export const applyStatusCodes = ['1', '2', '3', '4'] as const;

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

export function parseApplicationFilters(search: URLSearchParams): ApplicationFilters {
  const status = search.get('applyStatus') ?? '';
  const qsrq = search.get('qsrq') ?? '';
  const zzrq = search.get('zzrq') ?? '';
  return {
    applyStatus: (applyStatusCodes as readonly string[]).includes(status) ? (status as ApplicationFilters['applyStatus']) : '',
    qsrq: isDay(qsrq) ? qsrq : '',
    zzrq: isDay(zzrq) ? zzrq : '',
    kw: (search.get('kw') ?? '').trim(),
  };
}

export function applicationSearch(filters: ApplicationFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
}

export function applicationQuery(filters: ApplicationFilters, page: number, pageSize: number): GetProxyApplicationsApiArg {
  return {
    ...(filters.applyStatus ? { applyStatus: Number(filters.applyStatus) as ApplyStatus } : {}),
    ...(filters.qsrq ? { qsrq: filters.qsrq } : {}),
    ...(filters.zzrq ? { zzrq: filters.zzrq } : {}),
    ...(filters.kw ? { kw: filters.kw } : {}),
    page,
    pageSize,
  };
}

/** The application page of an area the menus offer (member fullpower/yidaikai, agency fullpower/yidaikaiv2). */
export function proxyApplyPath(area: Area): string {
  return `${areaPrefixes[area]}/${area === 'account' ? 'fullpower/yidaikaiv2' : 'fullpower/yidaikai'}`;
}

/** The tab of the application pages (?tab=records shows the applications). */
export const RECORDS_TAB = 'records';
