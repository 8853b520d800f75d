import { describe, expect, it } from 'vitest';
import { actionOf } from './actions';

describe('actionOf', () => {
  it.each([
    ['1', null],
    ['2', 'copy'],
    ['3', 'writeBack'],
    ['4', null],
  ] as const)('status %s offers %s', (cbzt, action) => expect(actionOf({ cbzt })).toBe(action));
});
