// spec 01 §2: /serviceLogin is forced on a provider partner origin. The spec does not say how such an origin
// is recognised: a configured list of host names, VITE_PROVIDER_PARTNER_HOSTS (comma-separated). A host
// matches itself and its subdomains (`partner.example.com` covers `www.partner.example.com`).

/** The configured provider partner hosts. */
export function providerPartnerHosts(): string[] {
  const configured = (import.meta.env.VITE_PROVIDER_PARTNER_HOSTS as string | undefined) ?? '';
  return configured
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/** True when the origin (scheme://host[:port] or a bare host) is one of the partner hosts or under one. */
export function isProviderPartnerOrigin(origin: string | null | undefined, hosts: readonly string[]): boolean {
  if (!origin || hosts.length === 0) return false;
  let host: string;
  try {
    host = new URL(origin.includes('://') ? origin : `http://${origin}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}
