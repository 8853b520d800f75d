import { useEffect, useState } from 'react';
import { siteBase } from '../../../platform/config';
import type { LogoConfig } from '../../config';
import { logoOf } from '../rules/logo';

// spec 01 §7: GET ./static/{host}/logo.json, a static file of the site (not an API call: no token, no envelope).

/** The logo config's address for a host. */
export function logoConfigUrl(site: string, host: string): string {
  return `${site.replace(/\/+$/, '')}/static/${encodeURIComponent(host)}/logo.json`;
}

/** Fetches the logo config; null on any failure (the header then shows the wordmark). */
export async function fetchLogoConfig(site: string, host: string): Promise<LogoConfig | null> {
  try {
    const response = await fetch(logoConfigUrl(site, host));
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as LogoConfig) : null;
  } catch {
    return null;
  }
}

// One request per host for the page's life: the header remounts on every sign-in, the file does not change.
const requests = new Map<string, Promise<LogoConfig | null>>();
// The answers that have arrived: a header that renders after its config (started by the signed-in wave, the HTML
// preloads the file) shows the logo in its first render, not one render and a paint later (the homes' largest paint).
const answers = new Map<string, LogoConfig | null>();

/** Forgets the fetched configs (tests and stories that serve another file). */
export function forgetLogoConfigs(): void {
  requests.clear();
  answers.clear();
}

const keyOf = (host: string) => `${siteBase()}|${host}`;

/** The logo config of a host, asked for once per page's life. */
function logoConfigRequest(host: string): Promise<LogoConfig | null> {
  const key = keyOf(host);
  let request = requests.get(key);
  if (!request) {
    request = fetchLogoConfig(siteBase(), host).then((config) => {
      if (requests.get(key) === request) answers.set(key, config);
      return config;
    });
    requests.set(key, request);
  }
  return request;
}

/**
 * Starts the header's logo before the header renders (the signed-in wave): the logo config, then the role's
 * image into the browser's cache, which the header's <img> then finds. The logo is the largest paint of the homes'
 * first screen: asked for by the header, it waited for the frame to render, then for the config, then for the image.
 */
export function prefetchLogo(roleType: number | null, trueRoleType: number | null, host: string = location.hostname): void {
  void logoConfigRequest(host).then((config) => {
    const { src } = logoOf(config, roleType, trueRoleType);
    if (src) new Image().src = src;
  });
}

/**
 * Where the header keeps the address of the logo it last showed: index.html's inline script
 * (scripts/vite/signedInChunks.mjs) asks for that image at once, beside the scripts, when a session is stored, so that
 * the homes' largest paint (the logo) does not wait for the scripts, the config and then the image. Not a secret: the
 * address of a public image of the site.
 */
export const LOGO_STORAGE_KEY = 'portal.logo';

/** Remembers the logo address shown (null: none, the wordmark); storage that refuses is ignored. */
export function rememberLogo(src: string | null): void {
  try {
    if (src) localStorage.setItem(LOGO_STORAGE_KEY, src);
    else localStorage.removeItem(LOGO_STORAGE_KEY);
  } catch {
    // private mode or full storage: the next load just discovers the logo later
  }
}

export interface LogoConfigState {
  config: LogoConfig | null;
  /** True until the file has answered (or failed). */
  loading: boolean;
}

/** The logo config of this page's host. */
export function useLogoConfig(host: string = location.hostname): LogoConfigState {
  const [state, setState] = useState<LogoConfigState>(() => {
    const key = keyOf(host);
    return answers.has(key) ? { config: answers.get(key) ?? null, loading: false } : { config: null, loading: true };
  });
  useEffect(() => {
    let live = true;
    void logoConfigRequest(host).then((config) => {
      if (live) setState((current) => (!current.loading && current.config === config ? current : { config, loading: false }));
    });
    return () => {
      live = false;
    };
  }, [host]);
  return state;
}
