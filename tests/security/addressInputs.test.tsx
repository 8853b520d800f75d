import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { guard, type GuardSession } from '../../app/router';
import { taxBureauApi } from '../../features/tax-bureau/api';
import { attachApi } from '../../platform/api/attachApi';
import { initialSessionState, loadSession, SESSION_STORAGE_KEY } from '../../platform/session';
import { createStore } from '../../platform/store';

// docs/security.md (paths and ids): ids from the address cannot leave their place. Before the change a generated endpoint put a diskId
// holding '../' and '?' into the URL as it was (an authenticated call to another API path), and the guard took any
// ?diskId= into the session as given. Both tests below failed then.

const hostile = ['../../v1/account/logout?', 'a?b=1', 'x#frag', 'a%2Fb', '../x?y#z%2F'];

describe('path parameters of generated endpoints', () => {
  const seen: string[] = [];
  const server = setupServer(
    http.all('*', ({ request }) => {
      seen.push(request.url);
      return HttpResponse.json({ code: 0, msg: '', data: { status: 0, statusStr: '未登录' } });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());

  it.each(hostile)('a diskId %j reaches the server as one encoded path segment of the declared path', async (diskId) => {
    seen.length = 0;
    const store = createStore({ session: { ...initialSessionState, token: 't', tokenExpiresAt: Date.now() + 3_600_000 }, persist: false });
    attachApi(store);
    await store.dispatch(taxBureauApi.endpoints.getTaxLoginStatus.initiate({ diskId }));
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!);
    const prefix = '/v2/terminal/operation/qd/loginStatus/';
    expect(url.pathname.startsWith(prefix)).toBe(true);
    const segment = url.pathname.slice(prefix.length);
    expect(segment).not.toContain('/');
    expect(decodeURIComponent(segment)).toBe(diskId);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
  });

  it('every generated endpoint encodes its path parameters (scripts/codegen.mjs)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const raw: string[] = [];
    for (const folder of readdirSync(path.join(root, 'features'))) {
      let text: string;
      try {
        text = readFileSync(path.join(root, 'features', folder, 'api.ts'), 'utf8');
      } catch {
        continue;
      }
      for (const [url] of text.matchAll(/url: `[^`]*`/g)) if (/\$\{queryArg/.test(url)) raw.push(`${folder}: ${url}`);
    }
    expect(raw).toEqual([]);
  });
});

describe('ids from the address (the guard)', () => {
  const member: GuardSession = { token: 't', roleType: 1, diskId: '661000000001', hasTerminalInfo: true };
  const noDisk: GuardSession = { token: 't', roleType: 1, hasTerminalInfo: false };

  it.each(hostile)('an ill-formed ?diskId=%j never selects a disk: the session’s disk takes its place', (diskId) => {
    const decision = guard({ pathname: '/member/positive', search: `?${new URLSearchParams({ diskId })}` }, member);
    expect(decision).toEqual({ redirect: '/member/positive?diskId=661000000001', reason: 'diskId' });
  });

  it.each(hostile)('an ill-formed ?diskId=%j without a disk in the session is dropped from the address', (diskId) => {
    const decision = guard({ pathname: '/member/positive', search: `?page=2&${new URLSearchParams({ diskId })}` }, noDisk);
    expect(decision).toEqual({ redirect: '/member/positive?page=2', reason: 'malformedId' });
    const next = guard({ pathname: '/member/positive', search: '?page=2' }, noDisk);
    expect(next).toMatchObject({ allow: true });
    expect(next).not.toHaveProperty('diskId');
  });

  it('an ill-formed id in the path goes to /error; a well-formed one selects its disk', () => {
    expect(guard({ pathname: `/account/buyInvoice/${encodeURIComponent('..?x')}/5`, search: '' }, { ...member, roleType: 3 })).toEqual({ redirect: '/error', reason: 'malformedId' });
    expect(guard({ pathname: '/account/buyInvoice/D7/5', search: '?diskId=D7' }, { ...member, roleType: 3 })).toMatchObject({ allow: true, diskId: 'D7', selectDisk: true });
  });

  it('a disk id in stored state that is not an id is not loaded into the session', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't', diskId: '../v1/account?x', terminal: { diskId: '../v1/account?x' } }));
    expect(loadSession()).toMatchObject({ token: 't', diskId: null, terminal: null });
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't', diskId: '661000000001' }));
    expect(loadSession().diskId).toBe('661000000001');
    localStorage.clear();
  });
});
