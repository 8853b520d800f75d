// The terminal list pages' filters and paging as request arguments (spec 01 §4 'Terminal filter', spec 02 §9).
// Pure: no React, no i18n. The codes come from the lookup tables, so a filter cannot ask for an unknown code.
import { lookupCodes, packageServiceStatus, terminalFilterCodes } from '../../lookups';
import type { GetEquipmentListApiArg } from '../api';

/** spec 02 §9: page sizes 20, 50, 100; general default 20. */
export const TERMINAL_PAGE_SIZES = [20, 50, 100] as const;
export const TERMINAL_DEFAULT_PAGE_SIZE = 20;

/** Online filter codes in the spec's order: online 1, offline 2, unavailable -321, unknown 0. */
export const onlineFilterCodes = terminalFilterCodes;
/** Service status codes of a terminal (spec 01 §4): 0, 1, 3, 4, 6. */
export const serviceStatusFilterCodes = lookupCodes(packageServiceStatus);
/** Verification status (qdStatus, spec 01 §4): 0 not passed, 1 passed, 2 unverified, 3 error (every code above 2). */
export const verificationFilterCodes = ['0', '1', '2', '3'] as const;

/** What the user chose; '' means 全部 (no filter). */
export interface TerminalListFilter {
  /** Company name, tax number or disk number. */
  key: string;
  online: string;
  serviceStatus: string;
  qdStatus: string;
}

export const emptyTerminalFilter: TerminalListFilter = { key: '', online: '', serviceStatus: '', qdStatus: '' };

function codeIn<T extends string>(codes: readonly T[], value: string): number | undefined {
  return (codes as readonly string[]).includes(value) ? Number(value) : undefined;
}

/**
 * The equipment-list request of a filter and a page: the search key trimmed (and left out when blank), each
 * status only when it is one of its table's codes, a page size outside 20/50/100 falls back to 20.
 */
export function equipmentListArgs(filter: TerminalListFilter, page: number, pageSize: number): GetEquipmentListApiArg {
  const key = filter.key.trim();
  const online = codeIn(onlineFilterCodes, filter.online);
  const serviceStatus = codeIn(serviceStatusFilterCodes, filter.serviceStatus);
  const qdStatus = codeIn(verificationFilterCodes, filter.qdStatus);
  const size = (TERMINAL_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : TERMINAL_DEFAULT_PAGE_SIZE;
  return {
    isPage: 1,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: size,
    ...(key ? { key } : {}),
    ...(online !== undefined ? { online: online as GetEquipmentListApiArg['online'] } : {}),
    ...(serviceStatus !== undefined ? { serviceStatus: serviceStatus as GetEquipmentListApiArg['serviceStatus'] } : {}),
    ...(qdStatus !== undefined ? { qdStatus } : {}),
  };
}
