import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { withPortalStore } from '../../../tests/support/storyStore';
import { SubscriptionDialog } from './SubscriptionDialog';

// The WeChat subscription dialog of the member's user menu, on the embedded backend (GET /v2/message/subscribe/qrCode).

function Demo() {
  return <SubscriptionDialog isOpen onOpenChange={() => undefined} />;
}

const meta = {
  title: 'Features/Account/SubscriptionDialog',
  component: Demo,
  decorators: [withPortalStore],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's subscription code, drawn from the official account's link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '微信订阅' });
    await expect(await within(dialog).findByRole('img', { name: '票税通公众号订阅二维码' })).toBeVisible();
    await expect(dialog).toHaveTextContent('请使用微信扫码关注“票税通”公众号');
  },
};

/** Already following: said so under the code. */
export const AlreadySubscribed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/v2/message/subscribe/qrCode', () =>
          HttpResponse.json({ code: 0, msg: '', data: { qrCode: 'http://weixin.qq.com/q/02u1001Ps7kQd1hE10000w03W', expireSeconds: 2592000, subscribed: true } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '微信订阅' });
    await waitFor(() => expect(dialog).toHaveTextContent('您已关注“票税通”公众号'));
  },
};
