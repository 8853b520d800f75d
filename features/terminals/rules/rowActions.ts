// The row actions of the terminal list pages (spec 02 §2.1 items 3, 6, 7; spec 01 §2 detection;
// spec 02 §7.3 terminal operations). Pure: which actions a role sees on a terminal, and their label keys.
// Adding an action is one entry here (and its handler on the page).
import { decodeSegment, isWellFormedId } from '../../../platform/routing';

export interface RowActionTerminal {
  /** The provider's binding (1 bound, 0 unbound; absent reads as bound). */
  bindStatus?: number;
}

interface RowActionSpec {
  /** Label key (namespace terminalActions). */
  key: string;
  /** Roles that see it (1 member, 2 provider, 3 agency). */
  roles: readonly (1 | 2 | 3)[];
  /** Shown only when true for the row; always when absent. */
  when?: (terminal: RowActionTerminal) => boolean;
  /** Starts a new group in the menu (a separator before it). */
  group?: true;
}

const everyone = [1, 2, 3] as const;
const bound = (t: RowActionTerminal) => t.bindStatus !== 0;

/** The menu's actions in the order shown (the tax-bureau account is the row's own button, not in the menu). */
export const terminalRowActionMap = {
  taxCategories: { key: 'terminalActions:action.taxCategories', roles: everyone },
  diskDetection: { key: 'terminalActions:action.diskDetection', roles: everyone },
  mobileQr: { key: 'terminalActions:action.mobileQr', roles: everyone },
  // spec 02 §2.1 items 5, 6: face scan, with the other row actions.
  faceScanInterval: { key: 'faceScan:action.interval', roles: everyone },
  faceQr: { key: 'faceScan:action.faceQr', roles: everyone },
  // spec 02 §2.1 item 4: the digital-account (数电账号) dialog.
  digitalAccount: { key: 'terminalActions:action.digitalAccount', roles: everyone },
  // spec 02 §7.3: the provider's operations on its terminals.
  sync: { key: 'terminalActions:action.sync', roles: [2], group: true },
  bind: { key: 'terminalActions:action.bind', roles: [2], when: (t) => !bound(t) },
  unbind: { key: 'terminalActions:action.unbind', roles: [2], when: bound },
} as const satisfies Record<string, RowActionSpec>;

export type TerminalRowAction = keyof typeof terminalRowActionMap;

export interface RowActionItem {
  id: TerminalRowAction;
  key: string;
  group: boolean;
}

/** The menu items of one row for a role, in the map's order. */
export function rowActionsFor(role: 1 | 2 | 3, terminal: RowActionTerminal): RowActionItem[] {
  const items: RowActionItem[] = [];
  for (const [id, spec] of Object.entries(terminalRowActionMap) as [TerminalRowAction, RowActionSpec][]) {
    if (!spec.roles.includes(role)) continue;
    if (spec.when && !spec.when(terminal)) continue;
    items.push({ id, key: spec.key, group: spec.group === true });
  }
  return items;
}

/** The mobile face-scan page of a terminal (spec 02 §2.1 item 6: /h5/#/qrcode/{diskId}?taxerName&termType&tsp). */
export function mobileQrUrl(origin: string, terminal: { diskId: string; taxerName: string; termType?: number; tsp: string }): string {
  const query = new URLSearchParams({ taxerName: terminal.taxerName, termType: String(terminal.termType ?? ''), tsp: terminal.tsp });
  return `${origin}/h5/#/qrcode/${encodeURIComponent(terminal.diskId)}?${query.toString()}`;
}

/** The mobile page's address read back from its hash (#/qrcode/{diskId}?taxerName&termType&tsp); null when not that route or
 * when its disk id is malformed. */
export interface MobileQrAddress {
  diskId: string;
  taxerName: string;
  termType: string;
  tsp: string;
}

export function parseMobileQrHash(hash: string): MobileQrAddress | null {
  const match = /^#?\/qrcode\/([^/?#]+)(?:\?(.*))?$/.exec(hash);
  if (!match) return null;
  const query = new URLSearchParams(match[2] ?? '');
  // The disk id is checked for an id's shape before any request (platform/routing/ids.ts; the spec gives no shape,
  // the seeded disks have 12 digits): a malformed escape or another shape is a bad link, shown as such.
  const diskId = decodeSegment(match[1]!);
  if (!isWellFormedId(diskId)) return null;
  return { diskId, taxerName: query.get('taxerName') ?? '', termType: query.get('termType') ?? '', tsp: query.get('tsp') ?? '' };
}
