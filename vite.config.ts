import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerenderSignIn } from './scripts/vite/prerenderSignIn.mjs';
import { reactAriaLocales } from './scripts/vite/reactAriaLocales.mjs';
import { signedInChunks } from './scripts/vite/signedInChunks.mjs';
import { stableStyledIds } from './scripts/vite/stableStyledIds.mjs';
import { frameNamespaces } from './app/shell/frameNamespaces';
import { languages, sourceLanguage } from './platform/i18n/languages';

const root = import.meta.dirname;
const signedIn = signedInChunks(root);

/** The catalogues of the signed-in frame in one language (one chunk, one request: app/shell/frameNamespaces.ts). */
// Not the zh-CN part of the lookups that features/lookups/serverText.ts imports (locales/zh-CN/lookups/serverTexts.json):
// it is in the frame's own chunk, which would otherwise load the zh-CN catalogues whatever the language.
const frameCatalogues = (lng: string) =>
  new RegExp(`locales/${lng}/(${frameNamespaces.join('|')})(\\.json|/${lng === 'zh-CN' ? '(?!serverTexts\\.json)' : ''})`);

/**
 * MSW's worker script: served by the dev server, and emitted into a build only when the build carries the embedded
 * backend (VITE_EMBEDDED_BACKEND=true, the end-to-end tests' build): the production build ships no mock backend.
 */
function mockWorker(): Plugin {
  const script = path.join(root, 'mocks', 'public', 'mockServiceWorker.js');
  return {
    name: 'portal:mock-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(script));
      });
    },
    generateBundle() {
      if (process.env.VITE_EMBEDDED_BACKEND !== 'true') return;
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(script) });
    },
  };
}

// The portal. `npm start` serves it with the embedded MSW backend (unless VITE_API_BASE_URL points at a real
// backend); `npm run build` bundles it without MSW: main.tsx loads the mocks only in development, or in a build made
// with VITE_EMBEDDED_BACKEND=true (tests/e2e/globalSetup.ts: the end-to-end tests run on the production bundle).
export default defineConfig({
  root: path.join(root, 'app'),
  envDir: root,
  publicDir: path.join(root, 'public'),
  plugins: [react(), mockWorker(), stableStyledIds(root), reactAriaLocales(languages), signedIn.plugin, prerenderSignIn(root, { languages, sourceLanguage })],
  server: { port: Number(process.env.PORT ?? 5173), strictPort: false },
  preview: { port: Number(process.env.PORT ?? 4173) },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The sign-in page and what it shares with the entry and the other pages (fields, alert, icons, the
            // request layer, react-aria), in one chunk that the entry loads: left to itself, the bundler split them
            // into a dozen small shared chunks, each paid for in requests and lost compression on the sign-in route
            // (170.7 KB against the 170 KB budget of npm run size; 167.7 KB grouped, with the message host the entry shares). The cost: a signed-in page loads
            // the sign-in form's own code too (a few KB), worth revisiting now that the sign-in page paints from HTML.
            {
              name: 'sign-in',
              test: /design-system\/components\/(Alert|TextField|PasswordField|Field|Form|Icon|SelectionIndicator|Message)\/|features\/account\/(pages\/LoginPage|components\/LoginLayout|rules\/loginTheme)|platform\/routing\/types/,
            },
            // The store and the signed-in frame with the homes: two chunks instead of some sixty (signedInChunks.mjs:
            // whole chunks of a first build, closed under their imports, so no dependency is left to other chunks).
            { name: signedIn.name, includeDependenciesRecursively: false },
            // The signed-in frame's catalogues, one chunk per language instead of a request per namespace.
            { name: 'frame-zh-CN', test: frameCatalogues('zh-CN'), priority: 2 },
            { name: 'frame-en-US', test: frameCatalogues('en-US'), priority: 2 },
          ],
        },
      },
    },
  },
});
