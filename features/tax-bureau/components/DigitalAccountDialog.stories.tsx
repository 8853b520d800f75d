import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../design-system';
import { getDb } from '../../../mocks/db';
import { DEMO_SMS_CODE, scanShownQrCodes } from '../../../mocks/handlers/taxBureau';
import { withPortalStore } from '../../../tests/support/storyStore';
import { DigitalAccountDialog } from './DigitalAccountDialog';

// The digital-account dialog on the embedded backend (MSW). Seeded terminals: 42 an IT600 not logged in (the
// provider sees it; its invoicing account logs in by password, so automatically), 24 an IT600 logged in, 6 an IT600
// whose account is locked, 15 an IT600 without an account, 0 an IT100 logged in.

const body = (el: HTMLElement) => within(el.ownerDocument.body);

function Demo({ index, onLinkAccount }: { index: number; onLinkAccount?: () => void }) {
  const { t } = useTranslation('stories');
  const [open, setOpen] = useState(true);
  const terminal = getDb().terminals[index]!;
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('digitalAccount.open')}</Button>
      <DigitalAccountDialog
        isOpen={open}
        terminal={{ diskId: terminal.diskId, taxerId: terminal.taxerId, taxerName: terminal.taxerName, tsp: terminal.tsp, termType: terminal.termType ?? 1 }}
        onClose={() => setOpen(false)}
        {...(onLinkAccount ? { onLinkAccount } : {})}
      />
    </>
  );
}

const meta = {
  title: 'Features/TaxBureau/DigitalAccountDialog',
  component: Demo,
  args: { index: 42 },
  decorators: [withPortalStore],
  parameters: { layout: 'fullscreen', portalAccount: 'provider' },
  globals: { role: 'provider', viewport: { value: 'desktop' } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its account and login status have loaded. */
async function opened(canvasElement: HTMLElement) {
  const dialog = await body(canvasElement).findByRole('dialog', { name: /^(数电账号|Digital account)/ });
  await within(dialog).findByText(/^(登录账号|Login account)$/);
  await within(dialog).findByText(/^(已登录|未登录|Logged in|Not logged in)$/);
  return dialog;
}

const jumpButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /跳转电子税局|Go to the e-tax bureau/ });

/** Not logged in (IT600): 570 px wide, 未登录, the account's own way (password: automatic login), the jump off. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await opened(canvasElement);
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(570);
    await expect(within(dialog).getByText('未登录')).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: '自动登录' })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: '代理登录' })).toBeVisible();
    await expect(jumpButton(dialog)).toBeDisabled();
    await expect(within(dialog).getByText('数电账号登录后可跳转电子税局')).toBeVisible();
  },
};

/** SMS code: the connection dialog's code box; a wrong code is refused, the right one logs in and the jump turns on. */
export const SmsLogin: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await opened(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: '短信验证码登录' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    const connection = await body(canvasElement).findByRole('dialog', { name: '税局连接状态' });
    const code = await within(connection).findByLabelText(/短信验证码/, { selector: 'input' });
    await userEvent.type(code, '654321');
    await userEvent.click(within(connection).getByRole('button', { name: '提交' }));
    await expect(await within(connection).findByText('短信验证码错误，请重新输入')).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, DEMO_SMS_CODE);
    await userEvent.click(within(connection).getByRole('button', { name: '提交' }));
    await expect(await within(connection).findByText('登录成功')).toBeVisible();
    await userEvent.click(within(connection).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog).getByText('已登录')).toBeVisible());
    await expect(within(dialog).getByRole('status')).toHaveTextContent('验证通过');
    await expect(jumpButton(dialog)).toBeEnabled();
  },
};

/** QR code: the connection dialog shows the code to scan; the user scans it with the tax app (the demo's scan, played at once). */
export const QrLogin: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await opened(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: '扫码登录' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    const connection = await body(canvasElement).findByRole('dialog', { name: '税局连接状态' });
    await expect(await within(connection).findByRole('img', { name: /二维码/ })).toBeVisible();
    scanShownQrCodes();
    await expect(await within(connection).findByText('登录成功')).toBeVisible();
    await userEvent.click(within(connection).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(jumpButton(dialog)).toBeEnabled());
  },
};

/** Automatic login (the account's password method): no connection dialog, straight to 验证通过 and 已登录. */
export const AutomaticLogin: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await opened(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('验证通过'));
    await waitFor(() => expect(within(dialog).getByText('已登录')).toBeVisible());
    await expect(body(canvasElement).queryByRole('dialog', { name: '税局连接状态' })).toBeNull();
  },
};

/** Logged in already (IT600): 登录 says 已登录，登录成功; the jump opens the tax bureau's login URL in a new tab. */
export const LoggedIn: Story = {
  args: { index: 24 },
  parameters: { portalAccount: 'agency' },
  globals: { role: 'agency', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    try {
      const dialog = await opened(canvasElement);
      await expect(within(dialog).getByText('已登录')).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
      await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('已登录，登录成功'));
      await userEvent.click(jumpButton(dialog));
      await waitFor(() => expect(open).toHaveBeenCalledWith(`https://etax.example.gov.cn/login?nsrsbh=${getDb().terminals[24]!.taxerId}`, '_blank', 'noopener,noreferrer'));
    } finally {
      open.mockRestore();
    }
  },
};

/** Agency login (IT600) without the agency's tax number: the methods give way to agency login, and it is refused. */
export const AgencyWithoutTaxNumber: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await opened(canvasElement);
    await userEvent.click(within(dialog).getByText('代理登录'));
    await expect(within(dialog).getByRole('radio', { name: '短信验证码登录' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await expect(await within(dialog).findByText('您尚未设置代理机构税号，请设置正确')).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('未验证');
  },
};

/** A locked account: the notice, and no login until it is unlocked in the tax-bureau account dialog. */
export const Locked: Story = {
  args: { index: 6 },
  parameters: { portalAccount: 'agency' },
  globals: { role: 'agency', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await opened(canvasElement);
    await expect(within(dialog).getByText('该账号因密码错误已被锁定，解锁后方可验证')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '登录' })).toBeDisabled();
  },
};

/** No account yet: the dialog says so and offers to link one. */
export const NoAccount: Story = {
  args: { index: 15, onLinkAccount: fn() },
  parameters: { portalAccount: 'agency' },
  globals: { role: 'agency', viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: /^数电账号/ });
    await expect(await within(dialog).findByText(/^该终端尚未关联电子税局账号/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '关联税局账号' }));
    await expect(args.onLinkAccount).toHaveBeenCalled();
  },
};

/** Logged in, but an IT100: the jump stays off, and the dialog says which types offer it; no agency login either. */
export const JumpNotOffered: Story = {
  args: { index: 0 },
  parameters: { portalAccount: 'member' },
  globals: { role: 'member', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await opened(canvasElement);
    await expect(within(dialog).getByText('已登录')).toBeVisible();
    await expect(jumpButton(dialog)).toBeDisabled();
    await expect(within(dialog).getByText('仅IT160、IT600终端支持跳转电子税局')).toBeVisible();
    await expect(within(dialog).queryByRole('checkbox', { name: '代理登录' })).toBeNull();
  },
};
