import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearStorageOnSignOut,
  ENTRANCE_STORAGE_KEY,
  entranceMismatch,
  initialSessionState,
  loadSession,
  loginEntrance,
  loginPathFor,
  persistSession,
  profileUpdated,
  roleHome,
  searchFiltersSaved,
  sessionReducer,
  SESSION_STORAGE_KEY,
  signedIn,
  signedOut,
  terminalInfoLoaded,
  terminalSelected,
  tokenDecision,
  tokenRefreshed,
  watchUserInfoInit,
} from './index';

describe('roles and entrances (spec 01 §1, §4; spec 02 §6)', () => {
  it.each([
    [1, '/member/v3Home'],
    [2, '/service/home'],
    [3, '/account/home'],
    [4, undefined],
    [null, undefined],
  ])('roleHome(%s) is %s', (role, home) => {
    expect(roleHome(role)).toBe(home);
  });

  it.each([
    [2, '/serviceLogin'],
    [3, '/accountLogin'],
    [4, '/branchLogin'],
    [5, '/groupLogin'],
    [6, '/shortcutsLogin'],
    [1, '/accountLogin'],
    [0, '/accountLogin'],
    [99, '/accountLogin'],
    [null, '/accountLogin'],
    [undefined, '/accountLogin'],
    // a stored or server value naming an Object.prototype member is not an entrance
    ['toString' as unknown as number, '/accountLogin'],
    ['constructor' as unknown as number, '/accountLogin'],
  ])('loginEntrance(%s) is %s', (code, path) => {
    expect(loginEntrance(code)).toBe(path);
  });

  it.each([
    // remembered entrance, role code, bounce to
    ['/serviceLogin', 2, null],
    ['/serviceLOgin', 2, null],
    ['/12/serviceLogin', 6, null],
    ['/accountLogin', 3, null],
    ['/agencyLogin', 3, null],
    ['/8/agencyLogin', 3, null],
    ['/groupLogin', 5, null],
    ['/branchLogin', 4, null],
    ['/accountLogin', 1, null],
    ['/login', 2, null], // generic entrances fit everyone
    ['/3/login', 3, null],
    ['/channel/login', 5, null],
    [null, 2, null],
    ['/serviceLogin', 3, '/accountLogin'],
    ['/accountLogin', 2, '/serviceLogin'],
    ['/groupLogin', 3, '/accountLogin'],
    ['/accountLogin', 5, '/groupLogin'],
    ['/branchLogin', 5, '/groupLogin'],
    ['/serviceLogin?x=1', 4, '/branchLogin'],
    ['/serviceLogin', 1, '/accountLogin'],
  ])('entrance %s for code %s bounces to %s', (remembered, code, bounce) => {
    expect(entranceMismatch(remembered, code)).toBe(bounce);
  });

  it('sends a signed-out user to the remembered entrance when it fits, else to the role entrance', () => {
    expect(loginPathFor({ rememberedEntrance: '/5/serviceLogin', roleType: 2 })).toBe('/5/serviceLogin');
    expect(loginPathFor({ rememberedEntrance: '/login', roleType: 1 })).toBe('/login');
    expect(loginPathFor({ rememberedEntrance: '/serviceLogin', roleType: 3 })).toBe('/accountLogin');
    expect(loginPathFor({ rememberedEntrance: null, roleType: 3, trueRoleType: 5 })).toBe('/groupLogin');
    expect(loginPathFor({})).toBe('/accountLogin');
  });
});

describe('token decision (spec 01 §4, §9)', () => {
  const now = 1_700_000_000_000;
  it.each([
    [null, now, 'none'],
    ['t', null, 'fresh'],
    ['t', now + 600_000, 'fresh'],
    ['t', now + 599_999, 'refresh'],
    ['t', now, 'refresh'],
    ['t', now - 86_400_000, 'refresh'],
    ['t', now - 86_400_001, 'stale'],
  ] as const)('token %s expiring at %s: %s', (token, expiresAt, decision) => {
    expect(tokenDecision(token, expiresAt, now)).toBe(decision);
  });
});

