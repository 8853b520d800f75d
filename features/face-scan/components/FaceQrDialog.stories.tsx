import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../design-system';
import { FACE_SCAN_FINANCE_HEAD, FACE_SCAN_TAX_HANDLER } from '../../../mocks/data/faceScan';
import { getDb } from '../../../mocks/db';
import { withPortalStore } from '../../../tests/support/storyStore';
import { FaceQrDialog } from './FaceQrDialog';

// The face QR dialog on the embedded backend (MSW): the seeded agency terminals of mocks/data/faceScan.ts; the
// fetching, expired and failure states answer the tax-app code with a handler of their own.

const body = (el: HTMLElement) => within(el.ownerDocument.body);

function Demo({ index, onGoToLogin, onEditDuration }: { index: number; onGoToLogin?: () => void; onEditDuration?: () => void }) {
  const { t } = useTranslation('stories');
  const [open, setOpen] = useState(true);
  const terminal = getDb().terminals[index]!;
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('faceScan.openQr')}</Button>
      <FaceQrDialog
        isOpen={open}
        terminal={{ diskId: terminal.diskId, taxerName: terminal.taxerName, tsp: terminal.tsp, termType: terminal.termType ?? 1 }}
        onClose={() => setOpen(false)}
        {...(onGoToLogin ? { onGoToLogin } : {})}
        {...(onEditDuration ? { onEditDuration } : {})}
      />
    </>
  );
}

const meta = {
  title: 'Features/FaceScan/FaceQrDialog',
  component: Demo,
  args: { index: FACE_SCAN_FINANCE_HEAD, onGoToLogin: fn(), onEditDuration: fn() },
  decorators: [withPortalStore],
  // The shot on the story's clock: at the real time the codes' 300 s have long run out (tests/setup/stories.ts).
  parameters: { layout: 'fullscreen', portalAccount: 'agency', screenshot: { storyClock: true } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => body(canvasElement).findByRole('dialog', { name: /^扫码刷脸认证（/ });
const taxAppCode = (reply: () => Response) => http.get('*/v2/terminal/operation/auth/ewm/:diskId', reply);

/** A finance head (role check 1) starts on the tax-app code, valid 5 minutes; 修改刷脸时长 hands over. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('tab', { name: '税务APP刷脸码' })).toHaveAttribute('aria-selected', 'true'));
    await expect(await within(dialog).findByText(/^二维码有效期剩余 0[45]:\d\d$/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '修改刷脸时长' }));
    await expect(args.onEditDuration).toHaveBeenCalled();
  },
};

/** A tax handler starts on the WeChat long-lived code, with the mobile page's short link to copy. */
export const WeChat: Story = {
  args: { index: FACE_SCAN_TAX_HANDLER },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('tab', { name: '微信长效码' })).toHaveAttribute('aria-selected', 'true'));
    await expect(await within(dialog).findByText('长期有效')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '复制链接' })).toBeVisible();
  },
};

/** The personal-income-tax-app tab fetches its own code when switched to. */
export const PersonalTaxApp: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await within(dialog).findByText(/^二维码有效期剩余 /);
    await userEvent.click(within(dialog).getByRole('tab', { name: '个税APP刷脸码' }));
    const panel = within(dialog).getByRole('tabpanel');
    await expect(await within(panel).findByText(/^二维码有效期剩余 /)).toBeVisible();
  },
};

/** Still being generated (202200009): the first 60 s phase, 正在生成刷脸二维码. */
export const Fetching: Story = {
  parameters: { msw: { handlers: [taxAppCode(() => HttpResponse.json({ code: 202200009, msg: '刷脸二维码生成中', data: null }))] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await within(dialog).findByText(/^正在生成刷脸二维码，请稍候（\d+秒）$/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '刷新二维码' })).toBeDisabled();
  },
};

/** A code whose expireTime has passed on arrival shows expired at once, with its refresh. */
export const Expired: Story = {
  parameters: {
    msw: {
      handlers: [
        taxAppCode(() =>
          HttpResponse.json({ code: 0, msg: 'success', data: { ewm: 'https://etax.example.gov.cn/face?app=tax&trace=story', expireTime: String(Date.now() + 1000) } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(within(dialog).getAllByText('二维码已过期').length).toBeGreaterThan(0));
    await expect(within(dialog).getAllByRole('button', { name: '刷新二维码' })[0]).toBeEnabled();
  },
};

/** A failed fetch: the server's message in the tab, as text (never HTML). */
export const FetchFailed: Story = {
  parameters: { msw: { handlers: [taxAppCode(() => HttpResponse.json({ code: 202200013, msg: '<b>电子税局繁忙</b>，请稍后重试', data: null }))] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await within(dialog).findByText('<b>电子税局繁忙</b>，请稍后重试')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '刷新二维码' })).toBeEnabled();
  },
};

/** A failure without a message (the server down): the default 电子税局繁忙或在维护中，请稍后重试. */
export const FetchFailedDefault: Story = {
  parameters: { msw: { handlers: [taxAppCode(() => HttpResponse.json({ code: 500, msg: '', data: null }, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await within(dialog).findByText('电子税局繁忙或在维护中，请稍后重试')).toBeVisible();
  },
};

/** Not logged in to the tax bureau (202200008 on the tax-app code): the confirm with 去登录. */
export const NotLoggedIn: Story = {
  args: { index: 2 },
  play: async ({ canvasElement, args }) => {
    // an invoicing clerk's terminal starts on the WeChat code; the tax-app code needs the tax-bureau login
    const dialog = await dialogOf(canvasElement);
    await within(dialog).findByText('长期有效');
    await userEvent.click(within(dialog).getByRole('tab', { name: '税务APP刷脸码' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(within(confirm).getByText('电子税局登录已失效，请先登录电子税局')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(args.onGoToLogin).toHaveBeenCalled());
  },
};
