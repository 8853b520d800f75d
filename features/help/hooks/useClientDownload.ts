import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../design-system';
import { downloadVerdictOf, isOwnOrigin, type DownloadProbe } from '../rules/download';

/** How long the portal waits to learn whether its own download exists. */
const PROBE_TIMEOUT_MS = 10_000;

async function probe(url: string): Promise<DownloadProbe> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return { status: response.status, contentType: response.headers.get('content-type') };
  } catch {
    return 'failed';
  }
}

/** Starts the download of a checked file of this origin, without leaving the page nor opening a tab. */
function saveFile(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The client download (spec 01 §2): a file of the portal's own origin is asked for first and downloaded only when the
 * server has it; a missing one says so (clientDownload:missing) and never opens the portal in a new tab. Another
 * host's file opens in a new tab at once (within the click, so no popup blocker stops it).
 */
export function useClientDownload(): (url: string) => Promise<void> {
  const { t } = useTranslation('clientDownload');
  const message = useMessage();
  return async (url: string) => {
    const absolute = new URL(url, location.href).href;
    if (!isOwnOrigin(absolute, location.origin)) {
      window.open(absolute, '_blank', 'noopener');
      return;
    }
    if (downloadVerdictOf(await probe(absolute)) === 'available') saveFile(absolute);
    else message.warning(t('missing'));
  };
}
