import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../design-system';
import { getDb } from '../../../mocks/db';
import { DEMO_SMS_CODE } from '../../../mocks/handlers/taxBureau';
import { withPortalStore } from '../../../tests/support/storyStore';
import { TaxBureauAccountDialog } from './TaxBureauAccountDialog';

// The wrapper dialog on the embedded backend (MSW): the seeded terminals and their saved profiles.

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Opens on the seeded terminal `index`; the button reopens it (a new, empty form state each time). */
function Demo({ index, memberArea = false }: { index: number; memberArea?: boolean }) {
  const { t } = useTranslation('stories');
  const [open, setOpen] = useState(true);
  const terminal = getDb().terminals[index]!;
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('taxBureauLinking.open')}</Button>
      <TaxBureauAccountDialog
        isOpen={open}
        terminal={{ diskId: terminal.diskId, taxerId: terminal.taxerId, taxerName: terminal.taxerName, tsp: terminal.tsp, termType: terminal.termType ?? 1 }}
        memberArea={memberArea}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

const meta = {
  title: 'Features/TaxBureau/TaxBureauAccountDialog',
  component: Demo,
  args: { index: 2, memberArea: true },
  decorators: [withPortalStore],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function mainForm(canvasElement: HTMLElement) {
  const dialog = await body(canvasElement).findByRole('dialog', { name: /^(电子税局账号|Tax-bureau accounts)/ });
  const main = await within(dialog).findByRole('region', { name: /^(开票账号|Invoicing account)$/ });
  // The region's login methods arrive after the saved profile: wait for the method's fields.
  await within(main).findByLabelText(/用户密码|user password/, { selector: 'input' });
  return { dialog, main };
}

/** One saved account (Shanghai, password login), not yet verified: 未验证, 1170 px wide. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, main } = await mainForm(canvasElement);
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(1170);
    await expect(within(main).getByRole('status')).toHaveTextContent(/^(未验证|Not verified)$/);
    // Shanghai's password login: enterprise password and identity password
    await expect(within(main).getByLabelText(/企业用户密码|Enterprise user password/, { selector: 'input' })).toBeVisible();
    await expect(within(main).getByLabelText(/登录身份密码|Identity password/, { selector: 'input' })).toBeVisible();
  },
};

/** Both accounts saved: the query account offers 设为开票账号, which asks 是否设置为开票账号？ */
export const TwoAccounts: Story = {
  args: { index: 0 },
  play: async ({ canvasElement }) => {
    const { dialog } = await mainForm(canvasElement);
    const query = within(dialog).getByRole('region', { name: '查询账号' });
    await userEvent.click(within(query).getByRole('button', { name: '设为开票账号' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(within(confirm).getByText('是否设置为开票账号？')).toBeVisible();
    await expect(within(confirm).getByRole('button', { name: '设置' })).toBeVisible();
    await expect(within(confirm).getByRole('button', { name: '取消' })).toBeVisible();
  },
};

/** A required field left empty: the message at the field, nothing sent, still 未验证. */
export const RequiredField: Story = {
  play: async ({ canvasElement }) => {
    const { main } = await mainForm(canvasElement);
    await userEvent.click(within(main).getByRole('button', { name: '验证' }));
    await expect(await within(main).findByText('请输入登录身份密码')).toBeVisible();
    await expect(within(main).getByRole('status')).toHaveTextContent('未验证');
  },
};

/** Another region drops Shanghai's identity password and keeps the SMS method, which it also offers. */
export const RegionChange: Story = {
  play: async ({ canvasElement }) => {
    const { main } = await mainForm(canvasElement);
    await userEvent.click(within(main).getByRole('button', { name: /登录方式/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: '短信验证码登录' }));
    await userEvent.click(within(main).getByRole('button', { name: /所属地区/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: '北京' }));
    await waitFor(() => expect(within(main).getByLabelText(/个人用户密码/, { selector: 'input' })).toBeVisible());
    await expect(within(main).getByRole('button', { name: /登录方式/ })).toHaveTextContent('短信验证码登录');
    await expect(within(main).queryByLabelText(/登录身份密码/, { selector: 'input' })).toBeNull();
  },
};

/** SMS login: the code box of the connection dialog; a wrong code gets the server's message and keeps the box. */
export const SmsWrongCode: Story = {
  play: async ({ canvasElement }) => {
    const { main } = await mainForm(canvasElement);
    await userEvent.click(within(main).getByRole('button', { name: /登录方式/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: '短信验证码登录' }));
    await userEvent.click(within(main).getByRole('button', { name: '验证' }));
    const connection = await body(canvasElement).findByRole('dialog', { name: '税局连接状态' });
    const code = within(connection).getByLabelText(/短信验证码/, { selector: 'input' });
    await userEvent.type(code, '65432');
    await expect(within(connection).getByRole('button', { name: '提交' })).toBeDisabled();
    await userEvent.type(code, '1');
    await userEvent.click(within(connection).getByRole('button', { name: '提交' }));
    await expect(await within(connection).findByText('短信验证码错误，请重新输入')).toBeVisible();
    await expect(code).toHaveValue('654321');
  },
};

/** SMS login with the right code: 登录成功, and the form's line says 验证通过. */
export const SmsVerified: Story = {
  play: async ({ canvasElement }) => {
    const { main } = await mainForm(canvasElement);
    await userEvent.click(within(main).getByRole('button', { name: /登录方式/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: '短信验证码登录' }));
    await userEvent.click(within(main).getByRole('button', { name: '验证' }));
    const connection = await body(canvasElement).findByRole('dialog', { name: '税局连接状态' });
    await userEvent.type(within(connection).getByLabelText(/短信验证码/, { selector: 'input' }), DEMO_SMS_CODE);
    await userEvent.click(within(connection).getByRole('button', { name: '提交' }));
    await expect(await within(connection).findByText('登录成功')).toBeVisible();
    await userEvent.click(within(connection).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(main).getByRole('status')).toHaveTextContent('验证通过'));
  },
};

/** An account locked by a wrong password (agency, seventh terminal): 解锁 clears it. */
export const Locked: Story = {
  args: { index: 6, memberArea: false },
  parameters: { portalAccount: 'agency' },
  globals: { role: 'agency', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const { main } = await mainForm(canvasElement);
    const notice = within(main).getByText('该账号因密码错误已被锁定，解锁后方可验证');
    await expect(within(main).getByRole('button', { name: '验证' })).toBeDisabled();
    await userEvent.click(within(main).getByRole('button', { name: '解锁' }));
    await waitFor(() => expect(notice).not.toBeInTheDocument());
    // 解锁成功 shows briefly; the screenshot is taken once it has gone.
    await waitFor(() => expect(body(canvasElement).queryAllByText('解锁成功')).toHaveLength(0));
    await expect(within(main).getByRole('button', { name: '验证' })).toBeEnabled();
  },
};
