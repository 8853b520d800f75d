import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';
import { SlotStatus } from './SlotStatus';

const route = storyRoute('service', 'viewSlotStatus', 'slotStatus');
const at = (url: string) => inPortal('provider', url, [{ path: '/service/viewSlotStatus', element: <SlotStatus route={route} /> }]);

const meta = {
  title: 'Pages/ProviderOps/SlotStatus',
  component: SlotStatus,
  args: { route },
  decorators: [(Story) => <div style={{ width: 1280 }}><Story /></div>],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SlotStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first server's chassis (the seeded provider); a slot opened by keyboard shows its details (provider theme). */
export const Default: Story = {
  decorators: [at('/service/viewSlotStatus')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: '机箱 JX001000 的卡槽' });
    await expect(canvas.getByRole('grid', { name: '机箱 JX001002 的卡槽' })).toBeVisible();
    within(grid).getAllByRole('gridcell')[0]?.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '卡槽详情：机箱 JX001000 板卡 2 端口 1' });
    await expect(within(dialog).getByRole('button', { name: '重启端口' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** The same slots as a table, the current slot marked (branch theme). */
export const TableView: Story = {
  decorators: [at('/service/viewSlotStatus?server=SRV03&view=table&slot=JX001008/4/2')],
  globals: { role: 'branch', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: '卡槽列表' });
    await waitFor(() => expect(within(grid).getByText('（当前）')).toBeVisible());
    const row = within(grid).getByText('（当前）').closest('[role="row"]') as HTMLElement;
    await expect(row).toHaveTextContent('板卡故障');
  },
};
