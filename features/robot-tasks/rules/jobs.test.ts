import { describe, expect, it } from 'vitest';
import { isActive, jobActions, runAtOf } from './jobs';

describe('what a robot job leads to (spec 01 §4 robot task states)', () => {
  it.each([
    [2, ['face', 'recheck']],
    [3, ['login', 'recheck']],
    [4, ['recheck']],
    [-1, ['recheck']],
    [5, ['cancel']],
    [1, []],
    [0, []],
  ] as const)('state %i -> %j', (state, actions) => {
    expect(jobActions({ state })).toEqual(actions);
  });

  it('is active while queued, running or waiting', () => {
    expect([5, 1, 2, 3, 4, 0, -1].filter((state) => isActive({ state: state as 0 }))).toEqual([5, 1, 2, 3]);
  });
});

describe('when a new job runs (Asia/Shanghai)', () => {
  it('now, tonight at 22:00 or tomorrow at 06:00', () => {
    const morning = new Date('2026-11-22T10:00:00+08:00');
    expect(runAtOf('now', morning)).toBeUndefined();
    expect(runAtOf('tonight', morning)).toBe(new Date('2026-11-22T22:00:00+08:00').toISOString());
    expect(runAtOf('morning', morning)).toBe(new Date('2026-11-23T06:00:00+08:00').toISOString());
  });

  it('tonight after 22:00 is tomorrow night; the morning after midnight is the same day\'s', () => {
    expect(runAtOf('tonight', new Date('2026-11-22T23:30:00+08:00'))).toBe(new Date('2026-11-23T22:00:00+08:00').toISOString());
    expect(runAtOf('morning', new Date('2026-11-23T01:00:00+08:00'))).toBe(new Date('2026-11-23T06:00:00+08:00').toISOString());
  });
});
