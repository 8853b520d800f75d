import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { loginOverviewReply, storyLoginRows } from '../../../mocks/data/storyTaxOps';
import { pushMessages } from '../../../platform/push';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';
import { TaxBureauOverview } from './TaxBureauOverview';

const member = storyRoute('member', 'TaxBureau', 'taxBureauOverview');
const agency = storyRoute('account', 'TaxBureau', 'taxBureauOverview');
const overview = '*/v2/terminal/operation/qd/login/overview';

const meta = {
  title: 'Pages/TaxBureauOverview/TaxBureauOverview',
  component: TaxBureauOverview,
  args: { route: member },
  decorators: [
    (Story, context) => {
      const route = (context.args as { route: typeof member }).route;
      return inPortal(route.area === 'member' ? 'member' : 'agency', route.path, [{ path: route.path, element: <TaxBureauOverview route={route} /> }])(Story, context);
    },
  ],
  globals: { viewport: { value: 'desktop' }, role: 'member' },
  parameters: { layout: 'fullscreen', msw: { handlers: [http.get(overview, () => HttpResponse.json(loginOverviewReply(storyLoginRows)))] } },
} satisfies Meta<typeof TaxBureauOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: '电子税局登录列表' });

/** A member's terminals: logged in, dropped, logged out, without an account; face scans valid or due. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await grid(canvasElement));
    await expect(rows.getAllByText('已登录')).toHaveLength(3);
    await expect(rows.getByText('已掉线')).toBeVisible();
    await expect(rows.getByText('待刷脸')).toBeVisible();
    await expect(rows.getByRole('button', { name: /上海明远商贸有限公司.*扫码刷脸$/ })).toBeVisible();
    await expect(rows.getByRole('button', { name: /南京恒信建材有限公司.*重新登录电子税局$/ })).toBeVisible();
  },
};

/** The agency's theme. */
export const Agency: Story = { args: { route: agency }, globals: { role: 'agency' }, play: Member.play };

/** The group entrance's theme. */
export const Group: Story = { ...Agency, globals: { role: 'group' } };

/** The branch entrance's theme. */
export const Branch: Story = { ...Agency, globals: { role: 'branch' } };

/** A login drops while the page is open: the push names the terminal in a warning. */
export const DropPushed: Story = {
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    pushMessages.publish({ bizId: 'QDDX', data: { diskId: '661000000001', taxerName: '杭州华泰餐饮管理有限公司', status: 0, msg: '电子税局会话已超时，请重新登录' } });
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('杭州华泰餐饮管理有限公司（661000000001）的电子税局登录已掉线：电子税局会话已超时，请重新登录')).toBeVisible();
  },
};
