import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PortalRoute } from '../../../platform/routing';
import { withPortalStore } from '../../../tests/support/storyStore';
import { MobileFaceQrPage } from './MobileFaceQrPage';

// The mobile face-scan page /h5/#/qrcode/{diskId} on a 375 px phone, on the embedded backend.

const route: PortalRoute = { id: 'public.h5', path: '/h5', area: 'public', roleSign: 2, requiresAuth: false, titleKey: 'routes:title.h5Qrcode', page: 'h5Qrcode', header: false };

function Demo({ hash }: { hash: string }) {
  // The page reads the address's hash when it mounts.
  useState(() => history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`));
  return <MobileFaceQrPage route={route} />;
}

const meta = {
  title: 'Features/Terminals/MobileFaceQrPage',
  component: Demo,
  args: { hash: '#/qrcode/661000000001?taxerName=%E6%9D%AD%E5%B7%9E%E5%8D%8E%E6%B3%B0%E9%A4%90%E9%A5%AE%E7%AE%A1%E7%90%86%E6%9C%89%E9%99%90%E5%85%AC%E5%8F%B8&termType=1&tsp=IT100' },
  decorators: [withPortalStore],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tax app's face QR with its validity, the app links; nothing wider than the phone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: '电子税局刷脸认证' })).toBeVisible();
    await expect(page.getByText('杭州华泰餐饮管理有限公司')).toBeVisible();
    await expect(page.getByText('税盘编号：661000000001')).toBeVisible();
    await expect(await page.findByRole('img', { name: '刷脸二维码' })).toBeVisible();
    await expect(page.getByText(/^二维码有效期至 /)).toBeVisible();
    await expect(page.getByRole('link', { name: '下载电子税务局APP（Android）' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The personal-income-tax app's code. */
export const PersonalTaxApp: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('img', { name: '刷脸二维码' });
    await userEvent.click(page.getByRole('radio', { name: '个人所得税APP' }));
    await waitFor(() => expect(page.getByRole('radio', { name: '个人所得税APP' })).toBeChecked());
    await expect(await page.findByRole('img', { name: '刷脸二维码' })).toBeVisible();
  },
};

/** An address that is not the page's route. */
export const BadLink: Story = {
  args: { hash: '#/elsewhere' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('链接无效，请在电脑端重新复制手机扫脸链接');
  },
};
