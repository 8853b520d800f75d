import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = import.meta.dirname;

/** Serves MSW's worker script to the dev server only: the production build must not ship the mock backend. */
function mockWorkerInDevelopment(): Plugin {
  const script = path.join(root, 'mocks', 'public', 'mockServiceWorker.js');
  return {
    name: 'portal:mock-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(script));
      });
    },
  };
}

// The portal. `npm start` serves it with the embedded MSW backend (unless VITE_API_BASE_URL points at a real
// backend); `npm run build` bundles it without MSW: main.tsx loads the mocks only in development.
export default defineConfig({
  root: path.join(root, 'app'),
  envDir: root,
  publicDir: path.join(root, 'public'),
  plugins: [react(), mockWorkerInDevelopment()],
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
            // What the sign-in page needs beyond the entry, in one chunk: left to itself, the bundler splits the
            // pieces it shares with other pages (fields, alert, icons) into many small chunks, each paid for in
            // requests and lost compression on the sign-in route (its budget, npm run size).
            {
              name: 'sign-in',
              test: /design-system\/components\/(Alert|TextField|PasswordField|Field|Form|Icon|SelectionIndicator)\/|features\/account\/(pages\/LoginPage|components\/LoginLayout|rules\/loginTheme|hooks\/signIn)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
