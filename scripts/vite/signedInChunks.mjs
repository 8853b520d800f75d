import path from 'node:path';
import { build } from 'vite';
import { importClosure, scriptJson } from './manifest.mjs';

// The signed-in frame in few requests: left to itself the bundler splits what the signed-in home loads
// into some sixty small shared chunks (a design-system component, a hook, an api slice each), one request apiece.
// This merges them, chunk by chunk, as the bundler itself cut them:
// 1. before the build, a first build in memory without this grouping (the bundler's own chunks, after tree-shaking:
//    the modules' import graph cannot say it, every barrel index.ts imports all its feature);
// 2. from its chunk graph, the chunks each group's roots load (their static imports, recursively), minus the sign-in
//    route's (the entry, the sign-in page and what they import: they stay as they are) and minus the groups before;
// 3. the build proper puts each such chunk's modules into the group's chunk:
//    - 'store': the store's code (Redux Toolkit, the session slice, the static config's polling), which the entry
//      loads after the sign-in page has painted (platform/deferredStore.ts), without the signed-in frame;
//    - 'frame': the signed-in frame and the homes (the header with its menus, the navigation, the request layer, the
//      route tables and the pages' registry, the current terminal, the recent invoices and tasks);
//    - 'push': the push channel's socket, which connects once the home has painted.
// A group is a union of whole chunks whose imports are its own or the sign-in route's: no chunk imports a later one,
// so the merged chunks run their modules in an order their own imports allow (no cycle between chunks). Another
// page that uses a module of the frame loads the frame's chunk, which a signed-in page has loaded anyway.

/** Set while the first build runs: it must not plan (nor run) a build of its own. */
const PLANNING = 'PORTAL_SIGNED_IN_CHUNKS_PLANNING';

/** @param {string} root */
export function signedInChunks(root) {
  const at = (/** @type {string} */ file) => path.join(root, file);
  const signInRoute = [at('features/account/pages/LoginPage.tsx')];
  /** @type {[string, string[]][]} */
  const groups = [
    ['store', ['app/shell/appStore.ts', 'platform/config/polling.ts'].map(at)],
    [
      'frame',
      [
        'app/shell/signedInFrame.ts',
        'app/shell/ShellHeader.tsx',
        'app/signedInPages.ts',
        'app/router/routes/index.ts',
        'app/shell/frameCatalogues.ts',
        'features/messaging/index.ts',
        'features/terminals/hooks/loadTerminalInfo.ts',
        'features/home/pages/MemberHomePage.tsx',
        'features/home/pages/ServiceHomePage.tsx',
        'features/home/pages/AccountHomePage.tsx',
      ].map(at),
    ],
    // The push channel's socket, asked for once the page has painted (PushChannel.tsx): not in the frame's chunk,
    // which the home's first paint waits for.
    ['push', ['features/messaging/hooks/openPushChannel.ts'].map(at)],
  ];
  /** @type {Map<string, string> | null} module id -> group name, for the build in progress */
  let plan = null;

  /** @param {import('rolldown').OutputChunk[]} chunks */
  function planOf(chunks) {
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    /** @param {string} id */
    const chunkOf = (id) => {
      const chunk = chunks.find((c) => c.moduleIds.includes(id));
      if (!chunk) throw new Error(`signedInChunks: ${path.relative(root, id)} is in no chunk of the build`);
      return chunk;
    };
    /** @param {import('rolldown').OutputChunk[]} starts */
    const closure = (starts) => {
      /** @type {Set<import('rolldown').OutputChunk>} */
      const seen = new Set();
      const stack = [...starts];
      while (stack.length) {
        const chunk = stack.pop();
        if (!chunk || seen.has(chunk)) continue;
        seen.add(chunk);
        for (const file of chunk.imports) stack.push(/** @type {import('rolldown').OutputChunk} */ (byFile.get(file)));
      }
      return seen;
    };
    const taken = closure([...chunks.filter((c) => c.isEntry), ...signInRoute.map(chunkOf)]);
    /** @type {Map<string, string>} */
    const names = new Map();
    for (const [name, roots] of groups) {
      for (const chunk of closure(roots.map(chunkOf))) {
        if (taken.has(chunk)) continue;
        taken.add(chunk);
        // a catalogue the group's code imports itself goes with it (the zh-CN server texts, features/lookups/
        // serverText.ts); the others keep their own groups, which take precedence (one chunk per language, vite.config.ts)
        for (const id of chunk.moduleIds) names.set(id, name);
      }
    }
    return names;
  }

  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'portal:signed-in-chunks',
    apply: 'build',
    async buildStart(options) {
      plan = null;
      if (process.env[PLANNING] || this.environment.config.build.ssr) return;
      // Only the portal's own build (not Storybook's, which reads this config too, nor the prerender's).
      const input = options.input;
      const inputs = typeof input === 'string' ? [input] : Array.isArray(input) ? input : Object.values(input ?? {});
      if (!inputs.some((file) => path.resolve(file) === at('app/index.html'))) return;
      process.env[PLANNING] = 'true';
      try {
        const result = await build({
          configFile: at('vite.config.ts'),
          mode: this.environment.config.mode,
          logLevel: 'silent',
          build: { write: false, manifest: false, emptyOutDir: false },
        });
        const outputs = Array.isArray(result) ? result : [result];
        const chunks = outputs.flatMap((o) => ('output' in o ? o.output : [])).filter((c) => c.type === 'chunk');
        plan = planOf(/** @type {import('rolldown').OutputChunk[]} */ (chunks));
      } finally {
        delete process.env[PLANNING];
      }
    },
  };

  /** codeSplitting's group name: the module's group in the plan, or null (the bundler's own chunking). */
  const name = (/** @type {string} */ id) => plan?.get(id) ?? null;
  return { plugin, name };
}

