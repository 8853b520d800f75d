import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { siteBase } from './env';

// spec 01 §3 (Config), §4 (a change of version in config triggers a reload), §7 (GET {site}/static/config.json with a timestamp query).

/** The static config (spec 01 §3). Fields beyond `version` are read by the shell; the server may send more. */
export interface StaticConfig {
  mpName?: string;
  indexUrl?: string;
  showLink?: boolean | number | string;
  urla?: string;
  urlb?: string;
  urlc?: string;
  showHelp?: boolean | number | string;
  downloadPath?: string;
  downloadPathAccount?: string;
  softwareName?: string;
  version?: string | number;
  showAgency?: boolean | number | string;
  mallSwitch?: boolean | number | string;
  [field: string]: unknown;
}

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

export interface ConfigState {
  config: StaticConfig | null;
}

const configSlice = createSlice({
  name: 'config',
  initialState: { config: null } as ConfigState,
  reducers: {
    staticConfigLoaded(state, { payload }: PayloadAction<StaticConfig>) {
      state.config = payload;
    },
  },
});

export const configReducer = configSlice.reducer;
export const { staticConfigLoaded } = configSlice.actions;
export const selectStaticConfig = (state: { config: ConfigState }): StaticConfig | null => state.config.config;
