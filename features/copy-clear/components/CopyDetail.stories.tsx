import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { storyCopyDetail } from '../../../mocks/data/storyTaxOps';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';
import { CopyDetail } from './CopyDetail';

const agency = storyRoute('account', 'copyDetail', 'copyDetail');
const provider = storyRoute('service', 'copyDetail', 'copyDetail');

const meta = {
  title: 'Pages/CopyClear/CopyDetail',
  component: CopyDetail,
  args: { route: agency },
  decorators: [
    (Story, context) => {
      const route = (context.args as { route: typeof agency }).route;
      return inPortal(route.area === 'service' ? 'provider' : 'agency', `${route.path}?disk=661000000003`, [{ path: route.path, element: <CopyDetail route={route} /> }])(Story, context);
    },
  ],
  globals: { viewport: { value: 'desktop' }, role: 'agency' },
  parameters: { layout: 'fullscreen', msw: { handlers: [http.get('*/v2/terminal/operation/qd/copy/detail/:diskId', () => HttpResponse.json(storyCopyDetail))] } },
} satisfies Meta<typeof CopyDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reported terminal's periods by invoice type and its record, the refusals in the server's words. */
export const Agency: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = within(await canvas.findByRole('grid', { name: '抄报清卡记录' }));
    await expect(log.getByText('本期尚未申报，请先申报再反写')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '清卡' })).toBeVisible();
  },
};

/** The group entrance's theme. */
export const Group: Story = { ...Agency, globals: { role: 'group' } };

/** The branch entrance's theme. */
export const Branch: Story = { ...Agency, globals: { role: 'branch' } };

/** A provider's theme. */
export const Provider: Story = { ...Agency, args: { route: provider }, globals: { role: 'provider' } };
