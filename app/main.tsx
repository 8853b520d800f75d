import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createPortalI18n, type StartupCatalogues } from '../platform/i18n/portal';
import { sourceLanguage } from '../platform/i18n/languages';
import { deferredStore, storeReady } from '../platform/deferredStore';
import { loadLanguage } from '../platform/i18n/language';
import type { AppStore } from '../platform/store';
import { createPortal } from './portal';
import { channelBindAccount } from './router/routes/public';
import { startSignedInWave } from './shell/signedInWave';

/** How long a reload signed in waits for the frame's code and catalogues before it renders anyway. */
const WAVE_WAIT_MS = 3000;

/**
 * The embedded backend (MSW) answers in development unless VITE_API_BASE_URL points at a real backend.
 * `import.meta.env.DEV` is false in `npm run build`, so the production bundle contains no MSW, except in a build
 * made with VITE_EMBEDDED_BACKEND=true (the end-to-end tests' build of the production bundle).
 */
async function startEmbeddedBackend(): Promise<void> {
  if (import.meta.env.VITE_API_BASE_URL) return;
  if (!import.meta.env.DEV && import.meta.env.VITE_EMBEDDED_BACKEND !== 'true') return;
  const { startMockBackend } = await import('../mocks/browser');
  await startMockBackend();
}

/** The startup catalogues the built HTML carries inline (zh-CN; scripts/vite/prerenderSignIn.mjs), if any. */
function inlineCatalogues(): StartupCatalogues | undefined {
  const script = document.getElementById('portal-catalogues');
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as StartupCatalogues;
  } catch {
    return undefined;
  }
}

/**
 * True when #root holds the prerendered sign-in page of this very address and the first render will be that page:
 * signed out, in zh-CN, and the theme the address asks for is the one prerendered (/channel/bind's HTML is the
 * member's: another acct_type renders afresh).
 */
function isPrerenderedHere(container: HTMLElement, store: AppStore, language: string): boolean {
  const entrance = container.dataset.entrance;
  const { pathname, search } = window.location;
  return (
    entrance === pathname &&
    language === sourceLanguage &&
    store.getState().session.token === null &&
    (pathname !== '/channel/bind' || channelBindAccount(search) === 'member')
  );
}

/** Renders its children (no element of its own, so the hydrated markup is unchanged) and says when they are hydrated. */
function AfterHydration({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

async function main(): Promise<void> {
  const language = loadLanguage();
  const inline = language === sourceLanguage ? inlineCatalogues() : undefined;
  // The store's code (Redux Toolkit, the session slice) is not needed to show the sign-in form: signed out, it loads
  // after the first render; signed in, the first page needs it.
  const store = deferredStore(() => import('./shell/appStore').then((m) => m.createAppStore()));
  const signedIn = store.getState().session.token !== null;
  const [i18n] = await Promise.all([createPortalI18n(language, inline), startEmbeddedBackend(), signedIn ? storeReady(store) : undefined]);
  // Signed in (now or later): the frame's chunks, catalogues and the home's calls start together.
  const wave = startSignedInWave(store, i18n);
  // Signed in at start (a reload, a new tab): the page is rendered once the frame's code and catalogues are in (the
  // HTML preloads them, index.html), so that its first render shows the frame with its page. Rendered earlier, it
  // suspended on them: the frame's place stayed empty and React revealed it at least 300 ms after they arrived. A
  // connection that stalls does not keep the page blank: after 3 s it renders with what has come (loading states, and
  // the reload prompt for a chunk that does not arrive in time).
  if (signedIn) await Promise.race([wave.ready(), new Promise((resolve) => setTimeout(resolve, WAVE_WAIT_MS))]);
  const { element, router } = createPortal(store, i18n);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  if (isPrerenderedHere(container, store, language)) {
    // Its page's code first: hydration that suspended on it could be overtaken by an update (the store's code
    // arriving) and throw the HTML away (app/router/lazyPages.tsx).
    // A chunk that fails here fails again in the page, which shows the reload prompt.
    await router.preloadFirstPage(window.location).catch(() => undefined);
    // The sign-in page painted from its HTML (with its title); React takes it over without re-rendering it. Until then
    // the page is inert (scripts/vite/prerenderSignIn.mjs): a form submitted before React handles it would send the
    // account and password in the address, and text typed before hydration would be lost.
    hydrateRoot(container, <AfterHydration onHydrated={() => container.removeAttribute('inert')}>{element}</AfterHydration>);
  } else {
    container.removeAttribute('inert');
    // The product's name until the first route is decided; then the shell names the page too (app/shell/DocumentTitle.tsx).
    document.title = i18n.t('common:appName');
    // Another address than the prerendered one (a deep link served the entrance's file, a session, English).
    container.replaceChildren();
    // A transition: React renders it in slices, yielding to the browser (a reload signed in renders the
    // frame and the home at once: one long task otherwise), and its lazy parts whose code has arrived do not suspend.
    const root = createRoot(container);
    startTransition(() => root.render(element));
  }
  // The static config (help, downloads, the mall switch, the release version) is not needed to paint the first page;
  // nor is the store's code when signed out: both load after the first render (the config once the page has painted).
  void storeReady(store)
    .then(() => import('../platform/config/polling'))
    .then(({ startStaticConfig }) => startStaticConfig(store));
}

void main();