/**
 * The inline script index.html carries (the signed-in frame in one wave): when this browser holds a session,
 * it asks for the store's and the frame's chunks, the frame's catalogues of the stored language and the host's logo
 * config at once, beside the entry, instead of after the entry has run (a round trip and a transfer later on a mobile
 * connection). It detects a session by the id persistence.ts keeps while signed in
 * (platform/session/storedSession.ts); it reads the stored session's token only to start the home's first calls it
 * remembered (platform/api/earlyCalls.ts), which go to the page's origin or the API's, never elsewhere. Signed out it
 * does nothing. The prerendered sign-in pages are built without it (prerenderSignIn.mjs).
 * An inline script: a Content-Security-Policy must allow its hash, as the sign-in pages' loader.
 * @param {Record<string, { file: string; name?: string; imports?: string[] }>} manifest the build's .vite/manifest.json
 * @param {string} base the build's base ('/')
 * @param {readonly string[]} languages the portal's languages (platform/i18n/languages.ts)
 * @param {string} sourceLanguage the language of a browser that stored none, or an unknown one (platform/i18n/language.ts)
 * @param {string} html index.html as built: what it already loads is not asked for again
 * @param {boolean} [embeddedBackend] a build whose backend is the mock one in the page (VITE_EMBEDDED_BACKEND): it answers
 *   the logo config only once it has started, so the HTML does not ask the static server for it (it would get the SPA page)
 * @param {string} [apiOrigin] the origin of VITE_API_BASE_URL when the portal talks to a backend elsewhere: the home's
 *   remembered calls go to the page's origin or to it, nowhere else (the bearer token goes with them)
 * @returns {string} the <script> element
 */
export function signedInPreloadScript(manifest, base, languages, sourceLanguage, html, embeddedBackend = false, apiOrigin = '') {
  const keyOf = (/** @type {string} */ name) => {
    const key = Object.keys(manifest).find((k) => manifest[k].name === name && !manifest[k].isEntry);
    if (!key) throw new Error(`signedInChunks: the '${name}' chunk is not in the build's manifest`);
    return key;
  };
  /** @param {string[]} keys @returns {string[]} the JS files these chunks load before they run, not loaded by html */
  const files = (keys) => {
    /** @type {Set<string>} */
    const seen = new Set();
    for (const key of keys) importClosure(manifest, key, seen);
    return [...seen].map((k) => `${base}${manifest[k].file}`).filter((href) => href.endsWith('.js') && !html.includes(`"${href}"`));
  };
  // The store first: the entry runs it first (signed in, the first render waits for it), then the frame.
  const common = [...new Set([...files([keyOf('store')]), ...files([keyOf('frame')])])];
  /** @type {Record<string, string[]>} */
  const byLanguage = {};
  for (const lng of languages) byLanguage[lng] = files([keyOf(`frame-${lng}`)]).filter((href) => !common.includes(href));
  // The host's logo config too (features/branding/hooks/useLogoConfig.ts: the same address, a fetch() in cors mode
  // without credentials beyond the site's own, which this preload matches): the header's logo, the homes' largest
  // paint, then waits for one request less after the scripts have run.
  // And the logo image the header last showed on this browser (useLogoConfig.ts's LOGO_STORAGE_KEY, an image address
  // it checked: a path of this site or http(s)): a preload of the image itself, at high priority and in the mode an
  // <img> without crossorigin asks in, so the header's <img> finds it. A logo changed since costs one image request.
  // The home's first calls (platform/api/earlyCalls.ts): the addresses the home remembered for this very page, asked
  // for now with the stored session's bearer token (the request layer takes each answer once, for the same address
  // and token), only at the page's origin or the API's (storage is not trusted with where the token goes). Not in a
  // build whose backend is the mock one in the page: it has not started yet.
  const earlyCalls =
    `try{var e=JSON.parse(localStorage.getItem('portal.early')),s=JSON.parse(localStorage.getItem('portal.session'));` +
    `if(e&&s&&typeof s.token==='string'&&s.token&&e.path===location.pathname&&Array.isArray(e.urls)){var a='Bearer '+s.token,m={};` +
    `e.urls.slice(0,6).forEach(function(u){if(typeof u==='string'&&(u.indexOf(location.origin+'/')===0${apiOrigin ? `||u.indexOf(${scriptJson(`${apiOrigin}/`)})===0` : ''})){var f=fetch(u,{headers:{Authorization:a}});f.catch(function(){});m[u]=f}});` +
    `window.__portalEarly={auth:a,calls:m,at:performance.now()}}}catch(x){}`;
  const logoConfig = `location.origin+${scriptJson(base.replace(/\/+$/, ''))}+'/static/'+encodeURIComponent(location.hostname)+'/logo.json'`;
  return (
    `<script>try{if(localStorage.getItem('portal.sessionId')){var c=${scriptJson(byLanguage)},g=localStorage.getItem('portal.language'),` +
    `p=function(r,h,a,i){var l=document.createElement('link');l.rel=r;if(!i)l.crossOrigin='';l.href=h;if(a)l.setAttribute('as',a);if(i)l.setAttribute('fetchpriority','high');document.head.appendChild(l)};` +
    `${scriptJson(common)}.concat(Object.prototype.hasOwnProperty.call(c,g)?c[g]:c[${scriptJson(sourceLanguage)}]).forEach(function(h){p('modulepreload',h)});` +
    `${embeddedBackend ? '' : `p('preload',${logoConfig},'fetch');${earlyCalls}`}var o=localStorage.getItem('portal.logo');if(o&&/^(\\/(?![\\/\\\\])|https?:\\/\\/)/i.test(o))p('preload',o,'image',1)}}catch(e){}</script>`
  );
}
