import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './index';
import { ThemeColumns, expectFiveColours, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';
import { type RoleTheme } from '../../themes';

/** A page that holds the paging state and says where it is, as a list page would. */
function PagedList(props: PaginationProps) {
  const { t } = useTranslation('stories');
  const [state, setState] = useState({ page: props.defaultPage ?? 1, pageSize: props.defaultPageSize ?? props.pageSizeOptions?.[0] ?? 20 });
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Pagination
        {...props}
        page={state.page}
        pageSize={state.pageSize}
        onChange={(page, pageSize) => {
          props.onChange?.(page, pageSize);
          setState({ page, pageSize });
        }}
      />
      <output>{t('data.pagination.current', state)}</output>
    </div>
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { total: 500, onChange: fn() },
  // Wide enough for the whole bar on one line.
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: '分页' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(nav(canvasElement));
    await expect(bar.getByText('共 500 条')).toBeInTheDocument();
    await expect(bar.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(bar.getByRole('button', { name: '第 25 页' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { total: 1234, defaultPage: 3, pageSizeOptions: [20, 50, 100], showTotal: true, showSizeChanger: true, showQuickJumper: true, isDisabled: false },
};

/** In the middle of many pages: an ellipsis on each side jumps 5 pages. */
export const ManyPages: Story = {
  args: { total: 10000, defaultPage: 50 },
  render: (args) => <PagedList {...args} />,
  play: async ({ canvasElement, args }) => {
    const bar = within(nav(canvasElement));
    await expect(bar.getByRole('button', { name: '第 50 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(bar.getByRole('button', { name: '向后 5 页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(55, 20);
    await userEvent.click(bar.getByRole('button', { name: '向前 5 页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(50, 20);
    await userEvent.click(bar.getByRole('button', { name: '第 500 页' }));
    await expect(bar.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

/** The sync-record dialog's paging: default 50, options 20, 50, 100 (spec 02 §2.1 item 7). */
export const SyncRecordPageSizes: Story = {
  args: { total: 260, defaultPage: 3, defaultPageSize: 50, pageSizeOptions: [20, 50, 100] },
  render: (args) => <PagedList {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const select = canvas.getByRole('button', { name: /每页条数/ });
    await expect(select).toHaveTextContent('50 条/页');
    // Keyboard: focus the select, open it with Enter, pick 100 with the arrow keys.
    select.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['20 条/页', '50 条/页', '100 条/页']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    // Record 101 was the first on page 3 of 50; with 100 per page it is on page 2.
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 100);
    await expect(select).toHaveTextContent('100 条/页');
    await expect(canvas.getByRole('status')).toHaveTextContent('当前第 2 页，每页 100 条');
  },
};

/** 跳至 [ ] 页: digits only, out-of-range numbers go to the nearest page, Enter or leaving the box jumps. */
export const QuickJump: Story = {
  args: { total: 500 },
  render: (args) => <PagedList {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '跳至页码' });
    await userEvent.type(input, '7{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(7, 20);
    await expect(input).toHaveValue('');
    await userEvent.type(input, '999{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(25, 20);
    await userEvent.type(input, 'a3b');
    await expect(input).toHaveValue('3');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(3, 20);
    await expect(canvas.getByRole('status')).toHaveTextContent('当前第 3 页');
  },
};

/** Fully keyboard operable: Tab through the buttons, Enter and Space press them. */
export const Keyboard: Story = {
  args: { total: 95, showSizeChanger: false, showQuickJumper: false },
  render: (args) => <PagedList {...args} />,
  play: async ({ canvasElement, args }) => {
    const bar = within(nav(canvasElement));
    // The disabled previous button is skipped: the first stop is page 1.
    await userEvent.tab();
    await expect(bar.getByRole('button', { name: '第 1 页' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 20);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(1, 20);
    await expect(bar.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
  },
};

/** One page of records: previous and next are disabled. */
export const SinglePage: Story = {
  args: { total: 12 },
  play: async ({ canvasElement }) => {
    const bar = within(nav(canvasElement));
    await expect(bar.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(bar.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expect(bar.getByText('共 12 条')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { total: 500, defaultPage: 2, isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(nav(canvasElement)).getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

/** A page is loading (isPending): looks disabled, ignores presses, but a pressed page keeps the focus. */
export const Pending: Story = {
  args: { total: 500, defaultPage: 2, isPending: true },
  play: async ({ canvasElement, args }) => {
    const page3 = within(nav(canvasElement)).getByRole('button', { name: '第 3 页' });
    await userEvent.click(page3);
    await expect(page3).toHaveFocus();
    await expect(page3).not.toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(nav(canvasElement)).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  },
};

function ThemedPagination({ role }: { role: RoleTheme }) {
  const { t } = useTranslation('stories');
  const { t: ds } = useTranslation('ds');
  return (
    <Pagination
      aria-label={t('themeStories.paginationLabel', { theme: ds(`theme.${role}`) })}
      total={500}
      defaultPage={3}
      showTotal
      showSizeChanger
      showQuickJumper
    />
  );
}

/** Total, the current page, ellipsis, the size changer and the quick jumper, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth="auto" stacked>
      {(role) => <ThemedPagination role={role} />}
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const ds = storyT('ds');
    const current = [];
    for (const { panel, role } of await expectThemePanels(canvasElement)) {
      const bar = within(panel.getByRole('navigation', { name: storyT()('themeStories.paginationLabel', { theme: ds(`theme.${role}`) }) }));
      await expect(bar.getByText(ds('pagination.total', { total: 500 }))).toBeVisible();
      const page3 = bar.getByRole('button', { name: ds('pagination.page', { page: 3 }) });
      await expect(page3).toHaveAttribute('aria-current', 'page');
      await expect(bar.getByRole('button', { name: ds('pagination.previous') })).toBeEnabled();
      await expect(bar.getByRole('textbox', { name: ds('pagination.jumpLabel') })).toBeVisible();
      current.push(page3);
    }
    await expectFiveColours(current, 'color');
  },
};
