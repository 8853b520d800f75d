// `npm run demo`: the production build (built first when dist/ is missing or stale) served with the embedded backend
// answering in Node: the same MSW handlers and seed as `npm start`, the push channel included (mocks/demoServer.ts).
// Usage: npm run demo [-- --port 4173] [--host 0.0.0.0] [--build] [--root <a built folder, served as it is>]
// (PORT and HOST work too; --port 0 takes any free port). The first line printed is `Demo: <url> ...`.
import path from 'node:path';
import { runnerImport } from 'vite';
import { dist, ensureBuild, repo } from './bundles.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const host = option('host', process.env.HOST ?? '127.0.0.1');
const wanted = Number(option('port', process.env.PORT ?? 4173));

const root = option('root', null);
if (!root) await ensureBuild({ force: argv.includes('--build') });

// The backend is TypeScript with the bundler's module resolution: Vite's module runner loads it as Vitest does.
const { module } = await runnerImport(path.join(repo, 'mocks', 'demoServer.ts'), { configFile: false, root: repo, logLevel: 'warn' });

/** The wanted port, or the next free one (0: any). */
async function start() {
  for (let port = wanted; ; port += 1) {
    try {
      return await module.startDemoServer({ root: root ?? dist, port, host });
    } catch (error) {
      if (error?.code !== 'EADDRINUSE' || wanted === 0 || port > wanted + 20) throw error;
    }
  }
}

const server = await start();
const shown = server.url.replace('://127.0.0.1:', '://localhost:');
console.log(`Demo: ${shown}  (production build, embedded backend in Node; Ctrl+C stops it)`);
console.log(`Sign in at ${shown}/login with member / Member@2024 (the other demo accounts are in the README).`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
