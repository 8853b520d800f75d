import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ProxyApplications } from './ProxyApplications';
import { applicationsReply, storyApplications } from '../../../mocks/data/storyReview';
import { inPortal } from '../../../tests/support/storyPortal';

const list = '*/v2/paa/list';
// Settled rows only: a pending one makes the list ask again every 2 s, which no screenshot can hold still (the
// applying state is covered by the page's end-to-end test).
const settled = storyApplications.filter((a) => a.applyStatus !== 1);

const meta = {
  title: 'Pages/ProxyIssue/ProxyApplications',
  component: ProxyApplications,
  args: { area: 'member', title: '申请记录' },
  decorators: [
    (Story, context) => {
      const { area, title } = context.args as { area: 'member' | 'account'; title: string };
      const path = area === 'member' ? '/member/fullpower/yidikaiOrder' : '/account/fullpower/yidikaiOrder';
      return inPortal(area === 'member' ? 'member' : 'agency', path, [{ path, element: <ProxyApplications area={area} title={title} /> }])(Story, context);
    },
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: [http.get(list, () => HttpResponse.json(applicationsReply(settled)))] } },
} satisfies Meta<typeof ProxyApplications>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectRows = async (canvasElement: HTMLElement) => {
  const grid = await within(canvasElement).findByRole('grid', { name: '申请记录' });
  await expect(within(grid).getByRole('button', { name: '查看发票（申请 DK000005）' })).toBeVisible();
  await expect(within(grid).getByRole('button', { name: '重新提交申请 DK000004' })).toBeVisible();
  await expect(within(grid).getByText('已作废')).toBeVisible();
};

/** The settled apply states (member theme): issued with its invoice, unbound (submit again or void), voided. */
export const Default: Story = {
  globals: { role: 'member' },
  play: async ({ canvasElement }) => {
    await expectRows(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: '作废申请 DK000004' })).toBeVisible();
  },
};

/** The agency's applications (agency theme), one opened: its items and outcome. */
export const Agency: Story = {
  args: { area: 'account' },
  globals: { role: 'agency' },
  play: async ({ canvasElement }) => {
    await expectRows(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '查看申请 DK000005' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '代开申请 DK000005' });
    await expect(within(dialog).getByText('已开具，发票号码 25320000000000001201')).toBeVisible();
  },
};

/** The group entrance's theme. */
export const Group: Story = {
  args: { area: 'account' },
  globals: { role: 'group' },
  play: async ({ canvasElement }) => expectRows(canvasElement),
};

/** The branch entrance's theme. */
export const Branch: Story = {
  args: { area: 'account' },
  globals: { role: 'branch' },
  play: async ({ canvasElement }) => expectRows(canvasElement),
};

/** Nothing applied yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json(applicationsReply([])))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无代开申请')).toBeVisible();
  },
};
