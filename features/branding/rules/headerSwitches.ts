import type { StaticConfig } from '../../../platform/config';
import { isRoleType, roleAreas } from '../../../platform/session';

// spec 01 §2 (help centre for role 1, client download for role 3), §3 (Config: urla, showHelp, downloadPath,
// downloadPathAccount, softwareName, mallSwitch).

/** A flag of the static config, which the server may send as a boolean, a number or a string. */
export function configFlagOn(flag: unknown, otherwise: boolean): boolean {
  if (flag === undefined || flag === null || flag === '') return otherwise;
  return !(flag === false || flag === 0 || flag === '0' || String(flag).toLowerCase() === 'false');
}

/** What the static config switches on in the header of a role. */
export interface HeaderSwitches {
  /** The help-centre address (role 1, showHelp); null: no help link. */
  help: string | null;
  /** The client download (role 3, a download path configured); null: no download button. */
  download: { url: string; softwareName?: string } | null;
  /** The product mall link (mallSwitch). */
  mall: boolean;
}

/** Where the help link goes while the config names no help address (urla): the portal's home page. */
export const DEFAULT_HELP_URL = '/home';

/**
 * The header's switches. Until the config has loaded (or when it cannot be fetched) the help link shows, as it
 * always did, while the download and the mall, which need the config's paths and consent, stay off.
 */
export function headerSwitches(config: StaticConfig | null | undefined, roleType: number | null | undefined): HeaderSwitches {
  const c = config ?? {};
  const help = roleType === 1 && configFlagOn(c.showHelp, true) ? c.urla?.trim() || DEFAULT_HELP_URL : null;
  const path = (c.downloadPathAccount?.trim() || c.downloadPath?.trim()) ?? '';
  const download = roleType === 3 && path ? { url: path, ...(c.softwareName?.trim() ? { softwareName: c.softwareName.trim() } : {}) } : null;
  return { help, download, mall: configFlagOn(c.mallSwitch, false) };
}

/**
 * The product mall's page of a role's area (<area>/ykkGoods in the route tables of every area), for a disk when one is
 * named (renewal and the cloud upgrade buy for that disk); null for an unknown role.
 */
export function mallPath(roleType: number | null | undefined, diskId?: string | null): string | null {
  if (!isRoleType(roleType)) return null;
  const path = `/${roleAreas[roleType]}/ykkGoods`;
  return diskId ? `${path}?${new URLSearchParams({ diskId }).toString()}` : path;
}
