import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThemeColumns, expectThemePanels, themesStory } from '../../../tests/support/themeColumns';
import { builtInPerms } from '../../../mocks/data/organisation';
import type { Role } from '../api';
import { RoleEditor } from './RoleEditor';

const perms = builtInPerms('agency');
const clerk: Role = { id: 'R2', name: '开票员', remark: '开具、作废、红冲与导出发票', permCodes: ['invoice:issue', 'invoice:void', 'invoice:red', 'invoice:export'], staffCount: 7, builtIn: false };

const meta = {
  title: 'Pages/Organisation/RoleEditor',
  component: RoleEditor,
  args: { role: clerk, perms, onSave: fn(async () => true) },
} satisfies Meta<typeof RoleEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A role's permissions saved as the checked leaves of the tree. */
export const Default: Story = {
  decorators: [(Story) => <div style={{ width: 560 }}><Story /></div>],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('treegrid', { name: '开票员 的权限' });
    await userEvent.click(within(within(tree).getByRole('row', { name: /^账号管理/ })).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '保存权限' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ name: '开票员', remark: '开具、作废、红冲与导出发票', permCodes: ['invoice:issue', 'invoice:void', 'invoice:red', 'invoice:export', 'org:staff'] }),
    );
  },
};

/** A new role starts from the default permissions and needs a name. */
export const NewRole: Story = {
  decorators: [(Story) => <div style={{ width: 560 }}><Story /></div>],
  args: { role: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '创建角色' }));
    await expect(await canvas.findByText('请输入角色名称')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^角色名称/ })).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** In every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: (args) => (
    <ThemeColumns columnWidth={360}>
      <RoleEditor {...args} />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    for (const { panel } of await expectThemePanels(canvasElement)) {
      await expect(panel.getByRole('treegrid', { name: '开票员 的权限' })).toBeVisible();
    }
  },
};
