import { useState } from 'react';
import { FaceQrDialog, FaceScanIntervalDialog } from '../../face-scan';
import { TaxBureauAccountDialog } from '../../tax-bureau';

/** A terminal whose tax-bureau login or face scan is to be fixed. */
export interface LoginFixTerminal {
  diskId: string;
  taxerName: string;
  taxerId?: string;
  tsp?: string;
  termType?: number;
}

/** What unblocks a terminal: logging in again (the linking dialog) or a face scan (the face QR dialog). */
export type LoginFixKind = 'login' | 'face';

export interface LoginFixDialogsProps {
  /** The terminal and what to open first; null: nothing open. */
  fix: { kind: LoginFixKind; terminal: LoginFixTerminal } | null;
  /** Every dialog closed. */
  onClose(): void;
  /** Accounts saved or a code shown: the caller reads its list again. */
  onChanged?: () => void;
  /** The member area's account colour (spec 02 §2.1 item 3). */
  memberArea?: boolean;
}

/**
 * The existing dialogs of a terminal row (features/tax-bureau, features/face-scan), opened for one terminal and
 * chained as the terminal list chains them: the face QR's 去登录 opens the login, its duration edit the interval.
 */
export function LoginFixDialogs({ fix, onClose, onChanged, memberArea = false }: LoginFixDialogsProps) {
  const [shown, setShown] = useState<{ key: string; kind: LoginFixKind | 'interval' } | null>(null);
  const key = fix ? `${fix.kind}:${fix.terminal.diskId}` : null;
  // A new fix from the caller opens its dialog; the chain then moves between the dialogs of that terminal.
  const [seen, setSeen] = useState<string | null>(null);
  if (seen !== key) {
    setSeen(key);
    setShown(fix && key ? { key, kind: fix.kind } : null);
  }
  if (!fix) return null;
  const terminal = fix.terminal;
  const close = () => {
    setShown(null);
    onClose();
  };
  const open = (kind: LoginFixKind | 'interval') => setShown({ key: key ?? '', kind });
  const link = { diskId: terminal.diskId, taxerName: terminal.taxerName, ...(terminal.taxerId ? { taxerId: terminal.taxerId } : {}), ...(terminal.tsp ? { tsp: terminal.tsp } : {}), ...(terminal.termType !== undefined ? { termType: terminal.termType } : {}) };
  return (
    <>
      <TaxBureauAccountDialog
        isOpen={shown?.kind === 'login'}
        terminal={link}
        memberArea={memberArea}
        onClose={() => {
          onChanged?.();
          close();
        }}
        onSaved={() => onChanged?.()}
      />
      <FaceQrDialog
        isOpen={shown?.kind === 'face'}
        terminal={link}
        onClose={() => {
          onChanged?.();
          close();
        }}
        onEditDuration={() => open('interval')}
        onGoToLogin={() => open('login')}
      />
      <FaceScanIntervalDialog isOpen={shown?.kind === 'interval'} terminal={link} onClose={close} onSaved={() => onChanged?.()} onGoToLogin={() => open('login')} />
    </>
  );
}
