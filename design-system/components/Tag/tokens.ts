import { fontSize, radius, space } from '../../tokens/scale';
import { toneVars, tones, type Tone } from '../../tokens/semantic';

// Component tokens of Tag: each tone's text on its own background (the AA-checked pair), with its border.
export const tagTokens = {
  height: { sm: '20px', md: '22px' },
  paddingX: { sm: space[1], md: '7px' },
  fontSize: { sm: fontSize.xs, md: fontSize.xs },
  radius: radius.md,
  gap: space[1],
  tone: Object.fromEntries(tones.map((t) => [t, toneVars(t)])) as Record<Tone, ReturnType<typeof toneVars>>,
} as const;

export type TagSize = keyof typeof tagTokens.height;
