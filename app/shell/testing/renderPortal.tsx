// Test support (jsdom): the assembled portal on a memory router, over the embedded backend (mocks/node.ts).
import { render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { demoAccounts, type DemoAccountName } from '../../../mocks/accounts';
import { issueToken, resetDb, server } from '../../../mocks/node';
import { initialSessionState, type SessionState } from '../../../features/session';
import { createI18n, type Language } from '../../i18n';
import { pages } from '../../pages';
import { createPortalRouter } from '../../router';
import { createStore } from '../../store';
import { AppProviders } from '../AppProviders';
import { LANGUAGE_STORAGE_KEY, loadLanguage } from '../language';
import { navigationHandler, sessionReader } from '../navigation';
import { Shell } from '../Shell';

export interface RenderPortalOptions {
  /** The session to start with. @default signed out */
  session?: Partial<SessionState>;
  /** @default the persisted choice, else zh-CN */
  lng?: Language;
}

/** Renders the portal at `path` with the real store (persisting to localStorage), router, shell and pages. */
export function renderPortal(path: string, { session, lng }: RenderPortalOptions = {}) {
  const store = createStore({ session: { ...initialSessionState, ...session }, persist: { keep: [LANGUAGE_STORAGE_KEY] } });
  const i18n = createI18n(lng ?? loadLanguage());
  const router = createPortalRouter({
    Shell,
    pages,
    getSession: sessionReader(store),
    onNavigate: navigationHandler(store),
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

/** Runs the embedded backend (MSW in Node) around every test of the file, from a freshly seeded store. */
export function withEmbeddedBackend(): void {
  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    Element.prototype.scrollIntoView ??= () => undefined;
  });
  beforeEach(() => {
    localStorage.clear();
    resetDb();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** The session a demo account has right after signing in, with a token the embedded backend accepts. */
export function demoSession(name: DemoAccountName): Partial<SessionState> {
  const a = demoAccounts[name];
  const token = issueToken(a.uid);
  return {
    token: token.access_token,
    refreshToken: token.refresh_token,
    tokenExpiresAt: Date.now() + token.expires_in * 1000,
    uid: a.uid,
    phone: a.phone,
    roleType: a.roleType,
    trueRoleType: a.trueRoleType,
    userName: a.userName,
    rememberedEntrance: a.entrance,
  };
}
