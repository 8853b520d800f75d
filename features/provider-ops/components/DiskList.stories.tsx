import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';
import type { HostedDisk } from '../api';
import { DiskList } from './DiskList';

const route = storyRoute('service', 'taxList', 'hostedDisks');

/** 10,000 hosted disks (the list's design load): every state, four types, five servers. */
const many: HostedDisk[] = Array.from({ length: 10_000 }, (_, k) => ({
  diskId: `6630${String(k + 1).padStart(8, '0')}`,
  termId: `S${k + 1}`,
  taxerId: `91310000MA3S${String(Math.floor(k / 4) + 1).padStart(6, '0')}`,
  taxerName: `演示企业${Math.floor(k / 4) + 1}号有限公司`,
  diskType: [2, 4, 6, 7][k % 4] as number,
  diskTypeDesc: '',
  online: k % 9 === 4 ? 2 : 1,
  termStatus: k % 23 === 7 ? 0 : 1,
  serviceStatus: k % 13 === 5 ? 4 : 1,
  psn: `JX${String(2000 + Math.floor(k / 32)).padStart(6, '0')}`,
  board: String(1 + (Math.floor(k / 8) % 4)),
  port: String(1 + (k % 8)),
  serverId: `SRV0${1 + (k % 5)}`,
  serverName: `演示服务器-0${1 + (k % 5)}`,
  restarting: k === 2,
  boardState: k % 97 === 3 ? 0 : 1,
}));

const meta = {
  title: 'Pages/ProviderOps/DiskList',
  component: DiskList,
  args: { route },
  decorators: [inPortal('provider', '/service/taxList', [{ path: '/service/taxList', element: <DiskList route={route} /> }]), (Story) => <div style={{ width: 1280 }}><Story /></div>],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DiskList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded provider's disks (the embedded backend): filters, the count, the states by icon and word. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^共 \d+ 个税盘/));
    const grid = canvas.getByRole('grid', { name: '托管税盘列表' });
    await expect(within(grid).getByText('661000000001')).toBeVisible();
  },
};

/** 10,000 disks: the table renders only the rows in view; the end is reached by keyboard. */
export const TenThousandDisks: Story = {
  parameters: {
    msw: { handlers: [http.get('*/v2/terminal/disk/hosted/list', () => HttpResponse.json({ code: 0, msg: 'success', data: { list: many, total: many.length } }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('共 10000 个税盘（托管总数 10000）'));
    const grid = canvas.getByRole('grid', { name: '托管税盘列表' });
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
    const firstCell = within(grid).getByText('663000000001');
    await userEvent.click(firstCell);
    await userEvent.keyboard('{Escape}');
  },
};
