import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELLIPSIS, isTruncated, truncateText } from './truncate';

describe('truncateText', () => {
  it.each([
    ['', 21, ''],
    ['abc', 3, 'abc'],
    ['abcd', 3, 'abc…'],
    ['开票账号：91330106MA2B3C4D5E；查询账号：13800138000', 21, '开票账号：91330106MA2B3C4D…'],
    ['𠀀𠀁𠀂', 2, '𠀀𠀁…'],
    ['abc', 0, '…'],
  ])('truncateText(%j, %i) is %j', (text, max, expected) => {
    expect(truncateText(text, max)).toBe(expected);
  });

  it('keeps text that fits, otherwise keeps exactly max characters and adds one ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.nat(40), (text, max) => {
        const out = truncateText(text, max);
        const chars = Array.from(text);
        if (chars.length <= max) {
          expect(out).toBe(text);
          expect(isTruncated(text, max)).toBe(false);
        } else {
          expect(out).toBe(chars.slice(0, max).join('') + ELLIPSIS);
          expect(Array.from(out)).toHaveLength(max + 1);
          expect(isTruncated(text, max)).toBe(true);
        }
      }),
    );
  });
});
