import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { taxBureauApi } from '../../features/tax-bureau/api';
import { server } from '../../mocks/node';
import { attachApi } from '../../platform/api/attachApi';
import { initialSessionState } from '../../platform/session';
import { createStore } from '../../platform/store';
import { demoSession, withEmbeddedBackend } from '../support/renderPortal';

// Spec 02 §3 and docs/security.md: the tax-bureau secrets (dlmm, dlsfmm, keypwd) are encrypted before sending and decrypted
// when loaded, by the request layer, for whoever calls the bind operations. Before the change the bind request
// body carried them in clear (this test failed); now the wire carries only sealed values, the embedded backend
// opens them, and the screens get them back in clear.

withEmbeddedBackend();

const secrets = { dlmm: '企业密码Abc#123', dlsfmm: '身份密码-456', keypwd: '87654321' };
const diskId = '661000000001';
const profile = { diskId, termType: 1, tsp: 'IT200', dqbm: 'shanghai', dlsf: '7', dlfs: '1', dlzh: '13910000000', isKp: 1 as const, deviceType: 1 as const, ...secrets };

/** Every request body and reply the wire saw, as text. */
let wire: { url: string; body: string; reply: Promise<string> }[];
const onRequest = ({ request }: { request: Request }) => {
  const entry = { url: request.url, body: '', reply: Promise.resolve('') };
  wire.push(entry);
  void request.clone().text().then((text) => (entry.body = text));
};
const onResponse = ({ request, response }: { request: Request; response: Response }) => {
  const entry = wire.find((e) => e.url === request.url);
  if (entry) entry.reply = response.clone().text();
};
beforeEach(() => {
  wire = [];
  server.events.on('request:start', onRequest);
  server.events.on('response:mocked', onResponse);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  server.events.removeListener('response:mocked', onResponse);
});

function signedInStore() {
  const store = createStore({ session: { ...initialSessionState, ...demoSession('provider') }, persist: false });
  attachApi(store);
  return store;
}

describe('tax-bureau secrets on the wire', () => {
  it('a bind request body carries no secret in clear, and the backend opens what it carries', async () => {
    const store = signedInStore();
    const result = await store.dispatch(taxBureauApi.endpoints.bindTaxAccount.initiate({ profileList: { list: [profile] } }));
    expect(result.error).toBeUndefined();
    expect(result.data?.code).toBe(0);
    const bind = wire.find((e) => e.url.includes('/auth/bind'))!;
    await new Promise((r) => setTimeout(r, 0));
    for (const secret of Object.values(secrets)) expect(bind.body).not.toContain(secret);
    const sent = JSON.parse(bind.body) as { list: Record<string, string>[] };
    for (const field of Object.keys(secrets)) expect(sent.list[0]![field]).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(sent.list[0]!.dlzh).toBe('13910000000');
  });

  it('saved secrets come back sealed on the wire and in clear to the screen; nothing of them in the URL', async () => {
    const store = signedInStore();
    const saved = await store.dispatch(taxBureauApi.endpoints.bindAndSaveTaxAccount.initiate({ profileList: { list: [profile] } }));
    expect(saved.data?.code).toBe(0);
    const info = await store.dispatch(taxBureauApi.endpoints.getAuthorizationInfo.initiate({ diskId }));
    expect(info.data?.data?.list?.[0]).toMatchObject(secrets);
    const reply = await wire.find((e) => e.url.includes('/auth/info'))!.reply;
    for (const secret of Object.values(secrets)) expect(reply).not.toContain(secret);
    for (const { url, body } of wire) for (const secret of Object.values(secrets)) {
      expect(url).not.toContain(encodeURIComponent(secret));
      if (!url.includes('/auth/')) expect(body).not.toContain(secret);
    }
  });

  it('the backend refuses a secret sent in clear', async () => {
    const response = await fetch(`${location.origin}/v2/terminal/operation/auth/bind`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${demoSession('provider').token}` },
      body: JSON.stringify({ list: [profile] }),
    });
    expect(await response.json()).toMatchObject({ code: 201300031 });
  });

  it('after linking, no secret is found in clear in localStorage, sessionStorage or IndexedDB', async () => {
    // A persisted store, as in the portal: whatever it keeps goes to the browser's storage.
    const store = createStore({ session: { ...initialSessionState, ...demoSession('provider') }, persist: true });
    attachApi(store);
    await store.dispatch(taxBureauApi.endpoints.bindAndSaveTaxAccount.initiate({ profileList: { list: [profile] } }));
    await store.dispatch(taxBureauApi.endpoints.bindTaxAccount.initiate({ profileList: { list: [profile] } }));
    const info = await store.dispatch(taxBureauApi.endpoints.getAuthorizationInfo.initiate({ diskId }));
    expect(info.data?.data?.list?.[0]).toMatchObject(secrets);
    await new Promise((r) => setTimeout(r, 50));

    const stored: string[] = [];
    for (const area of [localStorage, sessionStorage]) {
      for (let k = 0; k < area.length; k += 1) stored.push(`${area.key(k)}=${area.getItem(area.key(k)!)}`);
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(storeName, 'readonly').objectStore(storeName).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        stored.push(JSON.stringify(rows));
      }
      db.close();
    }
    // The search reached the browser's IndexedDB (jsdom's stand-in here; Chromium's in tests/e2e/taxBureau.e2e.ts).
    expect(typeof indexedDB.databases).toBe('function');
    for (const secret of Object.values(secrets)) expect(stored.join('\n')).not.toContain(secret);
    for (const { url } of wire) for (const secret of Object.values(secrets)) expect(decodeURIComponent(url)).not.toContain(secret);
  });
});
