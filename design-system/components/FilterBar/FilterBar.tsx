import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';
import { breakpoints, space } from '../../tokens/scale';
import { FieldLayoutContext } from '../Field';

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(var(--filter-columns), minmax(0, 1fr));
  gap: ${space[3]} ${space[4]};
  align-items: end;
  /* At 1280 px and below a column less, so that every field keeps a usable width. */
  @media (max-width: ${breakpoints.lg}px) {
    grid-template-columns: repeat(max(calc(var(--filter-columns) - 1), 1), minmax(0, 1fr));
  }
  & > [data-span='2'] { grid-column: span 2; }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  justify-content: flex-end;
`;

export interface FilterBarProps {
  /** The filter fields (any design-system field); wrap one in `<FilterBarWide>` to give it two columns. */
  children: ReactNode;
  /** The buttons under the fields (search, reset, export). */
  actions?: ReactNode;
  /** Fields per row at desktop width (one less at 1280 px and below). @default 4 */
  columns?: number;
  /** Accessible name of the filter region. */
  'aria-label'?: string;
}

/**
 * The filters above a list (an inquiry's status, type, period, buyer): a grid of fields with labels above,
 * and the actions on their own row, aligned to the end.
 */
export function FilterBar({ children, actions, columns = 4, 'aria-label': ariaLabel }: FilterBarProps) {
  return (
    <FieldLayoutContext.Provider value={{ layout: 'vertical' }}>
      <Bar role="search" aria-label={ariaLabel} style={{ '--filter-columns': columns } as CSSProperties}>
        {children}
        {actions != null && <Actions>{actions}</Actions>}
      </Bar>
    </FieldLayoutContext.Provider>
  );
}

/** A filter that takes two columns (a date range, an amount range). */
export function FilterBarWide({ children }: { children: ReactNode }) {
  return <div data-span="2">{children}</div>;
}
