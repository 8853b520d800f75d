import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CALLS_STORAGE_KEY } from '../../platform/api/earlyCalls';
import { SESSION_ID_STORAGE_KEY, SESSION_STORAGE_KEY } from '../../platform/session/storedSession';
import { LANGUAGE_STORAGE_KEY } from '../../platform/i18n/language';
import { languages, sourceLanguage } from '../../platform/i18n/languages';
import { LOGO_STORAGE_KEY, logoConfigUrl } from '../../features/branding/hooks/useLogoConfig';
import { siteBase } from '../../platform/config/env';
import { signedInPreloadScript } from './signedInChunks.mjs';

// A build's manifest as Vite writes it: the entry, the sign-in chunk it loads, the store and the frame (which imports
// the source language's catalogues and the entry), the catalogues of each language.
const manifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, name: 'index', imports: ['_rolldown-runtime-R.js', '_sign-in-S.js'] },
  '_rolldown-runtime-R.js': { file: 'assets/rolldown-runtime-R.js', name: 'rolldown-runtime' },
  '_sign-in-S.js': { file: 'assets/sign-in-S.js', name: 'sign-in', imports: ['_rolldown-runtime-R.js'] },
  '_store-T.js': { file: 'assets/store-T.js', name: 'store', imports: ['_rolldown-runtime-R.js', '_sign-in-S.js', 'index.html'] },
  '_frame-F.js': { file: 'assets/frame-F.js', name: 'frame', imports: ['_store-T.js', 'index.html', '_frame-zh-CN-Z.js'] },
  '_frame-zh-CN-Z.js': { file: 'assets/frame-zh-CN-Z.js', name: 'frame-zh-CN', imports: ['_rolldown-runtime-R.js'] },
  '_frame-en-US-U.js': { file: 'assets/frame-en-US-U.js', name: 'frame-en-US', imports: ['_rolldown-runtime-R.js'] },
};
const html =
  '<script type="module" crossorigin src="/assets/index-E.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-R.js">\n<link rel="modulepreload" crossorigin href="/assets/sign-in-S.js">';

/** Runs the inline script as the browser does while it parses index.html, and returns the links it added. */
function run(): string[] {
  const script = signedInPreloadScript(manifest, '/', languages, sourceLanguage, html);
  const body = /^<script>([\s\S]*)<\/script>$/.exec(script)?.[1];
  if (!body) throw new Error(`not one inline script: ${script}`);
  new Function(body)();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href') ?? '');
}

/** The fetch preloads the script added, as [href, as, crossorigin]. */
const fetchPreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map((l) => [l.href, l.getAttribute('as'), l.getAttribute('crossorigin')]);

/** The image preloads the script added, as [href as written, crossorigin, fetchpriority]. */
const imagePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => [l.getAttribute('href'), l.getAttribute('crossorigin'), l.getAttribute('fetchpriority')]);

