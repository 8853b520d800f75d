// The client download of the header (spec 01 §2, downloadPath / downloadPathAccount of the static config).
// A download the site does not have must say so instead of opening the portal itself in a new tab: a web server
// that answers unknown paths with the portal's page (the dev server, most single-page hosts) returns 200 text/html.

/** What a HEAD request for the download answered; 'failed' when it did not answer at all. */
export type DownloadProbe = { status: number; contentType: string | null } | 'failed';

export type DownloadVerdict = 'available' | 'missing';

/** Only a successful answer that is not a web page is a file to download. */
export function downloadVerdictOf(probe: DownloadProbe): DownloadVerdict {
  if (probe === 'failed') return 'missing';
  if (probe.status < 200 || probe.status >= 300) return 'missing';
  const type = (probe.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'text/html' || type === 'application/xhtml+xml' ? 'missing' : 'available';
}

/**
 * Whether the download lives on the portal's own origin (so the portal can ask for it first; another host's file is
 * opened as it is: it cannot land on the portal). Unparseable addresses are treated as ours, so they are checked.
 */
export function isOwnOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return true;
  }
}
