import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeedbackProvider } from '../../../design-system';
import { MobileQrDialog } from './MobileQrDialog';

// The mobile face-scan link of a terminal row (spec 02 §2.1 item 6).

const meta = {
  title: 'Features/Terminals/MobileQrDialog',
  component: MobileQrDialog,
  args: {
    isOpen: true,
    onClose: () => undefined,
    origin: 'https://portal.example.com',
    terminal: { diskId: '661000000001', taxerName: '上海示例科技有限公司', termType: 1, tsp: 'IT600' },
  },
  decorators: [(Story) => <FeedbackProvider prefetchDialog={false}><Story /></FeedbackProvider>],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MobileQrDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The QR code of /h5/#/qrcode/{diskId} with taxerName, termType and tsp, and the link to copy. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '手机扫脸链接（上海示例科技有限公司）' });
    await expect(within(dialog).getByRole('img', { name: '手机扫脸页面二维码' })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: '链接' })).toHaveValue(
      'https://portal.example.com/h5/#/qrcode/661000000001?taxerName=%E4%B8%8A%E6%B5%B7%E7%A4%BA%E4%BE%8B%E7%A7%91%E6%8A%80%E6%9C%89%E9%99%90%E5%85%AC%E5%8F%B8&termType=1&tsp=IT600',
    );
    await expect(within(dialog).getByRole('button', { name: '复制链接' })).toBeVisible();
  },
};
