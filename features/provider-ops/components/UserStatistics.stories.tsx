import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';
import type { UserStatsMonth } from '../api';
import { UserStatistics } from './UserStatistics';

const route = storyRoute('service', 'userStatistics', 'userStatistics');
/** A fixed year (the seeded one follows the clock; screenshots must not). */
const year: UserStatsMonth[] = Array.from({ length: 12 }, (_, i) => ({
  month: `${i < 1 ? 2025 : 2026}-${String(i < 1 ? 12 : i).padStart(2, '0')}`,
  members: 980 + i * 28,
  agencies: 52 + i,
  activeUsers: i === 2 ? 560 : 680 + i * 20,
  newUsers: 20 + (i % 4) * 3,
  terminals: [
    { diskType: 2, count: 60 + i * 2 },
    { diskType: 4, count: 58 + i * 2 },
    { diskType: 6, count: 70 + i * 3 },
    { diskType: 7, count: 40 + i * 4 },
  ],
}));

const meta = {
  title: 'Pages/ProviderOps/UserStatistics',
  component: UserStatistics,
  args: { route },
  decorators: [
    inPortal('provider', '/service/userStatistics', [{ path: '/service/userStatistics', element: <UserStatistics route={route} /> }]),
    (Story) => <div style={{ width: 1280 }}><Story /></div>,
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [http.get('*/v2/terminal/stats/users', () => HttpResponse.json({ code: 0, msg: 'success', data: { list: year } }))] },
  },
} satisfies Meta<typeof UserStatistics>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The year: figures of the last month, active users by month, terminals by type, and the table of the same figures. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-chart-ready]')).toHaveLength(2));
    const grid = canvas.getByRole('grid', { name: '按月用户统计' });
    await expect(within(grid).getByText('2026年11月')).toBeVisible();
    await expect(within(grid).getAllByRole('row')).toHaveLength(13);
  },
};

/** A failed request says so where the figures would be. */
export const Failed: Story = {
  parameters: { msw: { handlers: [http.get('*/v2/terminal/stats/users', () => HttpResponse.json({ code: 500, msg: 'x' }, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(/系统繁忙，请稍后访问/)).toBeVisible());
  },
};
