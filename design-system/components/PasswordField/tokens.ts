import { radius, space } from '../../tokens/scale';
import { toneVars, vars } from '../../tokens/semantic';

// Strength levels of spec 02 §5 and their tones: weak danger, medium warning, high success.
export const passwordStrengthTones = { weak: 'danger', medium: 'warning', high: 'success' } as const;
export type PasswordStrength = keyof typeof passwordStrengthTones;

export const passwordFieldTokens = {
  /** Default character limit of password fields (spec 02 §5, §9). */
  maxLength: 50,
  bar: {
    height: '4px',
    gap: space[1],
    radius: radius.sm,
    empty: vars.colorBorder,
    weak: toneVars('danger').solid,
    medium: toneVars('warning').solid,
    high: toneVars('success').solid,
  },
  text: {
    weak: toneVars('danger').text,
    medium: toneVars('warning').text,
    high: toneVars('success').text,
  },
} as const;
