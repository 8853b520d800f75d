import { space } from '../../tokens/scale';
import { toneVars, tones, vars, type Tone } from '../../tokens/semantic';

// Component tokens of StatusBadge: a solid tone dot; text in the body colour, or the tone's text colour.
export const statusBadgeTokens = {
  dot: { sm: '6px', md: '8px' },
  gap: space[2],
  text: vars.colorText,
  tone: Object.fromEntries(tones.map((t) => [t, toneVars(t)])) as Record<Tone, ReturnType<typeof toneVars>>,
} as const;

export type StatusBadgeSize = keyof typeof statusBadgeTokens.dot;
