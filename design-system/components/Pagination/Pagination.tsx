import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  TextField,
  type Key,
} from 'react-aria-components';
import styled from 'styled-components';
import { clampPage, jumpSize, pageAfterResize, pageCountOf, pageItems, parseJump } from './pages';
import { paginationTokens as tk } from './tokens';

export interface PaginationProps {
  /** Total number of records. */
  total: number;
  /** Current page, from 1 (controlled). */
  page?: number;
  /** Initial page (uncontrolled). @default 1 */
  defaultPage?: number;
  /** Records per page (controlled). */
  pageSize?: number;
  /** Initial records per page (uncontrolled). @default the first of pageSizeOptions */
  defaultPageSize?: number;
  /** Called when the page or the page size changes. */
  onChange?(page: number, pageSize: number): void;
  /** Page sizes to choose from (spec 02 §9: 20, 50, 100). @default [20, 50, 100] */
  pageSizeOptions?: readonly number[];
  /** Show 共 N 条. @default true */
  showTotal?: boolean;
  /** Show the page-size select. @default true */
  showSizeChanger?: boolean;
  /** Show the 跳至 [ ] 页 input. @default true */
  showQuickJumper?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /**
   * A page is loading: the controls look disabled and ignore input, but stay focusable, so a focused page button keeps
   * the focus (a disabled one would drop it to the page body, out of the dialog the pager sits in). @default false
   */
  isPending?: boolean;
  /** Accessible name of the navigation landmark. @default the catalogue's 分页 */
  'aria-label'?: string;
}

const defaultPageSizes = [20, 50, 100] as const;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tk.gap};
  font-size: ${tk.fontSize};
  color: ${tk.text};
`;

const Total = styled.span`
  color: ${tk.text};
  white-space: nowrap;
`;

const Pages = styled.ul`
  display: flex;
  align-items: center;
  gap: ${tk.itemGap};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${tk.itemSize};
  height: ${tk.itemSize};
  padding: 0 6px;
  border: 1px solid transparent;
  border-radius: ${tk.radius};
  background: transparent;
  color: ${tk.text};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;
  &[data-hovered] { background: ${tk.hoverBackground}; }
  &[aria-current='page'] {
    border-color: ${tk.current.border};
    color: ${tk.current.text};
    font-weight: ${tk.current.fontWeight};
    background: transparent;
  }
  &[data-focus-visible] { box-shadow: 0 0 0 2px ${tk.focusRing}; }
  &[data-disabled],
  &[data-pending] { color: ${tk.textDisabled}; cursor: not-allowed; background: transparent; }
  & svg { width: 12px; height: 12px; fill: none; stroke: currentColor; stroke-width: 1.6; }
  &[data-jump] .arrows { display: none; }
  &[data-jump][data-hovered] .dots,
  &[data-jump][data-focus-visible] .dots { display: none; }
  &[data-jump][data-hovered] .arrows,
  &[data-jump][data-focus-visible] .arrows { display: inline; color: ${tk.current.text}; }
`;

const field = `
  height: ${tk.itemSize};
  border: 1px solid ${tk.field.border};
  border-radius: ${tk.radius};
  background: ${tk.field.background};
  color: ${tk.text};
  outline: none;
`;

const SizeButton = styled(AriaButton)`
  ${field}
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 0 ${tk.field.paddingX};
  cursor: pointer;
  white-space: nowrap;
  &[data-hovered] { border-color: ${tk.field.hoverBorder}; }
  &[data-focus-visible] { border-color: ${tk.field.hoverBorder}; box-shadow: 0 0 0 2px ${tk.focusRing}; }
  &[data-disabled],
  nav[data-pending] & { color: ${tk.textDisabled}; cursor: not-allowed; }
  & svg { width: 10px; height: 10px; fill: none; stroke: ${tk.textSecondary}; stroke-width: 1.6; }
`;

const SizePopover = styled(Popover)`
  min-width: var(--trigger-width);
  padding: 4px;
  border-radius: ${tk.radius};
  background: ${tk.popover.background};
  box-shadow: ${tk.popover.shadow};
  z-index: ${tk.popover.zIndex};
  outline: none;
`;

const SizeOption = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  height: ${tk.itemSize};
  padding: 0 ${tk.field.paddingX};
  border-radius: ${tk.radius};
  font-size: ${tk.fontSize};
  color: ${tk.text};
  cursor: pointer;
  outline: none;
  &[data-focused], &[data-hovered] { background: ${tk.option.hover}; }
  &[data-selected] { background: ${tk.option.selected}; color: ${tk.option.selectedText}; font-weight: ${tk.current.fontWeight}; }
`;

const Jumper = styled(TextField)`
  display: inline-flex;
  align-items: center;
  gap: ${tk.gap};
  white-space: nowrap;
  & input {
    ${field}
    width: ${tk.jumpInputWidth};
    padding: 0 ${tk.field.paddingX};
    text-align: center;
    font: inherit;
  }
  & input[data-hovered] { border-color: ${tk.field.hoverBorder}; }
  & input[data-focused] { border-color: ${tk.field.hoverBorder}; box-shadow: 0 0 0 2px ${tk.focusRing}; }
  & input[data-disabled],
  nav[data-pending] & input { color: ${tk.textDisabled}; cursor: not-allowed; }
`;

