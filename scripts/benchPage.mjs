// The browser benchmarks' common frame (scripts/bench/*.mjs): the bench page under tests/bench/<name> built for
// production (the figures are what users get, not the dev server's), served by `vite preview` on a free port, opened in
// Chromium; page errors fail the run; everything is closed and removed afterwards. Kept outside scripts/bench, whose
// every file `npm run bench` runs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/**
 * Builds and opens the bench page, waits until `ready()` is true in the page, then runs `run(page, { browser,
 * pageErrors })`; `pageErrors()` throws when the page has reported an error. Resolves to what `run` returns.
 */
export async function openBenchPage({ name, pageRoot, withReact = true, viewport, ready }, run) {
  const outDir = await mkdtemp(path.join(tmpdir(), `${name}-bench-`));
  const viteConfig = { configFile: false, root: pageRoot, logLevel: 'warn', plugins: withReact ? [react()] : [], build: { outDir, emptyOutDir: true } };
  let server;
  let browser;
  try {
    await build(viteConfig);
    server = await preview({ ...viteConfig, preview: { port: 0, host: '127.0.0.1', strictPort: false } });
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('preview server has no local URL');
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await browser.newPage(viewport ? { viewport } : undefined);
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await page.waitForFunction(ready, null, { timeout: 60_000 });
    const pageErrors = () => {
      if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    };
    return await run(page, { browser, pageErrors });
  } finally {
    await browser?.close();
    await new Promise((resolve) => (server ? server.httpServer.close(resolve) : resolve()));
    await rm(outDir, { recursive: true, force: true });
  }
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The p-th percentile (nearest rank). */
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

export const ms = (x) => `${x.toFixed(1)} ms`;
