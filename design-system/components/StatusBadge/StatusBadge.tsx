import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tones, type Tone } from '../../tokens/semantic';
import { fontSize } from '../../tokens/scale';
import { statusBadgeTokens, type StatusBadgeSize } from './tokens';

/** A status code -> tone table, e.g. spec 02 §4's service status `{ 1: 'success', 0: 'warning', 3: 'danger' }`. */
export type ToneMap = Readonly<Partial<Record<string | number, Tone>>>;

export interface StatusBadgeProps {
  /** The status text (already translated). */
  children: ReactNode;
  /** The tone, given directly. Takes precedence over `value` + `toneMap`. */
  tone?: Tone;
  /** A status code to look up in `toneMap`. */
  value?: string | number | null;
  /** Status code -> tone; codes not in the map get `fallbackTone`. */
  toneMap?: ToneMap;
  /** Tone for codes missing from `toneMap`. @default 'neutral' */
  fallbackTone?: Tone;
  /** Colour the text in the tone too (for red warnings), not only the dot. @default false */
  coloredText?: boolean;
  /** @default 'md' */
  size?: StatusBadgeSize;
}

/** The tone of a status code in a map, or the fallback. */
export function toneOf(value: string | number | null | undefined, toneMap: ToneMap, fallback: Tone = 'neutral'): Tone {
  if (value === null || value === undefined) return fallback;
  // Own entries only: a server code such as 'constructor' must not reach Object.prototype.
  return Object.prototype.hasOwnProperty.call(toneMap, value) ? (toneMap[value] ?? fallback) : fallback;
}

const toneStyles = tones.map((t) => {
  const c = statusBadgeTokens.tone[t];
  return css`
    &[data-tone='${t}'] {
      --status-dot: ${c.solid};
      &[data-colored-text] { color: ${c.text}; }
    }
  `;
});

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${statusBadgeTokens.gap};
  color: ${statusBadgeTokens.text};
  white-space: nowrap;
  vertical-align: middle;
  ${toneStyles}
  &::before {
    content: '';
    flex: none;
    width: var(--status-dot-size);
    height: var(--status-dot-size);
    border-radius: 50%;
    background: var(--status-dot);
  }
  &[data-size='sm'] { --status-dot-size: ${statusBadgeTokens.dot.sm}; font-size: ${fontSize.xs}; }
  &[data-size='md'] { --status-dot-size: ${statusBadgeTokens.dot.md}; }
`;

/** A status dot and text in a tone: service, terminal, verification and online states. */
export function StatusBadge({
  children,
  tone,
  value,
  toneMap,
  fallbackTone = 'neutral',
  coloredText = false,
  size = 'md',
}: StatusBadgeProps) {
  const resolved = tone ?? (toneMap ? toneOf(value, toneMap, fallbackTone) : fallbackTone);
  return (
    <Root data-tone={resolved} data-size={size} data-colored-text={coloredText || undefined}>
      {children}
    </Root>
  );
}
