import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useSelector } from 'react-redux';
import { isBusinessError } from '../../../platform/api';
import { pushMessages } from '../../../platform/push';
import type { WithSession } from '../../../platform/session';
import type { LoginProfile } from '../api';
import { bindTrace, initialVerifyState, isVerifying, loginPushResult, MANUAL_SUBMIT_CODE, SMS_METHOD, verifyReducer, type VerifyState } from '../rules';
import { flowNow } from './clock';
import { useBindTaxAccountMutation, useLazyGetTaxLoginResultQuery, useSendTaxSmsCodeMutation } from './endpoints';

/** The terminal a profile is verified for (spec 02 §3 'Terminal list item'). */
export interface LinkTerminal {
  diskId: string;
  taxerId?: string;
  taxerName?: string;
  tsp?: string;
  termType?: number;
}

/** How often a pending login result is asked for (the spec's push channel is the other way in). */
const POLL_MS = 2000;

/** The server's message of a failed call (business error or transport), when it sent one. */
function serverMessage(error: unknown): string | undefined {
  const msg = (error as { msg?: unknown; data?: { msg?: unknown } } | undefined)?.msg ?? (error as { data?: { msg?: unknown } })?.data?.msg;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : undefined;
}

const selectUid = (state: WithSession) => state.session.uid;

/**
 * One account form's verification (spec 02 §4, §7.1): bind with trace, socketId, termType, tsp and isKp, then by
 * the reply: 验证通过, the error, the SMS code box, or waiting for the login result (polled by traceno). The
 * verify countdown runs 120 s; the secrets go out only in the bind call's body and are kept nowhere here.
 */
