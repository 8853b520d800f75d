import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { importClosure, scriptJson } from './manifest.mjs';
import { signedInPreloadScript } from './signedInChunks.mjs';

// After the browser build: bundles app/prerender.tsx for Node, renders every sign-in entrance of the route tables
// into its own HTML file (dist/login.html for /login, dist/channel/login.html for /channel/login), and puts the
// startup catalogues (zh-CN) inline in every HTML file, index.html included, so that the first render waits for no
// request. One file per entrance because a static host serves /login from login.html without any rule of its own
// (vite preview, nginx `try_files $uri $uri.html /index.html`, most static hosts' "clean URLs"), while every other
// address falls back to index.html as before: a deep link that needs sign-in still gets the router's redirect.
// Entrances with a path parameter (/:id/login) are not prerendered: they are served index.html and render in the
// browser as before.

/**
 * @typedef {{ signInEntrances: () => string[]; startupCatalogues: () => Promise<Record<string, unknown>>;
 *   renderEntrance: (path: string, catalogues: Record<string, unknown>) => Promise<{ html: string; styles: string; title: string }> }} PrerenderModule
 * @typedef {import('./manifest.mjs').ManifestEntry} ManifestEntry
 */

/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');


/**
 * @param {string} root
 * @param {{ languages: readonly string[]; sourceLanguage: string }} i18n the portal's languages (platform/i18n/languages.ts)
 * @returns {import('vite').Plugin}
 */
export function prerenderSignIn(root, { languages, sourceLanguage }) {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  return {
    name: 'portal:prerender-sign-in',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr || !config.build.write) return; // the prerender's own bundle, or a build kept in memory
      const dist = config.build.outDir;
      const server = path.join(dist, '.prerender');
      await build({
        configFile: path.join(root, 'vite.config.ts'),
        logLevel: 'warn',
        publicDir: false,
        build: { ssr: path.join(root, 'app', 'prerender.tsx'), outDir: server, emptyOutDir: true, manifest: false, copyPublicDir: false },
        // Bundled rather than imported from node_modules: its package gives Node a CommonJS build without the default export.
        ssr: { noExternal: ['styled-components'] },
      });
      try {
        const file = ['prerender.js', 'prerender.mjs'].map((f) => path.join(server, f)).find((f) => existsSync(f));
        if (!file) throw new Error('prerender: the Node bundle of app/prerender.tsx is missing');
        /** @type {PrerenderModule} */
        const prerender = await import(pathToFileURL(file).href);
        const catalogues = await prerender.startupCatalogues();
        const template = readFileSync(path.join(dist, 'index.html'), 'utf8');

        // The sign-in page's chunk and what it imports, preloaded (when the entry does not already load them).
        /** @type {Record<string, ManifestEntry>} */
        const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
        const pageKey = Object.keys(manifest).find((k) => /features\/account\/pages\/LoginPage\.tsx$/.test(k));
        const preloadHrefs = pageKey
          ? [...importClosure(manifest, pageKey)]
              .map((k) => `${config.base}${manifest[k].file}`)
              .filter((href) => href.endsWith('.js') && !template.includes(`"${href}"`))
          : [];
        const head = `<script type="application/json" id="portal-catalogues">${scriptJson(catalogues)}</script>\n`;
        /** @param {string} html */
        const withHead = (html, extra = '') => html.replace('</head>', `${extra}${head}</head>`);

        // index.html (every address but the sign-in entrances, a reload signed in too) preloads the signed-in frame
        // when a session is stored; the sign-in pages below are built from the template without it.
        const apiBase = String(config.env.VITE_API_BASE_URL ?? '').trim();
        const apiOrigin = /^https?:\/\//i.test(apiBase) ? new URL(apiBase).origin : '';
        const sessionPreload = signedInPreloadScript(manifest, config.base, languages, sourceLanguage, template, process.env.VITE_EMBEDDED_BACKEND === 'true', apiOrigin);
        writeFileSync(path.join(dist, 'index.html'), withHead(template, `${sessionPreload}\n`));
        // A prerendered page paints from its HTML first, then starts its scripts: the entry and its preloads are
        // requested from the frame after the first paint rather than by the parser (a module script fetched from a
        // near server ran, with hydration, before the browser painted, and the page's first paint waited for ~150 KB of
        // JavaScript under a mobile connection). An inline script: a Content-Security-Policy must allow its hash.
        const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/.exec(template);
        if (!entryTag) throw new Error('prerender: the entry script is not in index.html');
        const entryPreloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g)];
        const startScripts = [...entryPreloads.map((m) => m[1]), ...preloadHrefs].map((href) => ['modulepreload', href]);
        const loader = `<script>requestAnimationFrame(function(){setTimeout(function(){${scriptJson(startScripts)}.forEach(function(p){var l=document.createElement('link');l.rel=p[0];l.crossOrigin='';l.href=p[1];document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${scriptJson(entryTag[1])};document.head.appendChild(s)})})</script>`;
        const pageTemplate = entryPreloads.reduce((html, m) => html.replace(m[0], ''), template.replace(entryTag[0], ''));
        for (const entrance of prerender.signInEntrances()) {
          const page = await prerender.renderEntrance(entrance, catalogues);
          // #root is inert until React has hydrated it (main.tsx): before that a submit would be the browser's own (a GET
          // with the password in the address) and what was typed would be lost.
          const html = withHead(pageTemplate, `${page.styles}\n`)
            .replace('</body>', `${loader}\n</body>`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
            .replace('<div id="root"></div>', `<div id="root" data-entrance="${entrance}" inert>${page.html}</div>`);
          if (!html.includes(`data-entrance="${entrance}"`)) throw new Error('prerender: <div id="root"></div> not found in index.html');
          const out = path.join(dist, `${entrance.replace(/^\//, '')}.html`);
          mkdirSync(path.dirname(out), { recursive: true });
          writeFileSync(out, html);
        }
      } finally {
        rmSync(server, { recursive: true, force: true });
      }
    },
  };
}
