import { useCallback, useEffect, useRef, useState } from 'react';
import { callLocalClient, LocalClientUnavailableError } from '../../../platform/api';
import { PRINT_BIZ, printersOf, versionOf, type ClientPrinter } from '../rules/localPrint';

/** What the desktop client told: not yet asked, not answering, or its version and printers. */
export type LocalPrinters =
  | { status: 'checking' }
  | { status: 'unavailable' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; version: string | null; printers: ClientPrinter[] };

/**
 * Asks the desktop client (spec 02 §7.3, biz /lms/dy/ver then /lms/dy/info) for its version and printers on mount and
 * on `recheck` (after the user installed or opened it). A client that does not answer on any port is 'unavailable'.
 */
export function useLocalPrinters(): { state: LocalPrinters; recheck(): void } {
  const [state, setState] = useState<LocalPrinters>({ status: 'checking' });
  const run = useRef(0);
  const check = useCallback(async () => {
    const mine = (run.current += 1);
    setState({ status: 'checking' });
    try {
      const ver = await callLocalClient(PRINT_BIZ.version);
      const info = await callLocalClient(PRINT_BIZ.info);
      if (mine !== run.current) return;
      if (info.code !== 0) {
        setState({ status: 'failed', message: typeof info.result === 'string' ? info.result : '' });
        return;
      }
      setState({ status: 'ready', version: ver.code === 0 ? versionOf(ver.result) : null, printers: printersOf(info.result) });
    } catch (error) {
      if (mine !== run.current) return;
      setState(error instanceof LocalClientUnavailableError ? { status: 'unavailable' } : { status: 'failed', message: '' });
    }
  }, []);
  useEffect(() => {
    void check();
    return () => {
      run.current += 1;
    };
  }, [check]);
  return { state, recheck: () => void check() };
}
