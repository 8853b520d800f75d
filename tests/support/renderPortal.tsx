// Test support (jsdom): the assembled portal on a memory router, over the embedded backend (mocks/node.ts).
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDb, server } from '../../mocks/node';
import { initialSessionState, type SessionState } from '../../platform/session';
import { createI18n, type Language } from '../../platform/i18n';
import { pages } from '../../app/pages';
import { signedInPages } from '../../app/signedInPages';
import { createPortalRouter } from '../../app/router';
import { createStore } from '../../platform/store';
import { AppProviders } from '../../app/shell/AppProviders';
import { LANGUAGE_STORAGE_KEY, loadLanguage } from '../../platform/i18n/language';
import { navigationHandler, sessionEndOf, sessionReader } from '../../app/router/navigation';
import { configSlice, staticConfigLoaded, type StaticConfig } from '../../platform/config';
import { injectSlice } from '../../platform/store';
import productionStaticConfig from '../../public/static/config.json';
import { Shell } from '../../app/shell/Shell';

/** The app's providers, for tests of the floors below that need the whole provider stack. */
export { AppProviders };

export interface RenderPortalOptions {
  /** The session to start with. @default signed out */
  session?: Partial<SessionState>;
  /** @default the persisted choice, else zh-CN */
  lng?: Language;
  /**
   * The static config the portal has loaded (main.tsx polls {site}/static/config.json); null: not loaded (yet).
   * @default the production file, public/static/config.json
   */
  staticConfig?: StaticConfig | null;
}

/** Renders the portal at `path` with the real store (persisting to localStorage), router, shell and pages. */
export function renderPortal(path: string, { session, lng, staticConfig = productionStaticConfig }: RenderPortalOptions = {}) {
  const store = createStore({ session: { ...initialSessionState, ...session }, persist: { keep: [LANGUAGE_STORAGE_KEY] } });
  if (staticConfig) {
    injectSlice(store, configSlice);
    store.dispatch(staticConfigLoaded(staticConfig));
  }
  const i18n = createI18n(lng ?? loadLanguage());
  const router = createPortalRouter({
    Shell,
    pages: { ...pages, ...signedInPages },
    getSession: sessionReader(store),
    onNavigate: navigationHandler(store),
    sessionEnd: sessionEndOf(store),
    initialEntries: [path],
    partnerHosts: [],
  });
  const view = render(
    <AppProviders store={store} i18n={i18n}>
      <router.Router />
    </AppProviders>,
  );
  // The address as rendered: pathname and search.
  const where = () => (router.location ? `${router.location.pathname}${router.location.search}` : '');
  return { store, router, i18n, where, ...view };
}

/** Requests the embedded backend is answering now (so that a test ends only once its requests have settled). */
let inFlight = 0;

/** Waits until no request is in flight, then a little more for the client to handle the last answers. */
async function settled(limitMs = 3000): Promise<void> {
  const until = Date.now() + limitMs;
  while (inFlight > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Runs the embedded backend (MSW in Node) around every test of the file, from a freshly seeded store. Each test
 * ends with the portal unmounted and its requests settled: an answer arriving after the next test has reseeded the backend would be
 * a 401 for a token that no longer exists, shown in the next test.
 */
export function withEmbeddedBackend(): void {
  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    server.events.on('request:start', () => {
      inFlight += 1;
    });
    server.events.on('request:end', () => {
      inFlight -= 1;
    });
    Element.prototype.scrollIntoView ??= () => undefined;
  });
  beforeEach(() => {
    localStorage.clear();
    resetDb();
  });
  afterEach(async () => {
    // Unmounted first, so that no page (a lazily loaded one that has just arrived, a timer) starts a request
    // while the last ones settle.
    cleanup();
    await settled();
    server.resetHandlers();
  });
  afterAll(() => {
    server.events.removeAllListeners();
    server.close();
  });
}

export { demoSession } from './demoSession';
