import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps {
  /** Diameter in px. @default 16 */
  size?: number;
  /** Accessible label; defaults to the catalogue's 'loading' text. Pass `null` when a parent already says it is busy. */
  label?: string | null;
}

/** An indeterminate loading indicator. */
export function Spinner({ size = 16, label }: SpinnerProps) {
  const { t } = useTranslation('ds');
  if (label === null) return <Ring $size={size} aria-hidden="true" />;
  return <Ring $size={size} role="progressbar" aria-label={label ?? t('action.loading')} />;
}
