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

/** Forgets the fetched configs (tests and stories that serve another file). */
export function forgetLogoConfigs(): void {
  requests.clear();
}

/** The logo config of a host, asked for once per page's life. */
function logoConfigRequest(host: string): Promise<LogoConfig | null> {
  const site = siteBase();
  const key = `${site}|${host}`;
  let request = requests.get(key);
  if (!request) {
    request = fetchLogoConfig(site, host);
    requests.set(key, request);
  }
  return request;
}

/**
 * Starts the header's logo before the header renders (issue 14, the signed-in wave): the logo config, then the role's
 * image into the browser's cache, which the header's <img> then finds. The logo is the largest paint of the homes'
 * first screen: asked for by the header, it waited for the frame to render, then for the config, then for the image.
 */
export function prefetchLogo(roleType: number | null, trueRoleType: number | null, host: string = location.hostname): void {
  void logoConfigRequest(host).then((config) => {
    const { src } = logoOf(config, roleType, trueRoleType);
    if (src) new Image().src = src;
  });
}

export interface LogoConfigState {
  config: LogoConfig | null;
  /** True until the file has answered (or failed). */
  loading: boolean;
}

/** The logo config of this page's host. */
export function useLogoConfig(host: string = location.hostname): LogoConfigState {
  const [state, setState] = useState<LogoConfigState>({ config: null, loading: true });
  useEffect(() => {
    let live = true;
    void logoConfigRequest(host).then((config) => {
      if (live) setState({ config, loading: false });
    });
    return () => {
      live = false;
    };
  }, [host]);
  return state;
}
