// What the terminal picker shows of a terminal, decided (spec 01 §2, §3; spec 02 §3): the columns a role sees,
// the mode of a provider code, the device type, the accounts and the statuses. No React, no i18n calls: keys out.
import type { PickerColumnKey } from '../../../design-system';
import { labelOfServerText } from '../../lookups';
import { terminalStatusCell, verificationStatusCell, type Label, type StatusCode, type StatusDecision } from './status';

/** One tax-bureau account of a terminal (qdInfo item): the first is the invoicing account, the second the query account. */
export interface TerminalAccount {
  /** Account: ID number, phone or username. */
  dlzh?: string | null;
  /** The login identity as text, e.g. 办税员. */
  dlsfStr?: string | null;
}

/** A terminal list item as the server sends it (spec 01 §3 Terminal, spec 02 §3 Terminal list item): the fields the picker reads. */
export interface PickerTerminal {
  termId?: string | number | null;
  deviceId?: string | number | null;
  /** Company name: the terminal's name in the picker. */
  taxerName: string;
  /** Tax number. */
  taxerId?: string | null;
  /** Disk number. */
  diskId?: string | null;
  aliasName?: string | null;
  /** Disk type: 2 tax-control disk, 4 golden-tax disk, 6 tax UKey, 7 digital terminal (spec 02 §3.1). */
  diskType?: StatusCode;
  /** The server's device type text, shown only for a disk type the lookup table lacks. */
  diskTypeDesc?: string | null;
  /** Provider code: IT100, IT150, IT160, IT200, IT300, IT500, IT600, HT200, WT200. */
  tsp?: string | null;
  termStatus?: StatusCode;
  termStatusDesc?: string | null;
  qdStatus?: StatusCode;
  qdStatusDesc?: string | null;
  qdInfo?: readonly TerminalAccount[] | null;
}

/** roleType of the signed-in user: 1 member, 2 provider, 3 agency (spec 01 §6). */
export type PickerRole = 1 | 2 | 3;

const editions = {
  WT200: 'cloud',
  IT200: 'cloud',
  IT300: 'cloud',
  IT500: 'cloud',
  IT600: 'cloud',
  IT100: 'shared',
  IT150: 'shared',
  IT160: 'shared',
} as const;
/** Mode of a terminal: cloud invoicing (云开票) or shared edition (共享版). */
export type TerminalMode = (typeof editions)[keyof typeof editions];

/** spec 01 §3: WT200, IT200, IT300, IT500, IT600 are cloud invoicing; IT100, IT150, IT160 shared edition; others (HT200) none. */
export function terminalModeOf(tsp: string | null | undefined): TerminalMode | null {
  const code = (tsp ?? '').trim().toUpperCase();
  return Object.prototype.hasOwnProperty.call(editions, code) ? editions[code as keyof typeof editions] : null;
}

/** The picker's columns, in order; provider for role 2 only, mode for roles 1 and 3 (spec 01 §2). */
const allColumns: readonly PickerColumnKey[] = ['index', 'name', 'alias', 'deviceType', 'provider', 'mode', 'terminalStatus', 'verificationStatus', 'accountInfo'];

export function pickerColumnsFor(role: PickerRole): PickerColumnKey[] {
  return allColumns.filter((key) => (key === 'provider' ? role === 2 : key === 'mode' ? role !== 2 : true));
}

/** A stable row key: termId, else deviceId, else disk number, else tax number. */
export function terminalKeyOf(terminal: PickerTerminal): string {
  return String(terminal.termId ?? terminal.deviceId ?? terminal.diskId ?? terminal.taxerId ?? terminal.taxerName);
}

/** The invoicing account (qdInfo[0]) and the query account (qdInfo[1]); missing ones are null. */
export function accountsOf(terminal: PickerTerminal): [TerminalAccount | null, TerminalAccount | null] {
  const list = terminal.qdInfo ?? [];
  const pick = (a: TerminalAccount | undefined) => (a && (a.dlzh ?? '').trim() !== '' ? a : null);
  return [pick(list[0]), pick(list[1])];
}

const blank = (s: string | null | undefined) => (s ?? '').trim() === '';
const diskTypes = ['2', '4', '6', '7'];

/** The device type: the disk type's lookup label (the user's language), else the server's text for a type the table lacks, else nothing. */
export function deviceTypeLabel(terminal: Pick<PickerTerminal, 'diskType' | 'diskTypeDesc'>): Label | null {
  const code = String(terminal.diskType ?? '').trim();
  if (diskTypes.includes(code)) return { key: `lookups:diskType.${code}` };
  return blank(terminal.diskTypeDesc) ? null : { text: terminal.diskTypeDesc!.trim() };
}

/** The mode's label (lookups:providerEdition), or nothing for a provider in neither list. */
export function modeLabel(tsp: string | null | undefined): Label | null {
  const mode = terminalModeOf(tsp);
  return mode ? { key: `lookups:providerEdition.${mode}` } : null;
}

/** One row of the picker, decided: every value the design system's picker shows, as keys or server text. */
export interface PickerRowDecision {
  key: string;
  name: string;
  taxerId: string | null;
  diskId: string | null;
  alias: string | null;
  deviceType: Label | null;
  provider: string | null;
  mode: Label | null;
  terminalStatus: StatusDecision | null;
  verificationStatus: StatusDecision | null;
  /** The account and its login identity (the lookup's label when the server's dlsfStr is one it knows). */
  billingAccount: { account: string; identity: Label | null } | null;
  queryAccount: { account: string; identity: Label | null } | null;
}

const accountOf = (a: TerminalAccount | null) => (a ? { account: (a.dlzh ?? '').trim(), identity: labelOfServerText('loginIdentity', a.dlsfStr) } : null);
const textOf = (s: string | null | undefined) => (blank(s) ? null : s!);

/** The picker row of a terminal (spec 01 §2 columns; statuses by spec 01 §4). */
export function pickerRowOf(terminal: PickerTerminal): PickerRowDecision {
  const [billing, query] = accountsOf(terminal);
  return {
    key: terminalKeyOf(terminal),
    name: terminal.taxerName,
    taxerId: textOf(terminal.taxerId),
    diskId: textOf(terminal.diskId),
    alias: textOf(terminal.aliasName),
    deviceType: deviceTypeLabel(terminal),
    provider: textOf(terminal.tsp),
    mode: modeLabel(terminal.tsp),
    terminalStatus: terminalStatusCell(terminal.termStatus, terminal.termStatusDesc),
    verificationStatus: verificationStatusCell(terminal.qdStatus, terminal.qdStatusDesc),
    billingAccount: accountOf(billing),
    queryAccount: accountOf(query),
  };
}
