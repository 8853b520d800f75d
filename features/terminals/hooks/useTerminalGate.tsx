import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { AlertDialog } from '../../../design-system';
import { selectStaticConfig } from '../../../platform/config';
import { isRoleType, selectRoleType, selectTerminal } from '../../../platform/session';
import { useGetCurrentTerminalQuery, useGetTerminalListQuery, type Terminal } from '../api';
import { DiskDetectionDialog } from '../components/DiskDetectionDialog';
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
  const { t } = useTranslation('terminals');
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
  const diskCheck = prompt?.actions.includes('diskCheck') ?? false;

  const element = (
    <>
      <AlertDialog
        isOpen={prompt !== null}
        title={t('gate.title')}
        content={prompt ? t(prompt.key) : ''}
        showCancel={diskCheck}
        okText={diskCheck ? t('gate.diskCheck') : undefined}
        cancelText={t('gate.close')}
        onOk={() => {
          if (diskCheck) setChecking(true);
        }}
        onResult={() => setPrompt(null)}
      />
      {terminal && <DiskDetectionDialog isOpen={checking} onOpenChange={setChecking} terminal={terminal} role={role} />}
    </>
  );
  return { terminal, block, guard, openDiskCheck: () => setChecking(true), element };
}
