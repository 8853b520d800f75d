import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tag } from '../Tag';
import { NavTree, type NavTreeNode } from './NavTree';
import { ThemeColumns, expectFiveColours, expectThemePanels, storyBox, storyT, themesStory } from '../../foundations/ThemeColumns';

// Links navigate through react-aria's RouterProvider: the story records the address instead of leaving the frame.
const navigate = fn();
const expandedChange = fn();

function useItems(): NavTreeNode[] {
  const { t } = useTranslation('stories');
  const notAvailable = (
    <Tag size="sm" tone="neutral">
      {t('navTree.notAvailable')}
    </Tag>
  );
  return [
    { id: 'home', label: t('navTree.home'), href: '/member/v3Home' },
    {
      id: 'issue',
      label: t('navTree.issue'),
      children: [
        { id: 'positive', label: t('navTree.positive'), href: '/member/positive' },
        { id: 'negative', label: t('navTree.negative'), href: '/member/negative', badge: notAvailable },
        { id: 'gulesInvoice', label: t('navTree.gulesInvoice'), href: '/member/gulesInvoice' },
      ],
    },
    {
      id: 'invoices',
      label: t('navTree.invoices'),
      children: [
        { id: 'inquire', label: t('navTree.inquire'), href: '/member/inquire' },
        { id: 'invoiceOrder', label: t('navTree.invoiceOrder'), href: '/member/invoiceOrder' },
      ],
    },
  ];
}

function Demo({ currentHref, expanded }: { currentHref?: string; expanded?: string[] }) {
  const { t } = useTranslation('stories');
  return (
    <RouterProvider navigate={navigate}>
      <NavTree aria-label={t('navTree.label')} items={useItems()} currentHref={currentHref ?? null} defaultExpandedKeys={expanded ?? ['issue']} onExpandedChange={expandedChange} />
    </RouterProvider>
  );
}

const meta = {
  title: 'Components/NavTree',
  component: NavTree,
  decorators: [storyBox({ width: 240 })],
  args: { items: [], 'aria-label': '' },
  render: () => <Demo currentHref="/member/positive" />,
  beforeEach: () => {
    navigate.mockClear();
    expandedChange.mockClear();
  },
} satisfies Meta<typeof NavTree>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's menu with the current page in an expanded group: it is the page link marked current. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const t = storyT();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: t('navTree.label') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('navTree.issue') })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: t('navTree.positive') })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: t('navTree.home') })).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByRole('link', { name: t('navTree.inquire') })).toBeNull();
  },
};

/** Every group collapsed: only the home page and the group names show; the current page's group is marked. */
export const Collapsed: Story = {
  render: () => <Demo currentHref="/member/inquire" expanded={[]} />,
  play: async ({ canvasElement }) => {
    const t = storyT();
    const canvas = within(canvasElement);
    const groups = canvas.getAllByRole('button');
    await expect(groups.map((g) => g.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    await expect(groups[1]).toHaveAttribute('data-current-ancestor', 'true');
    await expect(groups[0]).not.toHaveAttribute('data-current-ancestor');
    await expect(canvas.getAllByRole('link').map((l) => l.textContent)).toEqual([t('navTree.home')]);
  },
};

/** A page that is not built yet keeps its link and says so. */
export const NotAvailableMarker: Story = {
  play: async ({ canvasElement }) => {
    const t = storyT();
    const link = within(canvasElement).getByRole('link', { name: `${t('navTree.negative')} ${t('navTree.notAvailable')}` });
    await expect(link).toHaveAttribute('href', '/member/negative');
  },
};

/**
 * Keyboard only: Tab visits the visible rows; arrows move among them, Right expands a group and enters it, Left goes
 * back to the group and collapses it; Enter and Space toggle a group; Enter follows a link.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const t = storyT();
    const canvas = within(canvasElement);
    const issue = canvas.getByRole('button', { name: t('navTree.issue') });
    const invoices = canvas.getByRole('button', { name: t('navTree.invoices') });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t('navTree.home') })).toHaveFocus();
    await userEvent.tab();
    await expect(issue).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: t('navTree.positive') })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(issue).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(issue).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect(invoices).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('link', { name: t('navTree.home') })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(invoices).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(issue).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(invoices).toHaveFocus();
    await userEvent.keyboard('[Space]');
    await expect(invoices).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('[Space]');
    await expect(invoices).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(invoices).toHaveAttribute('aria-expanded', 'true');
    await expect(invoices).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: t('navTree.inquire') })).toHaveFocus();
    await expect(expandedChange).toHaveBeenLastCalledWith(new Set(['issue', 'invoices']));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('link', { name: t('navTree.invoiceOrder') })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/member/inquire', undefined);
    await expect(canvas.getByRole('link', { name: t('navTree.inquire') })).toHaveFocus();
  },
};

/** Each role theme: the current page's bar and background follow the brand colour. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth={220}>
      <Demo currentHref="/member/positive" />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    const current: Element[] = [];
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const link = panel.getByRole('link', { name: t('navTree.positive') });
      await expect(link).toHaveAttribute('aria-current', 'page');
      current.push(link);
    }
    await expectFiveColours(current, 'color');
  },
};
