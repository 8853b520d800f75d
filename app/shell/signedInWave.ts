import type { i18n as I18n } from 'i18next';
import { CHUNK_TIMEOUT_MS } from '../../platform/config';
import { storeReady } from '../../platform/deferredStore';
import type { AppStore } from '../../platform/store';
import { preloadPage } from '../router/lazyPages';
import { frameNamespaces } from './frameNamespaces';
import { preloadShell } from './Shell';

// The signed-in frame in one wave: as soon as a session exists (signed in, or a reload signed in), the
// header's and the frame's chunks, the home pages and the frame's catalogues are asked for together, and the home's
// API calls start as soon as the request layer has loaded, without waiting for the route decision, the header or the
// page to render. Without it each waited for the one before: tables, frame, header, catalogues, page, then its calls.
// In the entry (a few hundred bytes): it must run before any signed-in chunk is asked for.

export interface SignedInWave {
  /** Stops starting waves (the store's unsubscribe). */
  stop: () => void;
  /**
   * Settles once the latest wave's code and catalogues have arrived (the header, the navigation, the push channel,
   * the home, the frame's namespaces), or failed (they fail again where they render, with the reload prompt); at
   * once when signed out. A first render after it does not suspend on them.
   */
  ready: () => Promise<void>;
}

/** Starts the wave whenever a session begins (now, or at a later sign-in). */
export function startSignedInWave(store: AppStore, i18n: I18n, pathname: () => string = () => window.location.pathname): SignedInWave {
  let token: string | null = null;
  let arrived: Promise<void> = Promise.resolve();
  const check = () => {
    const current = store.getState().session.token;
    if (current === token) return;
    token = current;
    if (!current) return;
    const parts: Promise<unknown>[] = [];
    // The frame's catalogues, the header (with the side navigation) and the push channel, and below the home: loaded
    // before they render, they do not suspend (a first render that suspended showed its fallback, and React revealed
    // the frame at least 300 ms later).
    parts.push(i18n.loadNamespaces([...frameNamespaces]));
    parts.push(preloadShell());
    // The request layer, attached, then the home's calls (features/home/prefetch.ts), with the route tables and pages.
    // The calls dispatch: the store's code (deferred while signed out, platform/deferredStore.ts) must have arrived.
    void Promise.all([import('./signedInFrame'), storeReady(store)]).then(([{ startHomeCalls }]) => startHomeCalls(store, pathname()));
    parts.push(
      import('../signedInPages').then(({ signedInPages }) => {
        const homes = { 1: signedInPages.memberHome, 2: signedInPages.serviceHome, 3: signedInPages.accountHome } as const;
        const roleType = store.getState().session.roleType;
        return roleType === 1 || roleType === 2 || roleType === 3 ? preloadPage(homes[roleType], CHUNK_TIMEOUT_MS) : undefined;
      }),
    );
    arrived = Promise.allSettled(parts).then(() => undefined);
  };
  check();
  return { stop: store.subscribe(check), ready: () => arrived };
}
