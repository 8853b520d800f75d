import { useEffect } from 'react';
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

/**
 * The verify status line of an account form (spec 02 §4): 未验证 -> 验证中... Ns (from 120) -> 验证通过 or the
 * error (the server's message as text, else the catalogue's). `seconds` is what is left of the verification's
 * countdown; `onTimeout` runs when it reaches 0.
 */
export function VerifyLine({ state, seconds, onTimeout }: { state: VerifyState; seconds: number; onTimeout(): void }) {
  const { t } = useTranslation('taxBureauLinking');
  const endsAt = state.phase === 'verifying' || state.phase === 'sms' || state.phase === 'qr' ? state.endsAt : undefined;
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
