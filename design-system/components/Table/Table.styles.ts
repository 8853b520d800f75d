import styled from 'styled-components';
import { tableAlign, tableTokens } from './tokens';

// Static styles only: sizes arrive as CSS variables set once on the frame, states as data attributes.

const alignRules = (Object.keys(tableAlign) as (keyof typeof tableAlign)[])
  .map((a) => `&[data-align='${a}'] { text-align: ${tableAlign[a]}; justify-content: ${a === 'start' ? 'flex-start' : a === 'end' ? 'flex-end' : 'center'}; }`)
  .join('\n');

export const Frame = styled.div`
  position: relative;
  border: 1px solid ${tableTokens.frameBorder};
  border-radius: ${tableTokens.radius};
  background: ${tableTokens.body.background};
  color: ${tableTokens.body.color};
  font-size: ${tableTokens.fontSize};
  overflow: hidden;
`;

export const Scroller = styled.div`
  position: relative;
  max-height: var(--tp-table-max-height);
  overflow: auto;
  outline: none;
  overscroll-behavior: contain;
`;

export const Inner = styled.div`
  min-width: var(--tp-table-min-width);
`;

const rowGrid = `
  display: grid;
  grid-template-columns: var(--tp-table-columns);
  height: var(--tp-table-row-height);
  align-items: center;
`;

export const Head = styled.div`
  position: sticky;
  top: 0;
  z-index: ${tableTokens.header.zIndex};
  background: ${tableTokens.header.background};
`;

export const HeaderRow = styled.div`
  ${rowGrid}
  border-bottom: 1px solid ${tableTokens.frameBorder};
`;

export const ColumnHeader = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  height: 100%;
  min-width: 0;
  padding: 0 ${tableTokens.cellPaddingX};
  font-weight: ${tableTokens.header.fontWeight};
  color: ${tableTokens.header.color};
  white-space: nowrap;
  user-select: none;
  ${alignRules}
  & > .title { overflow: hidden; text-overflow: ellipsis; }
  &[data-sortable] { cursor: pointer; }
  &[data-sortable]:hover { background: ${tableTokens.rowDivider}; }
  &[data-active] { box-shadow: inset 0 0 0 2px ${tableTokens.focusRing}; }
`;

export const SortIcon = styled.svg`
  flex: none;
  width: 8px;
  height: 14px;
  fill: ${tableTokens.sortIdle};
  &[data-direction='ascending'] .up { fill: ${tableTokens.sortActive}; }
  &[data-direction='descending'] .down { fill: ${tableTokens.sortActive}; }
`;

export const Body = styled.div`
  position: relative;
`;

export const BodyRow = styled.div`
  ${rowGrid}
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  border-bottom: 1px solid ${tableTokens.rowDivider};
  background: ${tableTokens.body.background};
  &[data-actionable] { cursor: pointer; }
  &:hover { background: ${tableTokens.rowHover}; }
  &[data-selected] { background: ${tableTokens.rowSelected}; }
  &[data-active] { box-shadow: inset 0 0 0 2px ${tableTokens.focusRing}; }
  &[data-placeholder] {
    position: static;
    height: auto;
    min-height: calc(var(--tp-table-row-height) * 3);
    border-bottom: none;
    cursor: default;
  }
  &[data-placeholder]:hover { background: ${tableTokens.body.background}; }
`;

export const Cell = styled.div`
  min-width: 0;
  padding: 0 ${tableTokens.cellPaddingX};
  overflow: hidden;
  white-space: nowrap;
  ${alignRules}
  &[data-ellipsis] { text-overflow: ellipsis; }
`;

export const EmptyCell = styled.div`
  grid-column: 1 / -1;
  align-self: stretch;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export const LoadingOverlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: ${tableTokens.header.zIndex + 1};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${tableTokens.overlay.spinner};
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background: ${tableTokens.overlay.background};
    opacity: ${tableTokens.overlay.opacity};
  }
  & > * { position: relative; }
`;
