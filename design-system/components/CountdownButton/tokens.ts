import { vars } from '../../tokens/semantic';

// Component tokens: the countdown button is a Button; these keep its width steady while the digits change
// and give the counting state the disabled look.
export const countdownButtonTokens = {
  minWidth: '112px',
  disabled: { bg: vars.colorSurfaceDisabled, fg: vars.colorTextDisabled, border: vars.colorBorder },
} as const;
