import { useId, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { breakpoints } from '../../tokens/scale';
import { fillRows } from './layout';
import { descriptionListTokens as tk, type DescriptionColumns, type DescriptionListSize } from './tokens';

/** One label/value pair. */
export interface DescriptionItem {
  /** Stable identity of the item. */
  key: Key;
  /** The label (translated). */
  label: ReactNode;
  /** The value; null, undefined and '' show the catalogue's empty mark. */
  value: ReactNode;
  /** How many columns the item takes; the last item of a row stretches to fill it. @default 1 */
  span?: number;
}

const headingLevels = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;
export type DescriptionHeadingLevel = keyof typeof headingLevels;

export interface DescriptionListProps {
  /** The pairs, in reading order. */
  items: readonly DescriptionItem[];
  /** Pairs per row. @default 3 */
  columns?: DescriptionColumns;
  /** Table-like cells with borders; otherwise "label: value" text. @default false */
  bordered?: boolean;
  /** A heading above the list, which also names it. */
  title?: ReactNode;
  /** Heading level of the title. @default 3 */
  titleLevel?: DescriptionHeadingLevel;
  /** Content at the right of the title, e.g. actions. */
  extra?: ReactNode;
  /** @default 'md' */
  size?: DescriptionListSize;
}

const Root = styled.div`
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tk.titleGap};
  margin-bottom: ${tk.titleGap};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${tk.titleSize};
  font-weight: ${tk.titleWeight};
  color: ${tk.titleText};
`;

const columnStyles = ([1, 2, 3, 4] as const).map(
  (n) => css`
    &[data-columns='${n}'] { grid-template-columns: repeat(${n}, max-content minmax(0, 1fr)); }
  `,
);

const spanStyles = ([1, 2, 3, 4] as const).map(
  (n) => css`
    & dd[data-span='${n}'] { grid-column: span ${n * 2 - 1}; }
  `,
);

const List = styled.dl`
  display: grid;
  margin: 0;
  ${columnStyles}
  ${spanStyles}
  & > div { display: contents; }
  /* A phone's width: one pair per row (beside each other, three pairs left the values no room). */
  @media (max-width: ${breakpoints.sm - 1}px) {
    &[data-columns] { grid-template-columns: max-content minmax(0, 1fr); }
    & dd[data-span] { grid-column: auto; }
  }
  & dt, & dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
  & dt { color: ${tk.labelText}; white-space: nowrap; }
  & dd { color: ${tk.valueText}; }

  &:not([data-bordered]) {
    & dd { padding: 0 ${tk.plainColumnGap} 0 ${tk.plainValueGap}; }
    &[data-size='sm'] { row-gap: ${tk.plainRowGap.sm}; }
    &[data-size='md'] { row-gap: ${tk.plainRowGap.md}; }
  }

  &[data-bordered] {
    border-top: 1px solid ${tk.border};
    border-left: 1px solid ${tk.border};
    border-radius: ${tk.radius};
    overflow: hidden;
    & dt, & dd { border-right: 1px solid ${tk.border}; border-bottom: 1px solid ${tk.border}; }
    & dt { background: ${tk.labelBackground}; }
    & dd { background: ${tk.valueBackground}; }
    &[data-size='sm'] dt, &[data-size='sm'] dd { padding: ${tk.cellPadding.sm}; }
    &[data-size='md'] dt, &[data-size='md'] dd { padding: ${tk.cellPadding.md}; }
  }
`;

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === false;
}

/** Label/value panels (like Ant Descriptions) as a semantic dl/dt/dd, bordered or plain, in 1 to 4 columns. */
export function DescriptionList({
  items,
  columns = 3,
  bordered = false,
  title,
  titleLevel = 3,
  extra,
  size = 'md',
}: DescriptionListProps) {
  const { t } = useTranslation('ds');
  const titleId = useId();
  const spans = fillRows(
    items.map((item) => item.span),
    columns,
  );
  const colon = bordered ? '' : t('descriptionList.colon');
  return (
    <Root role={title ? 'group' : undefined} aria-labelledby={title ? titleId : undefined}>
      {(title || extra) && (
        <Header>
          {title ? (
            <Title as={headingLevels[titleLevel]} id={titleId}>
              {title}
            </Title>
          ) : (
            <span />
          )}
          {extra}
        </Header>
      )}
      <List data-columns={columns} data-bordered={bordered || undefined} data-size={size}>
        {items.map((item, i) => (
          <div key={item.key}>
            <dt>
              {item.label}
              {colon}
            </dt>
            <dd data-span={spans[i]}>{isEmpty(item.value) ? t('descriptionList.empty') : item.value}</dd>
          </div>
        ))}
      </List>
    </Root>
  );
}
