import { whenContentPainted } from '../../design-system';
import { siteBase } from './env';
import { injectSlice } from '../store';
import { configSlice, staticConfigLoaded, type StaticConfig } from './staticConfig';

// spec 01 §4, §7: the static config fetched with a timestamp query and polled; a changed version reloads the page.
// Its own module: the entry starts polling after the first render (it is not needed to paint the sign-in page).

/** Poll interval: every 5 minutes (the spec gives none; often enough to pick up a release within a coffee break). */
export const CONFIG_POLL_MS = 300_000;

/** The config URL with its cache-busting timestamp query. */
export function staticConfigUrl(site: string, now: number): string {
  return `${site.replace(/\/+$/, '')}/static/config.json?t=${now}`;
}

/** Fetches the static config; null on any failure (a missing config must not break the portal). */
export async function fetchStaticConfig(site: string = siteBase(), now: number = Date.now()): Promise<StaticConfig | null> {
  try {
    const response = await fetch(staticConfigUrl(site, now), { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as StaticConfig) : null;
  } catch {
    return null;
  }
}

export interface ConfigPollingOptions {
  site?: string;
  intervalMs?: number;
  /** Called when the config's version differs from the first one seen. @default location.reload() */
  reload?: () => void;
  /** Receives every config fetched (e.g. to dispatch `staticConfigLoaded`). */
  onConfig?: (config: StaticConfig) => void;
}

/**
 * Fetches the config now and every `intervalMs`; a version different from the first one seen reloads the
 * page (once). Returns the stop function.
 */
export function startConfigPolling({
  site = siteBase(),
  intervalMs = CONFIG_POLL_MS,
  reload = () => location.reload(),
  onConfig,
}: ConfigPollingOptions = {}): () => void {
  let known: string | undefined;
  let stopped = false;
  const poll = async () => {
    const config = await fetchStaticConfig(site);
    if (stopped || !config) return;
    onConfig?.(config);
    if (config.version === undefined || config.version === null) return;
    const version = String(config.version);
    if (known === undefined) known = version;
    else if (version !== known) {
      stopped = true;
      clearInterval(timer);
      reload();
    }
  };
  void poll();
  const timer = setInterval(() => void poll(), intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}


/** Puts the static config into a store made by createStore and keeps it current (the app calls it after start). */
export function startStaticConfig(store: { dispatch: (action: ReturnType<typeof staticConfigLoaded>) => unknown; getState: () => unknown }): () => void {
  injectSlice(store, configSlice);
  // Not needed to paint the first page: asked for once it has painted its content, not among the first screen's calls
  // (a signed-in reload's terminal, menu and list), whose answers it would delay on a slow connection.
  let stop: (() => void) | null = null;
  let stopped = false;
  void whenContentPainted().then(() => {
    if (!stopped) stop = startConfigPolling({ onConfig: (config) => store.dispatch(staticConfigLoaded(config)) });
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
