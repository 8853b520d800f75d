import styled from 'styled-components';
import type { Tone } from '../../tokens/semantic';
import { messageTokens } from './tokens';

const Svg = styled.svg`
  flex: none;
  path { stroke: ${messageTokens.glyph}; }
  &[data-tone='success'] { color: ${messageTokens.icon.success}; }
  &[data-tone='warning'] { color: ${messageTokens.icon.warning}; }
  &[data-tone='danger'] { color: ${messageTokens.icon.danger}; }
  &[data-tone='info'] { color: ${messageTokens.icon.info}; }
  &[data-tone='neutral'] { color: ${messageTokens.icon.neutral}; }
`;

// Glyphs drawn in the inverse text colour on a filled circle of the tone's colour (decorative: the text carries the meaning).
const glyphs: Record<Tone, string> = {
  success: 'M5 8.2l2 2 4-4.4',
  warning: 'M8 4.4v4.4M8 11.2v.1',
  danger: 'M5.6 5.6l4.8 4.8m0-4.8l-4.8 4.8',
  info: 'M8 7.2v4.4M8 4.8v.1',
  neutral: 'M8 7.2v4.4M8 4.8v.1',
};

/** A filled circle icon in a status tone. Decorative, always aria-hidden. */
export function ToneIcon({ tone, size = 16 }: { tone: Tone; size?: number }) {
  return (
    <Svg data-tone={tone} width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <path d={glyphs[tone]} strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </Svg>
  );
}