function Chevron({ direction }: { direction: 'left' | 'right' | 'down' }) {
  const d = direction === 'left' ? 'M8 2 4 6l4 4' : direction === 'right' ? 'M4 2l4 4-4 4' : 'M2 4l4 4 4-4';
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

function DoubleChevron({ direction }: { direction: 'left' | 'right' }) {
  const d = direction === 'left' ? 'M6 2 2 6l4 4M10 2 6 6l4 4' : 'M2 2l4 4-4 4M6 2l4 4-4 4';
  return (
    <svg className="arrows" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

/**
 * Paging for lists and tables: 共 N 条, previous/next, numbered pages with ellipsis jumps, the page-size
 * select (20/50/100, spec 02 §9) and the 跳至 [ ] 页 quick jump, validated to the page range.
 */
export function Pagination({
  total,
  page: pageProp,
  defaultPage = 1,
  pageSize: pageSizeProp,
  defaultPageSize,
  onChange,
  pageSizeOptions = defaultPageSizes,
  showTotal = true,
  showSizeChanger = true,
  showQuickJumper = true,
  isDisabled = false,
  isPending: pendingProp = false,
  'aria-label': ariaLabel,
}: PaginationProps) {
  const isPending = pendingProp && !isDisabled;
  const { t } = useTranslation('ds');
  const [ownPage, setOwnPage] = useState(defaultPage);
  const [ownSize, setOwnSize] = useState(defaultPageSize ?? pageSizeOptions[0] ?? defaultPageSizes[0]);
  const [jumpText, setJumpText] = useState('');
  const pageSize = pageSizeProp ?? ownSize;
  const pageCount = pageCountOf(total, pageSize);
  const page = clampPage(pageProp ?? ownPage, pageCount);

  const go = (nextPage: number, nextSize = pageSize) => {
    if (isPending) return;
    const target = clampPage(nextPage, pageCountOf(total, nextSize));
    if (target === page && nextSize === pageSize) return;
    setOwnPage(target);
    setOwnSize(nextSize);
    onChange?.(target, nextSize);
  };

  const changeSize = (key: Key | null) => {
    const size = Number(key);
    if (!Number.isFinite(size) || size === pageSize) return;
    go(pageAfterResize(page, pageSize, size, total), size);
  };

  const jump = () => {
    if (isPending) return;
    const target = parseJump(jumpText, pageCount);
    setJumpText('');
    if (target !== null) go(target);
  };

  const onJumpKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') jump();
  };

  // The current page size stays selectable even when a caller passes one outside the options.
  const sizes = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <Nav aria-label={ariaLabel ?? t('pagination.label')} data-pending={isPending || undefined}>
      {showTotal && <Total>{t('pagination.total', { total })}</Total>}
      <Pages>
        <li>
          <PageButton aria-label={t('pagination.previous')} isDisabled={isDisabled || page <= 1} isPending={isPending && page > 1} onPress={() => go(page - 1)}>
            <Chevron direction="left" />
          </PageButton>
        </li>
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                isDisabled={isDisabled}
                isPending={isPending}
                onPress={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item}>
              <PageButton
                data-jump=""
                aria-label={t(item === 'jump-previous' ? 'pagination.jumpPrevious' : 'pagination.jumpNext', { count: jumpSize })}
                isDisabled={isDisabled}
                isPending={isPending}
                onPress={() => go(item === 'jump-previous' ? page - jumpSize : page + jumpSize)}
              >
                <span className="dots" aria-hidden="true">
                  •••
                </span>
                <DoubleChevron direction={item === 'jump-previous' ? 'left' : 'right'} />
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton aria-label={t('pagination.next')} isDisabled={isDisabled || page >= pageCount} isPending={isPending && page < pageCount} onPress={() => go(page + 1)}>
            <Chevron direction="right" />
          </PageButton>
        </li>
      </Pages>
      {showSizeChanger && (
        <Select aria-label={t('pagination.pageSize')} value={pageSize} onChange={changeSize} isDisabled={isDisabled}>
          <SizeButton aria-disabled={isPending || undefined}>
            <SelectValue />
            <Chevron direction="down" />
          </SizeButton>
          <SizePopover>
            <ListBox>
              {sizes.map((size) => (
                <SizeOption key={size} id={size} textValue={t('pagination.perPage', { size })}>
                  {t('pagination.perPage', { size })}
                </SizeOption>
              ))}
            </ListBox>
          </SizePopover>
        </Select>
      )}
      {showQuickJumper && (
        <Jumper
          aria-label={t('pagination.jumpLabel')}
          value={jumpText}
          onChange={(text) => setJumpText(text.replace(/\D/g, ''))}
          isDisabled={isDisabled}
          isReadOnly={isPending}
          inputMode="numeric"
        >
          <span aria-hidden="true">{t('pagination.jumpTo')}</span>
          <Input onKeyDown={onJumpKeyDown} onBlur={jump} />
          <span aria-hidden="true">{t('pagination.jumpUnit')}</span>
        </Jumper>
      )}
    </Nav>
  );
}