export function useAccountVerify(terminal: LinkTerminal, saved: LoginProfile | null | undefined) {
  const [state, dispatch] = useReducer(verifyReducer, saved, initialVerifyState);
  const socketId = useSelector(selectUid);
  const [bind] = useBindTaxAccountMutation();
  const [sendCode] = useSendTaxSmsCodeMutation();
  const [loadResult] = useLazyGetTaxLoginResultQuery();
  // The profile of the verification in progress, for the code submit and a resend (dropped when it ends).
  const current = useRef<LoginProfile | null>(null);

  const runBind = useCallback(
    async (profile: LoginProfile): Promise<{ traceno: string } | null> => {
      // The trace carries the wall-clock time (spec 02 §3); the flow's countdowns use the monotonic clock.
      const now = Date.now();
      const viaSms = String(profile.dlfs) === SMS_METHOD;
      const isKp = profile.isKp === 1 ? 1 : 0;
      const sent: LoginProfile = {
        ...profile,
        diskId: terminal.diskId,
        ...(terminal.termType !== undefined ? { termType: terminal.termType } : {}),
        ...(terminal.tsp ? { tsp: terminal.tsp } : {}),
        isKp,
        ...(socketId ? { socketId } : {}),
        trace: bindTrace(terminal.diskId, isKp, now),
      };
      try {
        const reply = await bind({ profileList: { list: [sent] } }).unwrap();
        const { code, traceno, message } = reply.data;
        dispatch({ type: 'bindReplied', code, traceno, ...(message ? { message } : {}), now: flowNow(), viaSms });
        return { traceno };
      } catch (error) {
        const message = serverMessage(error);
        // spec 02 §8: 201300020 offers the manual submit of the SMS code received (the code box, no trace to poll).
        if (isBusinessError(error) && error.code === MANUAL_SUBMIT_CODE) {
          dispatch({ type: 'bindReplied', code: 'SMS', traceno: '', ...(message ? { message } : {}), now: flowNow(), viaSms });
          return null;
        }
        dispatch({ type: 'bindFailed', ...(message ? { message } : {}), viaSms });
        return null;
      }
    },
    [bind, socketId, terminal.diskId, terminal.termType, terminal.tsp],
  );

  const verify = useCallback(
    (profile: LoginProfile) => {
      current.current = profile;
      dispatch({ type: 'start', now: flowNow() });
      void runBind(profile);
    },
    [runBind],
  );

  /** Submits the 6-digit code; a refusal keeps the box open with the server's message. */
  const submitCode = useCallback(
    async (code: string) => {
      const profile = current.current;
      if (!profile) return;
      try {
        await sendCode({
          diskId: terminal.diskId,
          body: { sjhm: profile.bsrysjhm ?? profile.dlzh ?? '', yzm: code, isKp: profile.isKp === 1 ? 1 : 0, ...(profile.dlzh ? { dlzh: profile.dlzh } : {}) },
        }).unwrap();
        dispatch({ type: 'codeAccepted', now: flowNow() });
      } catch (error) {
        dispatch({ type: 'codeRejected', message: serverMessage(error) ?? '' });
        throw error;
      }
    },
    [sendCode, terminal.diskId],
  );

  /** Asks for a new code (a new bind of the same profile); resolves true when one was sent. */
  const resendCode = useCallback(async () => {
    const profile = current.current;
    if (!profile) return false;
    const now = Date.now();
    const isKp = profile.isKp === 1 ? 1 : 0;
    try {
      const reply = await bind({
        profileList: { list: [{ ...profile, diskId: terminal.diskId, isKp, trace: bindTrace(terminal.diskId, isKp, now), ...(socketId ? { socketId } : {}) }] },
      }).unwrap();
      if (reply.data.code !== 'SMS') {
        dispatch({ type: 'result', code: reply.data.code, ...(reply.data.message ? { message: reply.data.message } : {}), now: flowNow() });
        return false;
      }
      dispatch({ type: 'codeResent', traceno: reply.data.traceno });
      return true;
    } catch (error) {
      const message = serverMessage(error);
      dispatch({ type: 'bindFailed', ...(message ? { message } : {}), viaSms: true });
      return false;
    }
  }, [bind, socketId, terminal.diskId]);

  /** A new QR for the login in progress (its 120 s ran out, or the user asked): the same profile bound again. */
  const refreshQr = useCallback(async () => {
    const profile = current.current;
    if (!profile) return;
    const isKp = profile.isKp === 1 ? 1 : 0;
    try {
      const reply = await bind({
        profileList: { list: [{ ...profile, diskId: terminal.diskId, isKp, trace: bindTrace(terminal.diskId, isKp, Date.now()), ...(socketId ? { socketId } : {}) }] },
      }).unwrap();
      const { code, traceno, message } = reply.data;
      const result = code === 'QRCODE' ? await loadResult({ diskId: terminal.diskId, traceno }).unwrap() : null;
      if (result?.data.data) dispatch({ type: 'qrRefreshed', image: result.data.data, traceno, now: flowNow() });
      else dispatch({ type: 'result', code, traceno, ...(message ? { message } : {}), now: flowNow() });
    } catch (error) {
      const message = serverMessage(error);
      dispatch({ type: 'result', code: 'F000', ...(message ? { message } : {}), now: flowNow() });
    }
  }, [bind, loadResult, socketId, terminal.diskId]);

  const cancel = useCallback(() => dispatch({ type: 'cancel' }), []);
  const timeout = useCallback(() => dispatch({ type: 'timeout' }), []);

  // Waiting for a result by traceno: poll until it comes, until the method's wait or the countdown runs out.
  const traceno = state.phase === 'verifying' || state.phase === 'qr' ? state.traceno : undefined;
  const waitUntil = state.phase === 'verifying' ? state.waitUntil : undefined;
  useEffect(() => {
    if (!traceno) return;
    let stopped = false;
    const poll = async () => {
      if (waitUntil !== undefined && flowNow() >= waitUntil) {
        dispatch({ type: 'timeout' });
        return;
      }
      try {
        const reply = await loadResult({ diskId: terminal.diskId, traceno }).unwrap();
        if (stopped) return;
        const { code, message, msg, data } = reply.data;
        const text = message ?? msg;
        dispatch({ type: 'result', code, traceno, ...(text ? { message: text } : {}), ...(data ? { data } : {}), now: flowNow() });
      } catch {
        // A failed poll is retried on the next tick; the countdown bounds the wait.
      }
    };
    void poll();
    const id = setInterval(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(id);
    };
  }, [traceno, waitUntil, loadResult, terminal.diskId]);

  // spec 02 §4, §7.1: a login result may also come as a push on the user's channel; pushes are listened to only
  // while a verification is in progress (the reducer ignores other traces, and a second message while a QR is
  // pending unless it is a failure).
  const inProgress = isVerifying(state);
  useEffect(() => {
    if (!inProgress) return;
    return pushMessages.subscribe((message) => {
      const result = loginPushResult(message, terminal.diskId);
      if (result) dispatch({ type: 'result', ...result, now: flowNow() });
    });
  }, [inProgress, terminal.diskId]);

  // A finished verification forgets its profile (and with it the secrets it carried).
  useEffect(() => {
    if (state.phase === 'passed' || state.phase === 'failed' || state.phase === 'idle') current.current = null;
  }, [state.phase]);

  return { state: state as VerifyState, verify, submitCode, resendCode, refreshQr, cancel, timeout };
}
