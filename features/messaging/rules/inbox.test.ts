import { describe, expect, it } from 'vitest';
import { clampPage, firstInboxView, inboxArgs, unreadBadge } from './inbox';

describe('inboxArgs', () => {
  it.each([
    ['first page, all', firstInboxView, { page: 1, pageSize: 20 }],
    ['page 2 of 50, unread only', { page: 2, pageSize: 50, unreadOnly: true }, { page: 2, pageSize: 50, read: 0 }],
  ])('%s', (_name, view, expected) => {
    expect(inboxArgs(view)).toEqual(expected);
  });
});

describe('clampPage', () => {
  it.each([
    [1, 36, 20, 1],
    [2, 36, 20, 2],
    [3, 36, 20, 2],
    [2, 20, 20, 1],
    [2, 0, 20, 1],
    [0, 36, 20, 1],
  ])('page %i of %i rows by %i -> %i', (page, total, size, expected) => {
    expect(clampPage(page, total, size)).toBe(expected);
  });
});

describe('unreadBadge', () => {
  it.each([
    [undefined, null],
    [0, null],
    [-1, null],
    [1, '1'],
    [9, '9'],
    [99, '99'],
    [100, '99+'],
  ])('%j -> %j', (count, expected) => {
    expect(unreadBadge(count)).toBe(expected);
  });
});
