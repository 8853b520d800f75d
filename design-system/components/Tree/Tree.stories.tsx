import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tree, type TreeNode } from './Tree';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

function useDepartments(): TreeNode[] {
  const { t } = useTranslation('stories');
  const node = (id: string, children?: TreeNode[], people = 0): TreeNode => ({
    id,
    label: t(`tree.${id}`),
    textValue: t(`tree.${id}`),
    extra: t('tree.people', { count: people }),
    ...(children ? { children } : {}),
  });
  return [node('organisation', [node('finance', [node('groupOne', undefined, 3), node('groupTwo', undefined, 2)], 1), node('billing', undefined, 4)], 1)];
}

function usePermissions(): TreeNode[] {
  const { t } = useTranslation('stories');
  const node = (id: string, children?: TreeNode[]): TreeNode => ({ id, label: t(`tree.${id}`), textValue: t(`tree.${id}`), ...(children ? { children } : {}) });
  return [node('invoice', [node('issue'), node('void'), node('red')]), node('org', [node('staff')])];
}

const changed = fn();

function Departments() {
  const { t } = useTranslation('stories');
  const [chosen, setChosen] = useState(new Set(['finance']));
  return (
    <Tree
      aria-label={t('tree.departments')}
      items={useDepartments()}
      selectedKeys={chosen}
      onSelectionChange={(keys) => {
        changed(keys);
        setChosen(keys);
      }}
    />
  );
}

function Permissions({ initial = ['issue', 'void'], isDisabled = false }: { initial?: string[]; isDisabled?: boolean }) {
  const { t } = useTranslation('stories');
  const [checked, setChecked] = useState(new Set(initial));
  return (
    <Tree
      aria-label={t('tree.permissions')}
      selectionMode="checkbox"
      items={usePermissions()}
      selectedKeys={checked}
      onSelectionChange={(keys) => {
        changed(keys);
        setChecked(keys);
      }}
      isDisabled={isDisabled}
      maxHeight={260}
    />
  );
}

const meta = {
  title: 'Components/Tree',
  component: Departments,
  parameters: { layout: 'padded' },
  beforeEach: () => changed.mockClear(),
} satisfies Meta<typeof Departments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A department tree: one current node; arrows move, Space or a click chooses, Left collapses. */
export const Default: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const t = storyT();
    const tree = within(canvasElement).getByRole('treegrid', { name: t('tree.departments') });
    const finance = within(tree).getByRole('row', { name: new RegExp(t('tree.finance')) });
    await expect(finance).toHaveAttribute('aria-selected', 'true');
    await expect(finance).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(tree).getByRole('row', { name: new RegExp(t('tree.billing')) }));
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith(new Set(['billing'])));
    // by keyboard: up to the second team, Space chooses it
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith(new Set(['groupTwo'])));
  },
};

/** A role's permissions with tri-state checkboxes: a group is mixed while some of its permissions are checked. */
export const Checkable: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
  render: () => <Permissions />,
  play: async ({ canvasElement }) => {
    const t = storyT();
    const tree = within(canvasElement).getByRole('treegrid', { name: t('tree.permissions') });
    const box = (id: string) => within(within(tree).getByRole('row', { name: new RegExp(`^${t(`tree.${id}`)}`) })).getByRole('checkbox');
    await expect(box('invoice')).toBePartiallyChecked();
    await expect(box('org')).not.toBeChecked();
    // checking the mixed group checks all of it
    await userEvent.click(box('invoice'));
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith(new Set(['issue', 'void', 'red'])));
    await expect(box('invoice')).toBeChecked();
    // unchecking one permission makes its group mixed again
    await userEvent.click(box('red'));
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith(new Set(['issue', 'void'])));
    await expect(box('invoice')).toBePartiallyChecked();
    // unchecking a group unchecks all of it
    await userEvent.click(box('org'));
    await userEvent.click(box('org'));
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith(new Set(['issue', 'void'])));
  },
};

/** A built-in role: shown, not changed. */
export const Disabled: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
  render: () => <Permissions initial={['issue', 'void', 'red', 'staff']} isDisabled />,
  play: async ({ canvasElement }) => {
    const t = storyT();
    const tree = within(canvasElement).getByRole('treegrid', { name: t('tree.permissions') });
    for (const box of within(tree).getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

/** Both kinds in every role theme: the current node and the checked boxes take the theme's brand colour. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth={300}>
      <Departments />
      <Permissions />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    for (const { panel } of await expectThemePanels(canvasElement)) {
      await expect(panel.getAllByRole('treegrid')).toHaveLength(2);
    }
  },
};
