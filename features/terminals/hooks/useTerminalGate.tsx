import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectStaticConfig } from '../../../platform/config';
import { isRoleType, selectRoleType, selectTerminal } from '../../../platform/session';
import { useGetCurrentTerminalQuery, useGetTerminalListQuery, type Terminal } from '../api';

// The prompt and the detection dialog load when first shown (a home with a gated action does not carry them).
const GatePrompt = lazy(() => import('../components/GatePrompt'));
import { flagOn, terminalGate, type GateBlock, type PickerRole } from '../rules';

export interface TerminalGate {
  /** The terminal the actions work on (the session's, else the account's current one). */
  terminal: Terminal | null;
  /** Why actions are stopped now, or null. */
  block: GateBlock | null;
  /** Runs `action` when the gate is open; otherwise shows the gate's prompt. Returns whether it ran. */
  guard(action: () => void): boolean;
  /** Opens the tax-disk detection dialog of the terminal. */
  openDiskCheck(): void;
  /** The prompt and the detection dialog: render it once where the hook is used. */
  element: ReactNode;
}

/**
 * The one gate for actions that need a terminal (spec 01 §4, §8): `guard(run)` runs the action or shows the
 * prompt the rule `terminalGate` decides, with the 'disk check' button where the disk is offline.
 */
export function useTerminalGate(): TerminalGate {
  const sessionTerminal = useSelector(selectTerminal);
  const roleType = useSelector(selectRoleType);
  const config = useSelector(selectStaticConfig);
  const current = useGetCurrentTerminalQuery();
  const terminal = ((sessionTerminal?.taxerName ? sessionTerminal : null) ?? current.data?.data ?? null) as Terminal | null;
  // Which 'no terminal' prompt: only asked when there is no terminal.
  const list = useGetTerminalListQuery({}, { skip: !!terminal || !current.isSuccess });
  const role: PickerRole = isRoleType(roleType) ? roleType : 3;
  const block = terminalGate(terminal, { hasTerminals: (list.data?.data.length ?? 1) > 0, mallOpen: flagOn(config?.mallSwitch) });

  const [prompt, setPrompt] = useState<GateBlock | null>(null);
  const [checking, setChecking] = useState(false);

  const guard = (action: () => void) => {
    if (!block) {
      action();
      return true;
    }
    setPrompt(block);
    return false;
  };
  // Mounted from the first prompt or disk check on, so that the dialogs' closing transitions still run.
  const [shown, setShown] = useState(false);
  if (!shown && (prompt !== null || checking)) setShown(true);
  const element = shown ? (
    <Suspense fallback={null}>
      <GatePrompt prompt={prompt} onPromptClosed={() => setPrompt(null)} checking={checking} onCheckingChange={setChecking} terminal={terminal} role={role} />
    </Suspense>
  ) : null;
  return { terminal, block, guard, openDiskCheck: () => setChecking(true), element };
}
