// spec 01 §2: in the disk-detection dialog 'where a digital-account edition is used, a digital-account info button
// replaces' detect. The spec does not say how that edition is recognised; ours: the terminal is a digital terminal
// (disk type 7, spec 02 §3.1), the kind that issues through the tax bureau's digital (数电) account instead of a disk.
import type { StatusCode } from './status';

/** Disk type of a digital terminal (spec 02 §3.1 'Disk types'). */
export const DIGITAL_TERMINAL_DISK_TYPE = '7';

export function usesDigitalAccount(terminal: { diskType?: StatusCode } | null | undefined): boolean {
  const code = terminal?.diskType;
  return code !== undefined && code !== null && String(code).trim() === DIGITAL_TERMINAL_DISK_TYPE;
}
