import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { issue, type RuleIssue } from '../../../platform/rules';
import type { LocatedIssue } from './fieldIssues';
import { cellMessages, fieldMessages, isFormIssue, useStableMap } from './useIssueChecks';

const at = (i: RuleIssue, field: string | null, cell: LocatedIssue['cell'] = null): LocatedIssue => ({ issue: i, field, cell, rank: 0 });
const text = (i: RuleIssue) => `${i.key}`;
const located = [
  at(issue('purchaserInfo.buyerTaxerName', 'a.first'), 'purchaserInfo.buyerTaxerName'),
  at(issue('purchaserInfo.buyerTaxerName', 'a.second'), 'purchaserInfo.buyerTaxerName'),
  at(issue('goodsList.0.showName', 'b.name'), null, { lineId: 'l1', index: 0, column: 'showName' }),
  at(issue('goodsList.0.taxRate', 'b.rate'), null, { lineId: 'l1', index: 0, column: 'rate' }),
  at(issue('goodsList.0.name', 'b.nameAgain'), null, { lineId: 'l1', index: 0, column: 'showName' }),
  at(issue('goodsList', 'c.empty'), 'goodsList'),
  at(issue('', 'c.whole'), ''),
  at(issue('hardLimits.single', 'c.quota'), 'hardLimits.single'),
  at(issue('remark', 'd.remark'), 'remark'),
];

describe('where the checks show', () => {
  it('each field with its first message', () => {
    const map = fieldMessages(located, text);
    expect(map.get('purchaserInfo.buyerTaxerName')).toBe('a.first');
    expect(map.get('remark')).toBe('d.remark');
    expect(map.has('l1')).toBe(false);
  });

  it('each goods cell with its first message', () => {
    expect([...cellMessages(located, text)]).toEqual([['l1', { showName: 'b.name', rate: 'b.rate' }]]);
  });

  it('the goods list, the whole form and the quota above the totals', () => {
    expect(located.filter(isFormIssue).map((l) => l.issue.key)).toEqual(['c.empty', 'c.whole', 'c.quota']);
  });
});

describe('useStableMap', () => {
  it('keeps the map while its content is the same, and the empty one for no messages', () => {
    const empty: ReadonlyMap<string, string> = new Map();
    const { result, rerender } = renderHook((map: ReadonlyMap<string, string>) => useStableMap(map, empty), { initialProps: new Map() });
    expect(result.current).toBe(empty);
    const first = new Map([['remark', 'too long']]);
    rerender(first);
    expect(result.current).toBe(first);
    rerender(new Map([['remark', 'too long']]));
    expect(result.current).toBe(first);
    const second = new Map([['remark', 'still too long']]);
    rerender(second);
    expect(result.current).toBe(second);
  });
});
