import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { AlertDialogOnDemand } from '../../../design-system';
import { selectStaticConfig } from '../../../platform/config';
import { isRoleType, selectRoleType, selectTerminal } from '../../../platform/session';
import { mallPath } from '../../branding';
import { useGetCurrentTerminalQuery, useGetFuncShowQuery, useGetTerminalListQuery, type Terminal } from '../api';
import { flagOn, terminalGate, type GateBlock, type PickerRole } from '../rules';

// The prompt and the detection dialog (tax-bureau linking, QR codes, selects) load when first opened: the home and
// the pages that use the gate show neither until the user asks for an action the gate stops or for a disk check.
const DiskDetectionDialog = lazy(() => import('../components/DiskDetectionDialog').then((m) => ({ default: m.DiskDetectionDialog })));

export interface TerminalGate {
  /** The terminal the actions work on (the session's, else the account's current one). */
  terminal: Terminal | null;
  /** Why actions are stopped now, or null. */
  block: GateBlock | null;
  /** Runs `action` when the gate is open; otherwise shows the gate's prompt. Returns whether it ran. */
  guard(action: () => void): boolean;
  /** Opens the tax-disk detection dialog of the terminal. */
  openDiskCheck(): void;
  /** Where 续费 goes (the mall's page for the terminal) when the block offers renewal, else null. */
  renewPath: string | null;
  /** Goes to the mall to renew (when renewPath is set). */
  renew(): void;
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
  // An expired terminal is renewed online only where the server shows its renewal functions (term_expire; spec 01 §7,
  // §8 'an unsupported region: contact the provider'); asked only then, and renewal is offered until it answers no.
  const expired = String(terminal?.serviceStatus ?? '') === '4' && !!terminal?.diskId;
  const termExpire = useGetFuncShowQuery({ diskId: terminal?.diskId ?? '', key: 'term_expire' }, { skip: !expired });
  const renewalRegion = termExpire.data ? termExpire.data.data.isShow : true;
  const block = terminalGate(terminal, { hasTerminals: (list.data?.data.length ?? 1) > 0, mallOpen: flagOn(config?.mallSwitch), renewalRegion });
  const navigate = useNavigate();
  const renewPath = block?.actions.includes('renew') ? mallPath(roleType, terminal?.diskId) : null;
  const renew = () => {
    if (renewPath) void navigate(renewPath);
  };

  const [prompt, setPrompt] = useState<GateBlock | null>(null);
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState(false);
  if (checking && !checked) setChecked(true);

  const guard = (action: () => void) => {
    if (!block) {
      action();
      return true;
    }
    setPrompt(block);
    return false;
  };
  // The open prompt follows the gate while it shows (the region's answer may turn 'renew' into 'contact the provider').
  const shown = prompt && block ? block : prompt;
  const diskCheck = shown?.actions.includes('diskCheck') ?? false;
  const renews = !!renewPath && (shown?.actions.includes('renew') ?? false);

  const element = (
    <>
      <AlertDialogOnDemand
        isOpen={shown !== null}
        title={t('gate.title')}
        content={shown ? t(shown.key) : ''}
        showCancel={diskCheck || renews}
        okText={diskCheck ? t('gate.diskCheck') : renews ? t('gate.renew') : undefined}
        cancelText={t('gate.close')}
        onOk={() => {
          if (diskCheck) setChecking(true);
          else if (renews) renew();
        }}
        onResult={() => setPrompt(null)}
      />
      {terminal && checked && (
        <Suspense fallback={null}>
          <DiskDetectionDialog isOpen={checking} onOpenChange={setChecking} terminal={terminal} role={role} />
        </Suspense>
      )}
    </>
  );
  return { terminal, block, guard, openDiskCheck: () => setChecking(true), renewPath, renew, element };
}
