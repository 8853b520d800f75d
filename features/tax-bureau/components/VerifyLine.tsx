import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fontSize, space, toneVars, vars } from '../../../design-system';
import { verifyFailureKeys, type VerifyState } from '../rules';

const Line = styled.p`
  display: flex;
  gap: ${space[2]};
  margin: 0;
  font-size: ${fontSize.md};
  font-variant-numeric: tabular-nums;
  color: ${vars.colorTextSecondary};
  &[data-tone='busy'] > [data-status] { color: ${vars.colorBrandText}; }
  &[data-tone='success'] > [data-status] { color: ${toneVars('success').text}; }
  &[data-tone='failure'] > [data-status] { color: ${toneVars('danger').text}; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

/** Whole seconds until `endsAt`, re-read four times a second while counting. */
function useSecondsUntil(endsAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === undefined) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [endsAt]);
  return endsAt === undefined ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * The verify status line of an account form (spec 02 §4): 未验证 -> 验证中... Ns (from 120) -> 验证通过 or the
 * error (the server's message as text, else the catalogue's). Calls `onTimeout` when the countdown reaches 0.
 */
export function VerifyLine({ state, onTimeout }: { state: VerifyState; onTimeout(): void }) {
  const { t } = useTranslation('taxBureauLinking');
  const endsAt = state.phase === 'verifying' || state.phase === 'sms' || state.phase === 'qr' ? state.endsAt : undefined;
  const seconds = useSecondsUntil(endsAt);
  useEffect(() => {
    if (endsAt !== undefined && seconds === 0) onTimeout();
  }, [endsAt, seconds, onTimeout]);

  let tone = 'idle';
  let text: string;
  switch (state.phase) {
    case 'idle':
      text = t('verify.idle');
      break;
    case 'verifying':
    case 'sms':
    case 'qr':
      tone = 'busy';
      text = t('verify.verifying', { seconds });
      break;
    case 'passed':
      tone = 'success';
      text = state.alreadyLoggedIn ? t('verify.alreadyLoggedIn') : t('verify.passed');
      break;
    case 'failed':
      tone = 'failure';
      text = state.message ?? t(verifyFailureKeys[state.reason]);
      break;
  }
  return (
    <Line data-tone={tone}>
      <span>{t('verify.label')}</span>
      {/* The ticking countdown is not announced each second; the outcome is. */}
      <span data-status="" role="status" aria-live={tone === 'busy' ? 'off' : 'polite'}>
        {text}
      </span>
    </Line>
  );
}
