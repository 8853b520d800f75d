import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../design-system';
import type { Terminal } from '../api';
import type { GateBlock, PickerRole } from '../rules';
import { DiskDetectionDialog } from './DiskDetectionDialog';

export interface GatePromptProps {
  prompt: GateBlock | null;
  onPromptClosed: () => void;
  checking: boolean;
  onCheckingChange: (open: boolean) => void;
  terminal: Terminal | null;
  role: PickerRole;
}

/**
 * The terminal gate's prompt and the disk detection dialog (useTerminalGate): a chunk of their own, loaded the
 * first time an action is stopped or a disk is checked, not with every page that has a gated action.
 */
export function GatePrompt({ prompt, onPromptClosed, checking, onCheckingChange, terminal, role }: GatePromptProps) {
  const { t } = useTranslation('terminals');
  const diskCheck = prompt?.actions.includes('diskCheck') ?? false;
  return (
    <>
      <AlertDialog
        isOpen={prompt !== null}
        title={t('gate.title')}
        content={prompt ? t(prompt.key) : ''}
        showCancel={diskCheck}
        okText={diskCheck ? t('gate.diskCheck') : undefined}
        cancelText={t('gate.close')}
        onOk={() => {
          if (diskCheck) onCheckingChange(true);
        }}
        onResult={onPromptClosed}
      />
      {terminal && <DiskDetectionDialog isOpen={checking} onOpenChange={onCheckingChange} terminal={terminal} role={role} />}
    </>
  );
}

export default GatePrompt;
