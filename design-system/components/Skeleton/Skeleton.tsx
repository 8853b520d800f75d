import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { skeletonTokens, type SkeletonVariant } from './tokens';

export interface SkeletonProps {
  /** What the placeholder imitates. @default 'text' */
  variant?: SkeletonVariant;
  /** Number of text lines (variant `text`). @default 3 */
  lines?: number;
  /** Number of body rows (variant `table`). @default 5 */
  rows?: number;
  /** Number of columns (variant `table`). @default 4 */
  columns?: number;
  /** Accessible name of the busy region. @default the catalogue's 加载中 */
  'aria-label'?: string;
}

const shimmer = keyframes`
  from { background-position: 100% 50%; }
  to { background-position: 0 50%; }
`;

const bar = css`
  display: block;
  height: ${skeletonTokens.lineHeight};
  border-radius: ${skeletonTokens.radius};
  background: linear-gradient(90deg, ${skeletonTokens.base} 25%, ${skeletonTokens.highlight} 37%, ${skeletonTokens.base} 63%);
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  &[data-variant='text'] { gap: ${skeletonTokens.lineGap}; }
  &[data-variant='table'] { border: 1px solid ${skeletonTokens.table.border}; background: ${skeletonTokens.table.background}; border-radius: ${skeletonTokens.table.frameRadius}; }
`;

const Line = styled.span`
  ${bar}
  width: 100%;
  &:last-child:not(:first-child) { width: 61%; }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${skeletonTokens.table.cellPaddingX};
  height: ${skeletonTokens.table.rowHeight};
  padding: 0 ${skeletonTokens.table.cellPaddingX};
  border-bottom: 1px solid ${skeletonTokens.table.rowDivider};
  &:last-child { border-bottom: none; }
  &[data-header] { background: ${skeletonTokens.table.headerBackground}; border-bottom-color: ${skeletonTokens.table.border}; }
`;

const Cell = styled.span`
  ${bar}
  flex: 1 1 0;
  height: 14px;
  [data-header] > & { opacity: 0.7; }
`;

function range(n: number): number[] {
  return Array.from({ length: Math.max(0, n) }, (_, i) => i);
}

/** Loading placeholders shaped like the content to come: lines of text or a table. */
export function Skeleton({ variant = 'text', lines = 3, rows = 5, columns = 4, 'aria-label': ariaLabel }: SkeletonProps) {
  const { t } = useTranslation('ds');
  return (
    <Root role="status" aria-busy="true" aria-label={ariaLabel ?? t('skeleton.label')} data-variant={variant}>
      {variant === 'text'
        ? range(lines).map((i) => <Line key={i} aria-hidden="true" />)
        : range(rows + 1).map((r) => (
            <Row key={r} data-header={r === 0 || undefined} aria-hidden="true">
              {range(columns).map((c) => (
                <Cell key={c} />
              ))}
            </Row>
          ))}
    </Root>
  );
}
