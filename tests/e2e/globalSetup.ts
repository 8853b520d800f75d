import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromium, type BrowserContext } from 'playwright';
import { createServer, preview, type Connect, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import { demoAccounts, type DemoAccountName } from '../../mocks/accounts';
import { bundles, ensureBuild } from '../../scripts/bundles.mjs';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { WAIT_MS } from '../support/ceilings';
import { STORAGE_ROUTE } from './testRoutes';

// One server for every end-to-end test: the production bundle with the embedded MSW backend built in (the
// `embedded` bundle of scripts/bundles.mjs), served by `vite preview`. A fresh browser context loads it in about 100
// requests where the dev server serves some 440 modules one by one: measured here, the sign-in page was ready in 2 s
// instead of 7-8 s, which is most of what each test waits for. E2E_SERVER=dev runs the tests on the dev server
// (`npm start`) instead. The prerender test serves the `production` bundle (dist/) itself; both are built here when
// missing or stale (`npm test` builds them in its first stage, so the project run on its own gives the same result).
let server: ViteDevServer | PreviewServer | undefined;

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const configFile = path.join(root, 'vite.config.ts');
  await ensureBuild({ name: 'production' });
  if (process.env.E2E_SERVER === 'dev') {
    const dev = await createServer({ configFile, server: { port: 0, host: '127.0.0.1', hmr: false }, logLevel: 'warn', clearScreen: false, plugins: [testRoutes()] });
    await dev.listen();
    server = dev;
  } else {
    await ensureBuild({ name: 'embedded' });
    server = await preview({
      configFile,
      logLevel: 'warn',
      clearScreen: false,
      build: { outDir: bundles.embedded.outDir },
      preview: { port: 0, host: '127.0.0.1' },
      plugins: [testRoutes()],
    });
  }
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('the e2e server has no port');
  const portalUrl = `http://127.0.0.1:${address.port}`;
  project.provide('portalUrl', portalUrl);
  const stored = await storeSessions(portalUrl);
  for (const [name, state] of Object.entries(stored)) {
    const origin = state.origins.find((o) => o.origin === portalUrl);
    if (origin) storedStorage.set(name, JSON.stringify(origin.localStorage));
  }
  project.provide('storedAccounts', [...storedStorage.keys()] as DemoAccountName[]);
  return async () => {
    await server?.close();
  };
}

/** What each demo account's browser held right after signing in (its localStorage entries, as JSON). */
const storedStorage = new Map<string, string>();

/**
 * What the test server adds to the portal's:
 * - `/__e2e/storage/{account}`: the account's stored localStorage, read once by each fresh context's first page
 *   (tests/e2e/session.ts), instead of an init script carrying the 1.6 MB database into every document of every test;
 * - responses as they are on disk: `vite preview` gzips every response as it sends it, and every test's fresh context
 *   loads the bundle again (contexts share no cache), so the server compressed the same few megabytes hundreds of times
 *   a run, and Chromium inflated them again, for a transfer over the loopback.
 */
function testRoutes(): Plugin {
  const routes: Connect.NextHandleFunction = (req, res, next) => {
    delete req.headers['accept-encoding'];
    if (!req.url?.startsWith(STORAGE_ROUTE)) return next();
    const entries = storedStorage.get(decodeURIComponent(req.url.slice(STORAGE_ROUTE.length)));
    res.statusCode = entries ? 200 : 404;
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(entries ?? '[]');
  };
  return {
    name: 'e2e:test-routes',
    // Registered here, before Vite's own middlewares (its compression among them).
    configureServer: (devServer) => void devServer.middlewares.use(routes),
    configurePreviewServer: (previewServer) => void previewServer.middlewares.use(routes),
  };
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs every demo account in once through its entrance's form and keeps what the browser then holds (the session and
 * the embedded backend's database, both in localStorage): tests/e2e/session.ts signedInPage starts each test's fresh
 * context from it. Two at a time, the machine's cores.
 */
async function storeSessions(portalUrl: string): Promise<Partial<Record<DemoAccountName, StorageState>>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const names = Object.keys(demoAccounts) as DemoAccountName[];
    const stored: Partial<Record<DemoAccountName, StorageState>> = {};
    const signInOne = async (name: DemoAccountName) => {
      const account = demoAccounts[name];
      const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', baseURL: portalUrl });
      context.setDefaultTimeout(WAIT_MS);
      context.setDefaultNavigationTimeout(WAIT_MS);
      const page = await context.newPage();
      await page.goto(account.entrance);
      await page.getByLabel(/^\*?账号$/).fill(account.username);
      await page.getByLabel(/^\*?密码$/).fill(account.password);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForURL((url) => url.pathname !== account.entrance && !url.pathname.toLowerCase().endsWith('login'));
      // signed in: the stored session has its token
      await page.waitForFunction(() => Boolean(localStorage.getItem('portal.session')));
      stored[name] = await context.storageState();
      await context.close();
    };
    const queue = [...names];
    await Promise.all([0, 1].map(async () => {
      for (let name = queue.shift(); name; name = queue.shift()) await signInOne(name);
    }));
    return stored;
  } finally {
    await browser.close();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    storedAccounts: DemoAccountName[];
  }
}
