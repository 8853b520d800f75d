import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPortalI18n } from '../platform/i18n/portal';
import { loadSignedInPages, pages } from './pages';
import { createPortalRouter } from './router';
import { AppProviders, createAppStore, loadLanguage, navigationHandler, sessionEndOf, sessionReader, Shell } from './shell';
import { startSignedInWave } from './shell/signedInWave';

/**
 * The embedded backend (MSW) answers in development unless VITE_API_BASE_URL points at a real backend.
 * `import.meta.env.DEV` is false in `npm run build`, so the production bundle contains no MSW.
 */
async function startEmbeddedBackend(): Promise<void> {
  if (!import.meta.env.DEV || import.meta.env.VITE_API_BASE_URL) return;
  const { startMockBackend } = await import('../mocks/browser');
  await startMockBackend();
}

async function main(): Promise<void> {
  const [i18n] = await Promise.all([createPortalI18n(loadLanguage()), startEmbeddedBackend()]);
  // The product's name until the first route is decided; then the shell names the page too (app/shell/DocumentTitle.tsx).
  document.title = i18n.t('common:appName');
  const store = createAppStore();
  // Signed in (now or later): the frame's chunks, catalogues and the home's calls start together (issue 14).
  startSignedInWave(store, i18n);
  const router = createPortalRouter({
    Shell,
    pages,
    loadPages: loadSignedInPages,
    getSession: sessionReader(store),
    onNavigate: navigationHandler(store),
    // A sign-out or a 401 ends the session in the store; the router then takes the user to the entrance.
    sessionEnd: sessionEndOf(store),
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <router.Router />
      </AppProviders>
    </StrictMode>,
  );
  // The static config (help, downloads, the mall switch, the release version) is not needed to paint the first page.
  void import('../platform/config/polling').then(({ startStaticConfig }) => startStaticConfig(store));
}

void main();
