// Where the portal talks to. spec 01 §7; docs/deployment.md, 'Environment': setting an API base URL switches the embedded backend off.

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * The API base: VITE_API_BASE_URL when set, else the page origin. Always absolute (RTK Query cannot parse a
 * relative baseUrl in jsdom). Endpoint paths carry their version prefix (/v1, /v2, /v3), e.g. `${apiBase()}/v2/terminal/current`.
 */
export function apiBase(): string {
  const configured = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '';
  if (configured.trim()) return trimSlash(configured.trim());
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

/** True when a real backend is configured (the embedded MSW backend stays off). */
export function usesRealBackend(): boolean {
  return Boolean(((import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '').trim());
}

/** The site the static files come from ({site} of spec 01 §7): the page origin plus Vite's base path. */
export function siteBase(): string {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return trimSlash(`${origin}${(import.meta.env.BASE_URL as string | undefined) ?? '/'}`);
}

/**
 * Cloud-storage hosts that must not receive the bearer token (spec 01 §7). The spec names no host:
 * VITE_CLOUD_STORAGE_HOSTS (comma-separated host names) configures them; suffix matches count
 * (`aliyuncs.com` covers `bucket.oss-cn-hangzhou.aliyuncs.com`).
 */
export function cloudStorageHosts(): string[] {
  const configured = (import.meta.env.VITE_CLOUD_STORAGE_HOSTS as string | undefined) ?? '';
  return configured
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * The customer-service hotline and its weekday hours (e.g. `09:00-18:00`) that members see in the header (spec 01
 * §2). The spec gives neither and the static config has no field for them: VITE_SERVICE_HOTLINE and
 * VITE_SERVICE_HOURS set them per deployment (.env.development sets demo values for `npm start`). Without a hotline
 * the header offers no customer-service dropdown.
 */
export function customerService(): { hotline: string; hours: string } | null {
  const hotline = ((import.meta.env.VITE_SERVICE_HOTLINE as string | undefined) ?? '').trim();
  if (!hotline) return null;
  return { hotline, hours: ((import.meta.env.VITE_SERVICE_HOURS as string | undefined) ?? '').trim() };
}
