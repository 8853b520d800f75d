import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../tests/support/render';
import { DescriptionList } from './DescriptionList';
import { fillRows } from './layout';

describe('fillRows', () => {
  it.each([
    { spans: [1, 1, 1, 1], columns: 3, expected: [1, 1, 1, 3] },
    { spans: [2, 2], columns: 3, expected: [3, 3] },
    { spans: [undefined, 5, 1], columns: 2, expected: [2, 2, 2] },
    { spans: [1, 1, 1, 1], columns: 2, expected: [1, 1, 1, 1] },
    { spans: [], columns: 3, expected: [] },
    { spans: [0, 1.7], columns: 4, expected: [1, 3] },
  ])('$spans in $columns columns -> $expected', ({ spans, columns, expected }) => {
    expect(fillRows(spans, columns)).toEqual(expected);
  });

  it('always fills whole rows with spans between 1 and the column count', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: -2, max: 8 }), { nil: undefined })), fc.integer({ min: 1, max: 4 }), (spans, columns) => {
        const out = fillRows(spans, columns);
        expect(out).toHaveLength(spans.length);
        for (const s of out) expect(s >= 1 && s <= columns).toBe(true);
        expect(out.reduce((a, b) => a + b, 0) % columns).toBe(0);
      }),
    );
  });
});

describe('DescriptionList', () => {
  it('renders dl/dt/dd, names the group by its title and marks empty values', () => {
    renderWithProviders(
      <DescriptionList
        title="T"
        items={[
          { key: 'a', label: 'A', value: 'x' },
          { key: 'b', label: 'B', value: null },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'T' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((el) => el.textContent)).toEqual(['A：', 'B：']);
    expect(screen.getAllByRole('definition').map((el) => el.textContent)).toEqual(['x', '-']);
  });

  it('has no colon in bordered cells, and the English colon in en-US', () => {
    const { unmount } = renderWithProviders(<DescriptionList bordered items={[{ key: 'a', label: 'A', value: 1 }]} />);
    expect(screen.getByRole('term').textContent).toBe('A');
    unmount();
    renderWithProviders(<DescriptionList items={[{ key: 'a', label: 'A', value: 1 }]} />, { lng: 'en-US' });
    expect(screen.getByRole('term').textContent).toBe('A:');
  });
});
