// The one gate every action that needs a terminal passes (spec 01 §4 'Every value except 1 blocks actions with
// a prompt', §8 the prompts; spec 02 §4 'online 0 means the disk connection is abnormal'). Pure: keys out.

/** What the gate reads of a terminal. */
export interface GateTerminal {
  termId?: string | number | null;
  deviceId?: string | number | null;
  diskId?: string | null;
  serviceStatus?: number | string | null;
  online?: number | string | null;
}

/** What the gate reads around the terminal. */
export interface GateContext {
  /** The account has at least one terminal (decides which 'no terminal' prompt shows). */
  hasTerminals: boolean;
  /** The static config's mallSwitch: renewal happens in the mall only when it is open. */
  mallOpen: boolean;
  /** Renewal is offered in the terminal's region (spec 01 §8: an unsupported region contacts the provider). @default true */
  renewalRegion?: boolean;
}

/** Why an action is stopped. */
export type GateKind = 'noTerminal' | 'noTerminals' | 'invalid' | 'service' | 'offline';
/** What the prompt offers besides closing: the disk check (detection dialog) or renewal (the mall). */
export type GateAction = 'diskCheck' | 'renew';

export interface GateBlock {
  kind: GateKind;
  /** Message key of the prompt. */
  key: string;
  actions: GateAction[];
}

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';
const codeOf = (v: unknown) => (blank(v) ? null : String(v).trim());

const servicePrompts: Readonly<Record<string, string>> = {
  '0': 'lookups:serviceStatusPrompt.0',
  '3': 'lookups:serviceStatusPrompt.3',
  '6': 'lookups:serviceStatusPrompt.6',
};

/**
 * null when the action may go on, else the prompt: no terminal (该功能需要选择税盘才能使用, or 没有可用的开票终端，
 * 当前功能无法使用！ when the account has none); no id (该终端信息有误); serviceStatus other than 1 (its prompt; 4 asks
 * to renew where the mall is open and the region renews, else to contact the provider); a disk not online
 * (当前税盘连接异常，请稍后重试, with the disk check). A terminal that does not say a status is not stopped for it.
 */
export function terminalGate(terminal: GateTerminal | null | undefined, context: GateContext): GateBlock | null {
  if (!terminal) {
    return context.hasTerminals
      ? { kind: 'noTerminal', key: 'terminals:gate.noTerminal', actions: [] }
      : { kind: 'noTerminals', key: 'terminals:gate.noTerminals', actions: [] };
  }
  if ((blank(terminal.termId) && blank(terminal.deviceId)) || blank(terminal.diskId)) {
    return { kind: 'invalid', key: 'terminals:gate.invalid', actions: [] };
  }
  const service = codeOf(terminal.serviceStatus);
  if (service !== null && service !== '1') {
    if (service === '4') {
      const renews = context.mallOpen && context.renewalRegion !== false;
      return renews
        ? { kind: 'service', key: 'lookups:serviceStatusPrompt.4', actions: ['renew'] }
        : { kind: 'service', key: 'terminals:gate.expiredContact', actions: [] };
    }
    return { kind: 'service', key: servicePrompts[service] ?? 'lookups:serviceStatusPrompt.other', actions: [] };
  }
  const online = codeOf(terminal.online);
  if (online !== null && online !== '1') return { kind: 'offline', key: 'terminals:gate.offline', actions: ['diskCheck'] };
  return null;
}

/** The static config's flags come as booleans, numbers or strings (spec 01 §3). */
export function flagOn(flag: unknown): boolean {
  if (typeof flag === 'boolean') return flag;
  if (typeof flag === 'number') return flag === 1;
  if (typeof flag === 'string') return ['1', 'true', 'on', 'yes'].includes(flag.trim().toLowerCase());
  return false;
}
