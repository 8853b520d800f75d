import { describe, expect, it } from 'vitest';
import { usesDigitalAccount } from './digitalAccount';

describe('usesDigitalAccount (spec 01 §2: the digital-account edition in the disk-detection dialog)', () => {
  it.each<[unknown, boolean]>([
    [7, true],
    ['7', true],
    [' 7 ', true],
    [2, false],
    [4, false],
    [6, false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('disk type %j -> %s', (diskType, expected) => {
    expect(usesDigitalAccount({ diskType: diskType as never })).toBe(expected);
  });

  it('no terminal -> false', () => {
    expect(usesDigitalAccount(null)).toBe(false);
  });
});
