// The server form's checks (our reading: the spec names the page only, spec 01 §2 server). Pure: message keys out
// (namespace providerOps), one per field, so the form shows each at its field and keeps what was typed.

export interface ServerFormValues {
  serverName: string;
  ip: string;
  room: string;
  /** 1 running, 2 offline, 3 under maintenance. */
  state: 1 | 2 | 3;
  /** Chassis numbers, separated by commas, spaces or new lines as typed. */
  psnText: string;
  boards: number;
  ports: number;
}

export type ServerFormField = 'serverName' | 'ip' | 'room' | 'psnText' | 'boards' | 'ports';
export type ServerFormIssues = Partial<Record<ServerFormField, string>>;

export const MAX_NAME = 50;
export const MAX_BOARDS = 16;
export const MAX_PORTS = 16;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** A chassis number: 4 to 20 capital letters and digits (the seeded ones read JX001000). */
const PSN = /^[A-Z0-9]{4,20}$/;

/** The chassis numbers typed, trimmed, upper-cased, without empties (order kept). */
export function psnListOf(text: string): string[] {
  return text
    .split(/[\s,，;；]+/)
    .map((s) => s.trim().toUpperCase())
    .filter((s) => s !== '');
}

export function checkServerForm(values: ServerFormValues): ServerFormIssues {
  const issues: ServerFormIssues = {};
  const name = values.serverName.trim();
  if (name === '') issues.serverName = 'form.errors.nameRequired';
  else if (name.length > MAX_NAME) issues.serverName = 'form.errors.nameTooLong';
  const ip = values.ip.trim();
  if (ip === '') issues.ip = 'form.errors.ipRequired';
  else if (!IPV4.test(ip)) issues.ip = 'form.errors.ipInvalid';
  if (values.room.trim().length > MAX_NAME) issues.room = 'form.errors.roomTooLong';
  const psns = psnListOf(values.psnText);
  if (psns.length === 0) issues.psnText = 'form.errors.psnRequired';
  else if (psns.some((p) => !PSN.test(p))) issues.psnText = 'form.errors.psnInvalid';
  else if (new Set(psns).size !== psns.length) issues.psnText = 'form.errors.psnDuplicate';
  if (!Number.isInteger(values.boards) || values.boards < 1 || values.boards > MAX_BOARDS) issues.boards = 'form.errors.boards';
  if (!Number.isInteger(values.ports) || values.ports < 1 || values.ports > MAX_PORTS) issues.ports = 'form.errors.ports';
  return issues;
}
