import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../design-system';
import { FACE_SCAN_FINANCE_HEAD, FACE_SCAN_NEVER_SYNCED, FACE_SCAN_TAX_HANDLER } from '../../../mocks/data/faceScan';
import { getDb } from '../../../mocks/db';
import { withPortalStore } from '../../../tests/support/storyStore';
import { FaceScanIntervalDialog } from './FaceScanIntervalDialog';

// The face-scan interval dialog on the embedded backend (MSW): the seeded agency terminals of mocks/data/faceScan.ts.

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Opens on the seeded terminal `index`; the button reopens it. */
function Demo({ index, onGoToLogin }: { index: number; onGoToLogin?: () => void }) {
  const { t } = useTranslation('stories');
  const [open, setOpen] = useState(true);
  const terminal = getDb().terminals[index]!;
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('faceScan.openInterval')}</Button>
      <FaceScanIntervalDialog
        isOpen={open}
        terminal={{ diskId: terminal.diskId, taxerName: terminal.taxerName }}
        onClose={() => setOpen(false)}
        {...(onGoToLogin ? { onGoToLogin } : {})}
      />
    </>
  );
}

const meta = {
  title: 'Features/FaceScan/FaceScanIntervalDialog',
  component: Demo,
  args: { index: FACE_SCAN_FINANCE_HEAD, onGoToLogin: fn() },
  decorators: [withPortalStore],
  parameters: { layout: 'fullscreen', portalAccount: 'agency' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  const dialog = await body(canvasElement).findByRole('dialog', { name: /^刷脸认证时长（/ });
  await within(dialog).findByRole('radiogroup', { name: '时长单位' });
  return dialog;
}

/** A finance head's interval in hours: the slider at 24, 570 px wide; the arrow keys move by half an hour. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await loaded(canvasElement);
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(570);
    await expect(within(dialog).getByText('当前设置：24小时')).toBeVisible();
    const slider = within(dialog).getByRole('slider');
    await expect(slider).toHaveValue('24');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('24.5');
    await expect(within(dialog).getByText('24.5 小时')).toBeVisible();
  },
};

/** Days: whole numbers with the quick picks 30天, 60天 and 最大（60天）. */
export const Days: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await loaded(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: '天' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '最大（60天）' }));
    await expect(within(dialog).getByRole('textbox', { name: '刷脸认证时长（天）' })).toHaveValue('60');
    await expect(within(dialog).getByRole('group', { name: '快捷设置' })).toBeVisible();
  },
};

/** Empty or 0: 请设置刷脸认证时长，暂不支持设置为0 at the field. */
export const EmptyValue: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await loaded(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: '天' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('请设置刷脸认证时长，暂不支持设置为0')).toBeVisible();
  },
};

/** Over the maximum: 刷脸认证时长不能超过60天, what was typed kept. */
export const OverMaximum: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await loaded(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: '天' }));
    const days = within(dialog).getByRole('textbox', { name: '刷脸认证时长（天）' });
    await userEvent.type(days, '75');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('刷脸认证时长不能超过60天')).toBeVisible();
    await expect(days).toHaveValue('75');
  },
};

/** A tax handler (identity 3) may not change it: the spec's warning, the dialog stays open. */
export const NoPermission: Story = {
  args: { index: FACE_SCAN_TAX_HANDLER },
  play: async ({ canvasElement }) => {
    const dialog = await loaded(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('当前登录身份无权限修改刷脸认证时长，请使用财务负责人或法定代表人身份')).toBeVisible();
  },
};

/** Never synced: the prompt to sync first; 确定 waits for it. */
export const NeverSynced: Story = {
  args: { index: FACE_SCAN_NEVER_SYNCED },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: /^刷脸认证时长（/ });
    await expect(await within(dialog).findByText('尚未从电子税局同步过刷脸认证时长，请先同步后再设置')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: '立即同步' })).toBeVisible();
  },
};

/** Not logged in to the tax bureau (202200007): the confirm with 去登录, which opens the login. */
export const NotLoggedIn: Story = {
  args: { index: 2 },
  play: async ({ canvasElement, args }) => {
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(within(confirm).getByText('电子税局登录已失效，请先登录电子税局')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(args.onGoToLogin).toHaveBeenCalled());
  },
};
