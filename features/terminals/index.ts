// Terminals: the switcher in the header, the current terminal's panel, and the terminal info the router loads.
import type { AppStore } from '../../platform/store';
import { terminalApi } from './api';

export { TerminalSwitcher } from './components/TerminalSwitcher';
export { CurrentTerminalPanel } from './components/CurrentTerminalPanel';

/**
 * Asks for the account's current terminal and then its service package (the home's terminal panel reads both from
 * the cache): started by the signed-in wave with the frame's chunks. The api must be attached. Resolves to its disk.
 */
export function prefetchCurrentTerminal(store: AppStore): Promise<string | null> {
  return store.dispatch(terminalApi.endpoints.getCurrentTerminal.initiate(undefined, { subscribe: false })).then((reply) => {
    const terminal = reply.data?.data;
    if (terminal?.diskId && !terminal.servicePackage) void store.dispatch(terminalApi.util.prefetch('getServicePackage', { diskId: terminal.diskId }, {}));
    return terminal?.diskId ?? null;
  });
}

/**
 * Loads the terminal info of a disk (or the current terminal). Its code (and with it the terminal endpoints) is a
 * chunk of its own, loaded by the first navigation that needs it, never on the sign-in route.
 */
export function loadTerminalInfo(store: AppStore, diskId: string | undefined): Promise<void> {
  return import('./hooks/loadTerminalInfo').then((m) => m.loadTerminalInfo(store, diskId));
}
export { DiskDetectionDialog } from './components/DiskDetectionDialog';
export type { DiskDetectionDialogProps } from './components/DiskDetectionDialog';
export { useTerminalGate } from './hooks/useTerminalGate';
export type { TerminalGate } from './hooks/useTerminalGate';
export { terminalGate, flagOn } from './rules/gate';
export type { GateBlock, GateContext, GateTerminal, GateKind, GateAction } from './rules/gate';
