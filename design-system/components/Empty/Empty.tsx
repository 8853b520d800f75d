import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { space } from '../../tokens/scale';
import { emptyTokens, type EmptySize } from './tokens';

export interface EmptyProps {
  /** The main line. @default the catalogue's 暂无数据 (spec 01 §8) */
  title?: ReactNode;
  /** A secondary line under the title, e.g. why the list is empty. */
  description?: ReactNode;
  /** An action under the text, e.g. a Button that creates the first record. */
  action?: ReactNode;
  /** `compact` for table bodies and dropdowns, `default` for pages. @default 'default' */
  size?: EmptySize;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  &[data-size='default'] { padding: ${emptyTokens.size.default.paddingY} ${space[4]}; gap: ${emptyTokens.size.default.gap}; }
  &[data-size='compact'] { padding: ${emptyTokens.size.compact.paddingY} ${space[4]}; gap: ${emptyTokens.size.compact.gap}; }
  &[data-size='default'] svg { width: ${emptyTokens.size.default.illustration}px; height: ${(emptyTokens.size.default.illustration * 41) / 64}px; }
  &[data-size='compact'] svg { width: ${emptyTokens.size.compact.illustration}px; height: ${(emptyTokens.size.compact.illustration * 41) / 64}px; }
`;

const Title = styled.div`
  color: ${emptyTokens.titleColor};
  font-size: ${emptyTokens.titleSize};
`;

const Description = styled.div`
  color: ${emptyTokens.descriptionColor};
  font-size: ${emptyTokens.descriptionSize};
  max-width: 360px;
`;

const Action = styled.div`
  margin-top: ${space[2]};
`;

// A quiet open-tray drawing, as enterprise users know it from Ant Design; decorative only.
function Illustration() {
  return (
    <svg viewBox="0 0 64 41" aria-hidden="true" focusable="false">
      <ellipse cx="32" cy="33" rx="32" ry="7" fill={emptyTokens.illustrationShade} />
      <g fillRule="nonzero" stroke={emptyTokens.illustrationStroke} fill="none">
        <path d="M55 12.76 44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
        <path
          d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
          fill={emptyTokens.illustrationFill}
        />
      </g>
    </svg>
  );
}

/** The empty state of lists, tables and dropdowns: 暂无数据 unless told otherwise. */
export function Empty({ title, description, action, size = 'default' }: EmptyProps) {
  const { t } = useTranslation('ds');
  return (
    <Root data-size={size}>
      <Illustration />
      <Title>{title ?? t('empty.title')}</Title>
      {description != null && <Description>{description}</Description>}
      {action != null && <Action>{action}</Action>}
    </Root>
  );
}
