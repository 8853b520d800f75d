import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { build, createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';

// One server for every end-to-end test: the production bundle with the embedded MSW backend built in
// (VITE_EMBEDDED_BACKEND=true), served by `vite preview`. A fresh browser context loads it in about 100 requests where
// the dev server serves some 440 modules one by one: measured here, the sign-in page was ready in 2 s instead of 7-8 s,
// which is most of what each test waits for. E2E_SERVER=dev runs the tests on the dev server (`npm start`) instead.
let server: ViteDevServer | PreviewServer | undefined;

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const configFile = path.join(root, 'vite.config.ts');
  if (process.env.E2E_SERVER === 'dev') {
    const dev = await createServer({ configFile, server: { port: 0, host: '127.0.0.1', hmr: false }, logLevel: 'warn', clearScreen: false });
    await dev.listen();
    server = dev;
  } else {
    const outDir = path.join(root, 'node_modules', '.cache', 'e2e-dist');
    const previous = process.env.VITE_EMBEDDED_BACKEND;
    process.env.VITE_EMBEDDED_BACKEND = 'true';
    try {
      await build({ configFile, logLevel: 'warn', clearScreen: false, build: { outDir, emptyOutDir: true } });
    } finally {
      if (previous === undefined) delete process.env.VITE_EMBEDDED_BACKEND;
      else process.env.VITE_EMBEDDED_BACKEND = previous;
    }
    server = await preview({ configFile, logLevel: 'warn', clearScreen: false, build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
  }
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('the e2e server has no port');
  project.provide('portalUrl', `http://127.0.0.1:${address.port}`);
  return async () => {
    await server?.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
  }
}
