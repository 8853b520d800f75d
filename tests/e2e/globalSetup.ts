import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createServer, type ViteDevServer } from 'vite';

// One dev server for every end-to-end test: the portal as `npm start` serves it, on the embedded MSW backend.
let server: ViteDevServer | undefined;

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '..', '..');
  server = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    server: { port: 0, host: '127.0.0.1', hmr: false },
    logLevel: 'warn',
    clearScreen: false,
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('dev server has no port');
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
