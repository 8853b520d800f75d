import type { i18n as I18n } from 'i18next';
import { StrictMode, type ReactElement } from 'react';
import { registerCatalogues } from '../platform/i18n/portal';
import type { AppStore } from '../platform/store';
import { loadSignedInPages, pages } from './pages';
import { createPortalRouter, type PortalRouter } from './router';
import { AppProviders, navigationHandler, sessionEndOf, sessionReader, Shell } from './shell';
import { frameNamespaces } from './shell/frameNamespaces';

// The assembled portal, as the browser renders it (main.tsx) and as the build prerenders the sign-in entrances
// (prerender.tsx): one tree for both, so that the prerendered HTML is the browser's first render.

// The frame's catalogues load through a loader map of their own, in the frame's chunk (app/shell/frameCatalogues.ts),
// not through the map of every catalogue: registered as the entry starts, before a session's wave asks for them.
registerCatalogues(frameNamespaces, () => import('./shell/frameCatalogues').then((m) => m.frameCatalogueLoaders));

export interface Portal {
  router: PortalRouter;
  element: ReactElement;
}

/** The portal around a store and an i18n instance; `initialEntries` for the prerender (a memory router). */
export function createPortal(store: AppStore, i18n: I18n, initialEntries?: string[]): Portal {
  const router = createPortalRouter({
    Shell,
    pages,
    loadPages: loadSignedInPages,
    getSession: sessionReader(store),
    onNavigate: navigationHandler(store),
    // A sign-out or a 401 ends the session in the store; the router then takes the user to the entrance.
    sessionEnd: sessionEndOf(store),
    // A sign-in entrance shows at once: its HTML is prerendered (prerender.tsx) and hydrated (main.tsx).
    entranceAtOnce: true,
    ...(initialEntries ? { initialEntries, origin: () => '' } : {}),
  });
  const element = (
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <router.Router />
      </AppProviders>
    </StrictMode>
  );
  return { router, element };
}
