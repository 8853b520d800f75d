import { beforeEach, describe, expect, it } from 'vitest';
import { NARROW_SCREEN, loadNavCollapsed, saveNavCollapsed } from './preference';

const KEY = 'portal.navCollapsed';

describe('the remembered collapsed navigation, per user', () => {
  beforeEach(() => localStorage.clear());
  it('is expanded until a user collapses it, and per user', () => {
    expect(loadNavCollapsed(KEY, 'U1001')).toBe(false);
    saveNavCollapsed(KEY, 'U1001', true);
    expect([loadNavCollapsed(KEY, 'U1001'), loadNavCollapsed(KEY, 'U3001')]).toEqual([true, false]);
    saveNavCollapsed(KEY, 'U3001', true);
    saveNavCollapsed(KEY, 'U1001', false);
    expect([loadNavCollapsed(KEY, 'U1001'), loadNavCollapsed(KEY, 'U3001')]).toEqual([false, true]);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ U1001: false, U3001: true });
  });
  it.each(['not json', '[true]', 'null'])('reads a broken value %j as expanded', (raw) => {
    localStorage.setItem(KEY, raw);
    expect(loadNavCollapsed(KEY, 'U1001')).toBe(false);
  });
  it('starts collapsed on a narrow screen (a phone) until the user opens it, and keeps that choice', () => {
    expect(loadNavCollapsed(KEY, 'U1001', localStorage, true)).toBe(true);
    expect(loadNavCollapsed(KEY, 'U1001', localStorage, false)).toBe(false);
    saveNavCollapsed(KEY, 'U1001', false);
    expect(loadNavCollapsed(KEY, 'U1001', localStorage, true)).toBe(false);
    saveNavCollapsed(KEY, 'U3001', true);
    expect(loadNavCollapsed(KEY, 'U3001', localStorage, false)).toBe(true);
  });
  it('reads the screen: collapsed where the window matches the narrow-screen query', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query === NARROW_SCREEN, media: query })) as unknown as typeof window.matchMedia;
    try {
      expect(loadNavCollapsed(KEY, 'U1001')).toBe(true);
    } finally {
      window.matchMedia = original;
    }
  });
  it('has no choice without a user', () => {
    saveNavCollapsed(KEY, null, true);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(loadNavCollapsed(KEY, null)).toBe(false);
  });
});
