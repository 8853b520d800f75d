import { describe, expect, it } from 'vitest';
import { EXPORT_TASK_THRESHOLD, exportRunsAsTask, parseInquiryFilters, type InquiryFilters } from './inquiry';
import { SAVED_FILTERS_MAX, savedFilterNameIssue, savedFiltersOf, storedSavedFilters, withoutSavedFilter, withSavedFilter } from './savedFilters';

const now = new Date('2026-11-20T10:00:00+08:00');
const base = parseInquiryFilters(new URLSearchParams(), now);
const issued: InquiryFilters = { ...base, fpzt: '3' };

describe('saved inquiry filters', () => {
  it('round-trips through the session store entry, in the order saved', () => {
    const list = withSavedFilter(withSavedFilter([], ' 已开具 ', issued), '全部', base);
    expect(list.map((s) => s.name)).toEqual(['已开具', '全部']);
    expect(savedFiltersOf(JSON.parse(JSON.stringify(storedSavedFilters(list))) as Record<string, unknown>)).toEqual(list);
  });
  it('replaces a known name in place and deletes by name', () => {
    const list = withSavedFilter(withSavedFilter([], 'A', base), 'B', base);
    const replaced = withSavedFilter(list, 'A', issued);
    expect(replaced.map((s) => [s.name, s.filters.fpzt])).toEqual([['A', '3'], ['B', '']]);
    expect(withoutSavedFilter(replaced, 'A').map((s) => s.name)).toEqual(['B']);
  });
  it.each<[string, string, number, string | null]>([
    ['empty', '  ', 0, 'invoices:saved.nameRequired'],
    ['too long', '一'.repeat(21), 0, 'invoices:saved.nameTooLong'],
    ['twenty characters', '一'.repeat(20), 0, null],
    ['a new name when full', 'new', SAVED_FILTERS_MAX, 'invoices:saved.full'],
    ['a known name when full', 'n0', SAVED_FILTERS_MAX, null],
  ])('name check: %s', (_case, name, count, key) => {
    const list = Array.from({ length: count }, (_, i) => ({ name: `n${i}`, filters: base }));
    expect(savedFilterNameIssue(list, name)?.key ?? null).toBe(key);
  });
  it('drops malformed stored entries (tampered storage)', () => {
    const stored = { list: [{ name: 'ok', filters: base }, { name: 'x' }, { name: '', filters: base }, { name: 'bad', filters: { ...base, fpzt: 3 } }, 'junk', { name: 'ok', filters: issued }] };
    expect(savedFiltersOf(stored).map((s) => s.name)).toEqual(['ok']);
    expect(savedFiltersOf(undefined)).toEqual([]);
    expect(savedFiltersOf({ list: 'no' })).toEqual([]);
  });
});

describe('large exports', () => {
  it('run as a task above the threshold only', () => {
    expect(exportRunsAsTask(EXPORT_TASK_THRESHOLD)).toBe(false);
    expect(exportRunsAsTask(EXPORT_TASK_THRESHOLD + 1)).toBe(true);
  });
});
