import { describe, expect, it } from 'vitest';
import { emptyTerminalFilter, equipmentListArgs, type TerminalListFilter } from './terminalListQuery';

const f = (over: Partial<TerminalListFilter>): TerminalListFilter => ({ ...emptyTerminalFilter, ...over });

describe('equipmentListArgs (spec 01 §4 terminal filter, spec 02 §9 paging)', () => {
  it.each<[string, TerminalListFilter, number, number, ReturnType<typeof equipmentListArgs>]>([
    ['nothing chosen: page 1 of 20', emptyTerminalFilter, 1, 20, { isPage: 1, page: 1, pageSize: 20 }],
    ['search key trimmed', f({ key: '  661000000001 ' }), 1, 20, { isPage: 1, page: 1, pageSize: 20, key: '661000000001' }],
    ['blank key left out', f({ key: '   ' }), 2, 50, { isPage: 1, page: 2, pageSize: 50 }],
    ['online 1', f({ online: '1' }), 1, 20, { isPage: 1, page: 1, pageSize: 20, online: 1 }],
    ['offline 2', f({ online: '2' }), 1, 20, { isPage: 1, page: 1, pageSize: 20, online: 2 }],
    ['unavailable -321', f({ online: '-321' }), 1, 20, { isPage: 1, page: 1, pageSize: 20, online: -321 }],
    ['unknown 0', f({ online: '0' }), 1, 20, { isPage: 1, page: 1, pageSize: 20, online: 0 }],
    ['an online code outside the filter is dropped', f({ online: '5' }), 1, 20, { isPage: 1, page: 1, pageSize: 20 }],
    ['service status 6', f({ serviceStatus: '6' }), 1, 100, { isPage: 1, page: 1, pageSize: 100, serviceStatus: 6 }],
    ['service status 2 is not a terminal reading', f({ serviceStatus: '2' }), 1, 20, { isPage: 1, page: 1, pageSize: 20 }],
    ['verification error 3', f({ qdStatus: '3' }), 1, 20, { isPage: 1, page: 1, pageSize: 20, qdStatus: 3 }],
    ['page size outside 20/50/100 falls back to 20', emptyTerminalFilter, 3, 30, { isPage: 1, page: 3, pageSize: 20 }],
    ['page below 1 is page 1', emptyTerminalFilter, 0, 50, { isPage: 1, page: 1, pageSize: 50 }],
    ['all at once', f({ key: '上海', online: '1', serviceStatus: '1', qdStatus: '0' }), 1, 20, { isPage: 1, page: 1, pageSize: 20, key: '上海', online: 1, serviceStatus: 1, qdStatus: 0 }],
  ])('%s', (_name, filter, page, pageSize, expected) => {
    expect(equipmentListArgs(filter, page, pageSize)).toEqual(expected);
  });
});
