import type { i18n as I18n } from 'i18next';
import { storeReady } from '../../platform/deferredStore';
import type { AppStore } from '../../platform/store';
import { frameNamespaces } from './frameNamespaces';

// The signed-in frame in one wave (issue 14): as soon as a session exists (signed in, or a reload signed in), the
// header's and the frame's chunks, the home pages and the frame's catalogues are asked for together, and the home's
// API calls start as soon as the request layer has loaded, without waiting for the route decision, the header or the
// page to render. Without it each waited for the one before: tables, frame, header, catalogues, page, then its calls.
// In the entry (a few hundred bytes): it must run before any signed-in chunk is asked for.

/** Starts the wave whenever a session begins (now, or at a later sign-in); returns the unsubscribe. */
export function startSignedInWave(store: AppStore, i18n: I18n, pathname: () => string = () => window.location.pathname): () => void {
  let token: string | null = null;
  const check = () => {
    const current = store.getState().session.token;
    if (current === token) return;
    token = current;
    if (!current) return;
    void i18n.loadNamespaces([...frameNamespaces]);
    // The header (with the side navigation) and the push channel: Shell.tsx renders them from these same modules.
    void import('./ShellHeader');
    void import('../../features/messaging');
    // The request layer, attached, then the home's calls (features/home/prefetch.ts), with the route tables and pages.
    // The calls dispatch: the store's code (deferred while signed out, platform/deferredStore.ts) must have arrived.
    void Promise.all([import('./signedInFrame'), storeReady(store)]).then(([{ startHomeCalls }]) => startHomeCalls(store, pathname()));
    void import('../signedInPages').then(({ signedInPages }) => {
      const homes = { 1: signedInPages.memberHome, 2: signedInPages.serviceHome, 3: signedInPages.accountHome } as const;
      const roleType = store.getState().session.roleType;
      if (roleType === 1 || roleType === 2 || roleType === 3) void homes[roleType]();
    });
  };
  check();
  return store.subscribe(check);
}
