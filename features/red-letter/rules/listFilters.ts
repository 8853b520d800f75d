// The red-letter list's filters as the address keeps them (a link reproduces the view).
import type { GetRedSheetListApiArg, RedSheet } from '../api';

export interface SheetFilters {
  status: string;
  direction: '' | RedSheet['direction'];
  qsrq: string;
  zzrq: string;
  kw: string;
}

export const sheetFilterKeys = ['status', 'direction', 'qsrq', 'zzrq', 'kw'];

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

export function parseSheetFilters(search: URLSearchParams): SheetFilters {
  const direction = search.get('direction') ?? '';
  const qsrq = search.get('qsrq') ?? '';
  const zzrq = search.get('zzrq') ?? '';
  return {
    status: /^\d{2}$/.test(search.get('status') ?? '') ? (search.get('status') as string) : '',
    direction: direction === 'sent' || direction === 'received' ? direction : '',
    qsrq: isDay(qsrq) ? qsrq : '',
    zzrq: isDay(zzrq) ? zzrq : '',
    kw: (search.get('kw') ?? '').trim(),
  };
}

/** The filters as query pairs (empty ones left out). */
export function sheetSearch(filters: SheetFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
}

/** The list call's arguments for a list of one kind (or both) of sheets. */
export function sheetQuery(filters: SheetFilters, sheetKind: RedSheet['sheetKind'] | null, diskId: string | null, page: number, pageSize: number): GetRedSheetListApiArg {
  return {
    ...(sheetKind ? { sheetKind } : {}),
    ...(diskId ? { diskId } : {}),
    ...sheetSearch(filters),
    page,
    pageSize,
  } as GetRedSheetListApiArg;
}
