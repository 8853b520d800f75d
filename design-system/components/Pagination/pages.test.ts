import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageAfterResize, pageCountOf, pageItems, parseJump } from './pages';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [3, 9, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [1, 20, [1, 2, 3, 4, 5, 'jump-next', 20]],
    [4, 20, [1, 2, 3, 4, 5, 6, 'jump-next', 20]],
    [5, 20, [1, 2, 3, 4, 5, 6, 7, 'jump-next', 20]],
    [10, 20, [1, 'jump-previous', 8, 9, 10, 11, 12, 'jump-next', 20]],
    [17, 20, [1, 'jump-previous', 15, 16, 17, 18, 19, 20]],
    [20, 20, [1, 'jump-previous', 16, 17, 18, 19, 20]],
  ])('page %i of %i', (page, count, expected) => {
    expect(pageItems(page, count)).toEqual(expected);
  });

  it('always shows the first, the last and the current page, in order, at most 9 items', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (a, b) => {
        const count = Math.max(a, b);
        const page = Math.min(a, b);
        const items = pageItems(page, count);
        const numbers = items.filter((i): i is number => typeof i === 'number');
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(count);
        expect(numbers).toContain(page);
        expect(items.length).toBeLessThanOrEqual(9);
        // Consecutive numbers are adjacent pages; an ellipsis stands for at least two hidden pages.
        for (let i = 1; i < items.length; i++) {
          const prev = items[i - 1]!;
          const cur = items[i]!;
          if (typeof prev === 'number' && typeof cur === 'number') expect(cur - prev).toBe(1);
          if (typeof cur !== 'number') {
            const next = items[i + 1] as number;
            expect(next - (prev as number)).toBeGreaterThanOrEqual(3);
          }
        }
      }),
    );
  });
});

describe('page size and jump', () => {
  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(101, 50)).toBe(3);
  });

  it('keeps the first record of the page in view when the size changes', () => {
    expect(pageAfterResize(3, 20, 50, 1000)).toBe(1); // record 41 is on page 1 of 50
    expect(pageAfterResize(6, 20, 50, 1000)).toBe(3); // record 101 is on page 3 of 50
    expect(pageAfterResize(10, 100, 20, 120)).toBe(6); // clamped to the last page
  });

  it('parses the quick jump: digits only, brought into the page range', () => {
    expect(parseJump('7', 10)).toBe(7);
    expect(parseJump(' 12 ', 10)).toBe(10);
    expect(parseJump('0', 10)).toBe(1);
    expect(parseJump('', 10)).toBeNull();
    expect(parseJump('3a', 10)).toBeNull();
    expect(parseJump('-2', 10)).toBeNull();
  });
});