describe("index.html's preload of the signed-in frame", () => {
  afterEach(() => {
    localStorage.clear();
    document.head.replaceChildren();
  });

  it('asks for nothing signed out: the sign-in route loads only its own chunks', () => {
    expect(run()).toEqual([]);
    expect(fetchPreloads()).toEqual([]);
  });

  it('with a session stored, asks for the store, the frame and its catalogues at once, not what the HTML loads already', () => {
    localStorage.setItem(SESSION_ID_STORAGE_KEY, 'a1b2');
    expect(run()).toEqual(['/assets/store-T.js', '/assets/frame-F.js', '/assets/frame-zh-CN-Z.js']);
    // the header's logo config, at the address useLogoConfig fetches, in the mode fetch() uses (cors, same-origin credentials)
    expect(fetchPreloads()).toEqual([[logoConfigUrl(siteBase(), location.hostname), 'fetch', '']]);
  });

  it("adds the stored language's catalogues, and the source language's for an unknown one", () => {
    localStorage.setItem(SESSION_ID_STORAGE_KEY, 'a1b2');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-US');
    expect(run()).toContain('/assets/frame-en-US-U.js');
    document.head.replaceChildren();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'constructor');
    expect(run()).toEqual(['/assets/store-T.js', '/assets/frame-F.js', '/assets/frame-zh-CN-Z.js']);
  });

  it('asks for the logo the header last showed, at high priority and as an <img> asks (no crossorigin), only a path of the site or http(s)', () => {
    localStorage.setItem(LOGO_STORAGE_KEY, '/static/localhost/logo-member.svg');
    run();
    expect(imagePreloads()).toEqual([]); // signed out: nothing
    localStorage.setItem(SESSION_ID_STORAGE_KEY, 'a1b2');
    run();
    expect(imagePreloads()).toEqual([['/static/localhost/logo-member.svg', null, 'high']]);
    for (const [stored, preloaded] of [
      ['https://cdn.example.com/logo.png', true],
      ['//evil.example.com/x.png', false],
      ['/\\evil.example.com/x.png', false],
      ['javascript:alert(1)', false],
      ['logo.png', false],
    ] as const) {
      document.head.replaceChildren();
      localStorage.setItem(LOGO_STORAGE_KEY, stored);
      run();
      expect(imagePreloads().length, stored).toBe(preloaded ? 1 : 0);
    }
  });

  it('leaves the logo config to a backend in the page (the end-to-end build): the static server does not have it', () => {
    localStorage.setItem(SESSION_ID_STORAGE_KEY, 'a1b2');
    const script = signedInPreloadScript(manifest, '/', languages, sourceLanguage, html, true);
    new Function(/^<script>([\s\S]*)<\/script>$/.exec(script)?.[1] ?? '')();
    expect(fetchPreloads()).toEqual([]);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]').length).toBe(3);
  });

  it("starts the home's remembered calls with the stored token, for that page only, and leaves them to the request layer", () => {
    const calls: [string, string | null][] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push([url, new Headers(init.headers).get('Authorization')]);
      return Promise.reject(new Error('offline')); // nobody takes it here: no unhandled rejection either
    });
    const urls = [`${location.origin}/v2/terminal/current`, `${location.origin}/v2/auth/v2/nav?diskId=661000000001`];
    // the token goes to the page's origin only (here no other API origin): not wherever storage says
    const elsewhere = ['https://evil.example.com/steal', `${location.origin}.evil.example.com/x`, 'javascript:alert(1)', 42];
    localStorage.setItem(EARLY_CALLS_STORAGE_KEY, JSON.stringify({ path: location.pathname, urls: [...urls, ...elsewhere] }));
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'tok-1' }));
    run();
    expect(calls).toEqual([]); // signed out (no session id): nothing
    localStorage.setItem(SESSION_ID_STORAGE_KEY, 'a1b2');
    run();
    expect(calls).toEqual(urls.map((url) => [url, 'Bearer tok-1']));
    expect(window.__portalEarly?.auth).toBe('Bearer tok-1');
    expect(window.__portalEarly?.at).toBeTypeOf('number');
    expect(Object.keys(window.__portalEarly?.calls ?? {})).toEqual(urls);
    // another page's calls, a broken record or a session without token: nothing, and the preloads still happen
    for (const [early, session] of [
      [JSON.stringify({ path: '/account/home', urls }), JSON.stringify({ token: 'tok-1' })],
      ['{not json', JSON.stringify({ token: 'tok-1' })],
      [JSON.stringify({ path: location.pathname, urls }), JSON.stringify({ token: null })],
    ]) {
      calls.length = 0;
      delete window.__portalEarly;
      document.head.replaceChildren();
      localStorage.setItem(EARLY_CALLS_STORAGE_KEY, early!);
      localStorage.setItem(SESSION_STORAGE_KEY, session!);
      expect(run()).toHaveLength(3);
      expect(calls).toEqual([]);
      expect(window.__portalEarly).toBeUndefined();
    }
    // a backend at another origin (VITE_API_BASE_URL): its addresses too, still nothing elsewhere
    calls.length = 0;
    const api = ['https://api.example.com/v2/terminal/current'];
    localStorage.setItem(EARLY_CALLS_STORAGE_KEY, JSON.stringify({ path: location.pathname, urls: [...api, ...elsewhere] }));
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'tok-1' }));
    new Function(/^<script>([\s\S]*)<\/script>$/.exec(signedInPreloadScript(manifest, '/', languages, sourceLanguage, html, false, 'https://api.example.com'))?.[1] ?? '')();
    expect(calls).toEqual([[api[0], 'Bearer tok-1']]);
    // the end-to-end build's backend is in the page and has not started: nothing early
    calls.length = 0;
    localStorage.setItem(EARLY_CALLS_STORAGE_KEY, JSON.stringify({ path: location.pathname, urls }));
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'tok-1' }));
    new Function(/^<script>([\s\S]*)<\/script>$/.exec(signedInPreloadScript(manifest, '/', languages, sourceLanguage, html, true))?.[1] ?? '')();
    expect(calls).toEqual([]);
    vi.unstubAllGlobals();
    delete window.__portalEarly;
  });

  it('fails the build when a chunk it preloads is missing from the manifest', () => {
    const { '_store-T.js': _store, ...withoutStore } = manifest;
    expect(() => signedInPreloadScript(withoutStore, '/', languages, sourceLanguage, html)).toThrow(/'store' chunk/);
  });
});
