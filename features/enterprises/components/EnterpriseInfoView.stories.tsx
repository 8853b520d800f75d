import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EnterpriseInfoView } from './EnterpriseInfoView';
import { storyEnterpriseHandlers } from '../../../mocks/data/storyEnterprises';
import { inPortal } from '../../../tests/support/storyPortal';

const meta = {
  title: 'Pages/Enterprises/EnterpriseInfoView',
  decorators: [inPortal('member', '/member/enterpriseInfo/91310000MA1G000001', [{ path: '/member/enterpriseInfo/91310000MA1G000001', element: <EnterpriseInfoView id="91310000MA1G000001" title="企业详情" /> }])],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: storyEnterpriseHandlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByText('中国工商银行上海张江支行')).toBeVisible();
  await expect(within(canvasElement).getByText('周财务')).toBeVisible();
};

/** The member theme. */
export const Default: Story = { globals: { role: 'member' }, play };
/** The provider theme. */
export const Provider: Story = { globals: { role: 'provider' }, play };
/** The agency theme. */
export const Agency: Story = { globals: { role: 'agency' }, play };
/** The group theme. */
export const Group: Story = { globals: { role: 'group' }, play };
/** The branch theme. */
export const Branch: Story = { globals: { role: 'branch' }, play };
