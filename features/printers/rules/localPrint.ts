// The desktop client's print calls (spec 02 §7.3 local client; spec 01 §7 print query: biz /lms/dy/ver and /lms/dy/info).
// The spec names the two biz values, not their replies: the shapes below are our reading, and the test print's biz
// /lms/dy/print is chosen (the client prints; the portal only tells it what).

/** /lms/dy/ver's result: the client's version. */
export interface ClientVersion {
  version: string;
}

export type PrinterStatus = 'ready' | 'offline' | 'busy';

/** One printer of /lms/dy/info's result. */
export interface ClientPrinter {
  name: string;
  isDefault: boolean;
  status: PrinterStatus;
}

/** /lms/dy/info's result. */
export interface ClientPrinters {
  printers: ClientPrinter[];
}

/** /lms/dy/print's parameters for a test page (chosen biz). */
export interface TestPrintParams {
  printerName: string;
  fplxdm: string;
  /** Millimetres, one decimal. */
  top: string;
  left: string;
  test: true;
}

export const PRINT_BIZ = { version: '/lms/dy/ver', info: '/lms/dy/info', print: '/lms/dy/print' } as const;

/** Reads /lms/dy/ver's result (a bare version string is accepted too). */
export function versionOf(result: unknown): string | null {
  if (typeof result === 'string' && result.trim()) return result.trim();
  if (result && typeof result === 'object' && typeof (result as { version?: unknown }).version === 'string') return (result as ClientVersion).version;
  return null;
}

/** Reads /lms/dy/info's result: the printers it names, unknown statuses as offline. */
export function printersOf(result: unknown): ClientPrinter[] {
  const list = result && typeof result === 'object' ? (result as { printers?: unknown }).printers : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((p: unknown) => {
    if (!p || typeof p !== 'object' || typeof (p as ClientPrinter).name !== 'string') return [];
    const { name, isDefault, status } = p as Partial<ClientPrinter>;
    return [{ name: name as string, isDefault: isDefault === true, status: status === 'ready' || status === 'busy' ? status : 'offline' }];
  });
}

/**
 * The oldest client version whose print calls the portal knows (our choice: the spec names the version call, not a
 * version): an older one is told to download the latest (spec 02 §8 'client version not latest, download').
 */
export const REQUIRED_CLIENT_VERSION = '1.0.0';
