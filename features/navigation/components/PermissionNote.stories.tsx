import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../../design-system';
import { ThemeColumns, expectThemePanels, themesStory } from '../../../tests/support/themeColumns';
import { PermissionNote } from './PermissionNote';

const refused = { allowed: false, pending: false, reason: '当前角色没有「作废发票」权限，请联系管理员开通' };

function Guarded() {
  return (
    <div>
      <Button variant="danger" isDisabled aria-describedby="void-permission">
        作废发票
      </Button>
      <PermissionNote permission={refused} id="void-permission" />
    </div>
  );
}

const meta = {
  title: 'Product/PermissionNote',
  component: PermissionNote,
  args: { permission: refused },
} satisfies Meta<typeof PermissionNote>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A disabled action and why (its role lacks the permission), tied to it by aria-describedby. */
export const Refused: Story = {
  render: () => <Guarded />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '作废发票' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('当前角色没有「作废发票」权限，请联系管理员开通');
  },
};

/** Allowed: nothing is shown. */
export const Allowed: Story = {
  args: { permission: { allowed: true, pending: false, reason: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-permission-note]')).toBeNull();
  },
};

/** In every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth={300}>
      <Guarded />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    for (const { panel } of await expectThemePanels(canvasElement)) await expect(panel.getByRole('button', { name: '作废发票' })).toBeDisabled();
  },
};