describe('session slice (spec 01 §3)', () => {
  const token = { access_token: 'a', refresh_token: 'r', expires_in: 7200 };

  it('holds every field of the session store', () => {
    expect(Object.keys(initialSessionState).sort()).toEqual(
      [
        'token', 'refreshToken', 'tokenExpiresAt', 'uid', 'phone', 'roleType', 'accountRoleCode', 'trueRoleType', 'vipLevel',
        'vipEntrancePath', 'outletId', 'agencyTaxerId', 'enterpriseTaxerId', 'serviceOutletId', 'redirectUrl', 'backPath',
        'userName', 'memberChannel', 'tabList', 'searchFilters', 'rememberedEntrance', 'diskId', 'terminal',
        // not a stored field: where the router gate takes the user when the session ends (never persisted)
        'ended',
      ].sort(),
    );
  });

  it('signs in with an absolute expiry, refreshes, signs out keeping only the remembered entrance', () => {
    let state = sessionReducer(undefined, signedIn({ token, receivedAt: 1000, profile: { roleType: 2, uid: 'u', phone: '13800000000' }, entrance: '/serviceLogin' }));
    expect(state).toMatchObject({ token: 'a', refreshToken: 'r', tokenExpiresAt: 1000 + 7_200_000, roleType: 2, rememberedEntrance: '/serviceLogin' });
    state = sessionReducer(state, tokenRefreshed({ token: { access_token: 'b', refresh_token: 's', expires_in: 60 }, receivedAt: 5000 }));
    expect(state).toMatchObject({ token: 'b', refreshToken: 's', tokenExpiresAt: 65_000 });
    state = sessionReducer(state, searchFiltersSaved({ page: 'inquire', filters: { kw: 'x' } }));
    state = sessionReducer(state, profileUpdated({ userName: '张三' }));
    expect(state.searchFilters).toEqual({ inquire: { kw: 'x' } });
    expect(state.userName).toBe('张三');
    state = sessionReducer(state, signedOut({ reason: 'user' }));
    expect(state).toEqual({ ...initialSessionState, rememberedEntrance: '/serviceLogin' });
  });

  it('keeps terminal info only for the same disk', () => {
    let state = sessionReducer(undefined, terminalInfoLoaded({ diskId: 'd1', taxerName: 'A' }));
    state = sessionReducer(state, terminalSelected({ diskId: 'd1' }));
    expect(state.terminal).toEqual({ diskId: 'd1', taxerName: 'A' });
    state = sessionReducer(state, terminalSelected({ diskId: 'd2' }));
    expect(state).toMatchObject({ diskId: 'd2', terminal: null });
  });
});

describe('persistence in localStorage', () => {
  beforeEach(() => localStorage.clear());

  it('loads what was saved, and ignores corrupt or mistyped values', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't', roleType: 3, tabList: 'oops', terminal: { diskId: 'd' }, unknown: 1 }));
    localStorage.setItem(ENTRANCE_STORAGE_KEY, '/groupLogin');
    expect(loadSession()).toEqual({ ...initialSessionState, token: 't', roleType: 3, terminal: { diskId: 'd' }, rememberedEntrance: '/groupLogin' });
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(loadSession().token).toBeNull();
    expect(loadSession(null)).toEqual(initialSessionState);
  });

  it('saves on change; sign-out clears local storage but the remembered entrance and kept keys', () => {
    const store = configureStore({ reducer: { session: sessionReducer } });
    const stop = persistSession(store, { keep: ['portal.language'] });
    store.dispatch(signedIn({ token: { access_token: 'a', refresh_token: 'r', expires_in: 60 }, receivedAt: 0, profile: { roleType: 1 }, entrance: '/login' }));
    store.dispatch(terminalSelected({ diskId: 'd9' }));
    localStorage.setItem('portal.language', 'en-US');
    localStorage.setItem('other', 'x');
    expect(loadSession()).toMatchObject({ token: 'a', diskId: 'd9', rememberedEntrance: '/login' });
    store.dispatch(signedOut({ reason: 'user' }));
    expect(localStorage.getItem('other')).toBeNull();
    expect(localStorage.getItem('portal.language')).toBe('en-US');
    expect(loadSession()).toEqual({ ...initialSessionState, rememberedEntrance: '/login' });
    stop();
  });

  it('clearStorageOnSignOut keeps the entrance', () => {
    localStorage.setItem(ENTRANCE_STORAGE_KEY, '/branchLogin');
    localStorage.setItem('x', '1');
    clearStorageOnSignOut();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem(ENTRANCE_STORAGE_KEY)).toBe('/branchLogin');
  });
});

describe('user info init (spec 01 §4: delayed 5 s after the phone appears)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, 5 s after the phone appears; a sign-out before then cancels it', () => {
    const store = configureStore({ reducer: { session: sessionReducer } });
    const init = vi.fn();
    const stop = watchUserInfoInit(store, init);
    store.dispatch(profileUpdated({ phone: '13800000000' }));
    vi.advanceTimersByTime(4999);
    expect(init).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(init).toHaveBeenCalledExactlyOnceWith('13800000000');
    store.dispatch(signedOut({ reason: 'user' }));
    store.dispatch(profileUpdated({ phone: '13900000000' }));
    vi.advanceTimersByTime(1000);
    store.dispatch(signedOut({ reason: 'user' }));
    vi.advanceTimersByTime(10_000);
    expect(init).toHaveBeenCalledTimes(1);
    stop();
  });
});
