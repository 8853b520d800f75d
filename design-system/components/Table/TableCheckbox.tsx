import { Checkbox, type CheckboxProps } from 'react-aria-components';
import styled from 'styled-components';
import { tableTokens } from './tokens';

const c = tableTokens.checkbox;

const Box = styled(Checkbox)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
  vertical-align: middle;
  & .box {
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${c.size};
    height: ${c.size};
    border: 1px solid ${c.border};
    border-radius: ${c.radius};
    background: ${c.background};
  }
  & svg { width: 10px; height: 10px; fill: none; stroke: ${c.mark}; stroke-width: 2; }
  &[data-hovered] .box { border-color: ${c.hoverBorder}; }
  &[data-selected] .box,
  &[data-indeterminate] .box { background: ${c.checked}; border-color: ${c.checked}; }
  &[data-focus-visible] .box { box-shadow: 0 0 0 2px ${tableTokens.focusRing}; }
  &[data-disabled] { cursor: not-allowed; opacity: 0.5; }
`;

type TableCheckboxProps = Pick<CheckboxProps, 'isSelected' | 'isIndeterminate' | 'isDisabled' | 'onChange'> & {
  'aria-label': string;
};

/** The selection checkbox of a row or of the header; out of the tab order because the grid is one tab stop. */
export function TableCheckbox(props: TableCheckboxProps) {
  return (
    <Box {...props} excludeFromTabOrder>
      {({ isSelected, isIndeterminate }) => (
        <span className="box" aria-hidden="true">
          {isIndeterminate ? (
            <svg viewBox="0 0 10 10">
              <path d="M2 5h6" />
            </svg>
          ) : isSelected ? (
            <svg viewBox="0 0 10 10">
              <path d="M1.5 5.2 4 7.5 8.5 2.5" />
            </svg>
          ) : null}
        </span>
      )}
    </Box>
  );
}
