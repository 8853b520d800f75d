import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellId, cellOf, gridColumns } from './fieldIssues';

const element = (id: string) => {
  const input = document.createElement('input');
  input.id = id;
  return input;
};

describe('cellOf: the cell of an editor', () => {
  it('reads back the line and column cellId wrote, whatever the line id', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom(...gridColumns), (lineId, column) => {
        expect(cellOf(element(cellId(lineId, column)))).toEqual({ lineId, column });
      }),
    );
  });

  it.each([['issue-field-remark'], ['issue-line-a-tax'], ['other'], ['']])('is null for the element %j', (id) => {
    expect(cellOf(element(id))).toBeNull();
  });

  it('is null for what is not an element', () => {
    expect(cellOf(null)).toBeNull();
    expect(cellOf(window)).toBeNull();
  });
});
