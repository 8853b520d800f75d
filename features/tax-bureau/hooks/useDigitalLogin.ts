import { useCallback, useEffect, useRef, useState } from 'react';
import { callLocalClient, isDesktopClient, LocalClientUnavailableError } from '../../../platform/api';
import type { LoginProfile } from '../api';
import { canJumpToTaxBureau, goesThroughConnectionDialog, safeLoginUrl, skipTaxBureauType } from '../rules';
import {
  useGetTaxLoginStatusQuery,
  useLazyGetChangeQyQuery,
  useLazySkipTaxBureauQuery,
  usePutQdChangeQyMutation,
  useQdLoginOperateMutation,
} from './endpoints';
import { useAccountVerify, type LinkTerminal } from './useAccountVerify';

/** How a jump to the tax bureau ended when it could not open it (the dialog says why). */
export type JumpProblem = 'noLoginUrl' | 'clientMissing' | 'clientFailed';

/**
 * The digital-account dialog's login (spec 02 §4, §7.1): the terminal's login status; a login first asks
 * qdLoginOperate whether the account is logged in already (then switches the enterprise when getChangeQy says so),
 * otherwise binds the account with the chosen method through the linking flow (SMS, QR, automatic). The jump to the
 * tax bureau asks skipTaxBureau: in the browser type 2 and its login URL in a new tab, inside the desktop client
 * type 4 and the data handed to the client's /etax/open.
 */
export function useDigitalLogin(terminal: LinkTerminal, saved: LoginProfile | undefined, onLoggedIn?: () => void) {
  const status = useGetTaxLoginStatusQuery({ diskId: terminal.diskId }, { refetchOnMountOrArgChange: true });
  // The dialog shows the terminal's login status; each attempt starts from 未验证.
  const verifier = useAccountVerify(terminal, undefined);
  const [operate] = useQdLoginOperateMutation();
  const [getChange] = useLazyGetChangeQyQuery();
  const [putChange] = usePutQdChangeQyMutation();
  const [skip, skipping] = useLazySkipTaxBureauQuery();
  const [starting, setStarting] = useState(false);
  /** The connection-status dialog is open (from the start of a login that goes through it, or on SMS / QR). */
  const [connectionOpen, setConnectionOpen] = useState(false);
  const [alreadyLoggedIn, setAlreadyLoggedIn] = useState(false);
  const loggedInRef = useRef(onLoggedIn);
  useEffect(() => {
    loggedInRef.current = onLoggedIn;
  });

  const phase = verifier.state.phase;
  useEffect(() => {
    if (phase === 'sms' || phase === 'qr') setConnectionOpen(true);
    if (phase === 'passed') {
      void status.refetch();
      loggedInRef.current?.();
    }
    // status.refetch is stable for the query's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);

  const login = useCallback(
    async (profile: LoginProfile) => {
      setAlreadyLoggedIn(false);
      setStarting(true);
      try {
        const op = await operate({ body: { diskId: terminal.diskId, dlzh: profile.dlzh ?? '' } }).unwrap();
        if (op.data.isLogin === 1) {
          // spec 02 §4: logged in already; switch the enterprise first when the tax bureau says it must.
          const change = await getChange({ diskId: terminal.diskId }).unwrap();
          if (change.data.isChange) await putChange({ diskId: terminal.diskId }).unwrap();
          setAlreadyLoggedIn(true);
          void status.refetch();
          loggedInRef.current?.();
          return;
        }
      } catch {
        // The 提示 alert has shown the server's reason; nothing started.
        return;
      } finally {
        setStarting(false);
      }
      if (goesThroughConnectionDialog(profile)) setConnectionOpen(true);
      verifier.verify(profile);
    },
    [operate, getChange, putChange, status, terminal.diskId, verifier],
  );

  /** Opens the tax bureau; resolves with what went wrong, or null (a refused call has shown its 提示 alert). */
  const jump = useCallback(async (): Promise<JumpProblem | null> => {
    const type = skipTaxBureauType(isDesktopClient());
    let data: { loginURL?: string; data?: object };
    try {
      data = (await skip({ diskId: terminal.diskId, type }).unwrap()).data;
    } catch {
      return null;
    }
    if (type === 4) {
      try {
        const reply = await callLocalClient('/etax/open', { ...(data.data ?? {}), diskId: terminal.diskId });
        return reply.code === 0 ? null : 'clientFailed';
      } catch (error) {
        return error instanceof LocalClientUnavailableError ? 'clientMissing' : 'clientFailed';
      }
    }
    const url = safeLoginUrl(data.loginURL);
    if (!url) return 'noLoginUrl';
    window.open(url, '_blank', 'noopener,noreferrer');
    return null;
  }, [skip, terminal.diskId]);

  const loginStatus = status.data?.data.status;
  return {
    status,
    loginStatus,
    canJump: canJumpToTaxBureau(loginStatus, terminal.tsp),
    verifier,
    login,
    starting,
    alreadyLoggedIn,
    connectionOpen,
    closeConnection: () => {
      setConnectionOpen(false);
      if (phase === 'verifying' || phase === 'sms' || phase === 'qr') verifier.cancel();
    },
    jump,
    jumping: skipping.isFetching,
  };
}
