import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FeedbackProvider } from '../../../design-system';
import { demoAccounts, type DemoAccountName } from '../../../mocks/accounts';
import { getDb, resetDb } from '../../../mocks/db';
import { configSlice, staticConfigLoaded } from '../../../platform/config';
import { injectSlice } from '../../../platform/store';
import { signedInStore } from '../../../tests/support/demoSession';
import { DiskDetectionDialog } from './DiskDetectionDialog';

// The tax-disk detection dialog's renewal buttons (spec 01 §2; function-show checks multi_tab and term_expire, the mall
// switch) and its check and restore (spec 01 §4, §8) on the embedded backend. The seeded third disk (661000000003,
// shared edition IT160, 25 days left) is due, and disconnected (online 2): its check finds it abnormal.

function Landed() {
  const location = useLocation();
  return <p role="status">{`${location.pathname}${location.search}`}</p>;
}

function Demo({ account, diskIndex, mallSwitch }: { account: DemoAccountName; diskIndex: number; mallSwitch: number }) {
  const [store] = useState(() => {
    resetDb();
    const s = signedInStore(account);
    injectSlice(s, configSlice);
    s.dispatch(staticConfigLoaded({ mallSwitch }));
    return s;
  });
  const terminal = getDb().terminals[diskIndex]!;
  const role = demoAccounts[account].roleType;
  const area = role === 1 ? 'member' : role === 2 ? 'service' : 'account';
  const [open, setOpen] = useState(true);
  return (
    <Provider store={store}>
      <FeedbackProvider prefetchDialog={false}>
        <MemoryRouter initialEntries={[`/${area}/home`]}>
          <Routes>
            <Route path={`/${area}/home`} element={<DiskDetectionDialog isOpen={open} onOpenChange={setOpen} terminal={terminal} role={role} />} />
            <Route path={`/${area}/ykkGoods`} element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </FeedbackProvider>
    </Provider>
  );
}

const meta = {
  title: 'Features/Terminals/DiskDetectionDialog',
  component: Demo,
  args: { account: 'agency', diskIndex: 2, mallSwitch: 1 },
  globals: { role: 'agency' },
  // The shots on the story's clock: at the real time the demo session ends (tests/setup/stories.ts).
  parameters: { layout: 'fullscreen', screenshot: { storyClock: true } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const dialogOf = (el: HTMLElement) => body(el).findByRole('dialog', { name: '税盘检测' });

/** The agency, renewal due on a shared-edition disk: detect, upgrade to cloud version, renew, notify renewal. */
export const RenewalDue: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await within(dialog).findByRole('button', { name: '续费' })).toBeVisible();
    // Each button follows its own function-show check (a request of its own): each is waited for.
    for (const name of ['检测', '升级云版', '通知续费']) await expect(await within(dialog).findByRole('button', { name })).toBeVisible();
    await expect(within(dialog).queryByText('续费请联系服务商')).toBeNull();
  },
};

/** 通知续费 sends the reminder: the enterprise's member finds it in the inbox. */
export const NotifyRenewal: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: '通知续费' }));
    await expect(await within(dialog).findByText('续费提醒已发送')).toBeVisible();
    const inbox = getDb().messages[demoAccounts.member.uid] ?? [];
    await expect(inbox[0]).toMatchObject({ title: '托管服务续费提醒', read: false });
    await expect(inbox[0]?.content).toContain('661000000003');
  },
};

/** The reminder fails: said in red, the dialog stays. */
export const NotifyFailed: Story = {
  parameters: { msw: { handlers: [http.post('*/v2/terminal/equity/notify/:diskId', () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: '通知续费' }));
    const failed = await within(dialog).findByText('续费提醒发送失败，请稍后重试');
    await expect(failed).toHaveAttribute('data-state', 'failed');
    await expect(within(dialog).getByRole('button', { name: '通知续费' })).toBeEnabled();
  },
};

/** 续费 leads to the area's mall for the disk and closes the dialog. */
export const Renew: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: '续费' }));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('/account/ykkGoods?diskId=661000000003');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: '税盘检测' })).toBeNull());
  },
};

/** The member with the mall closed: detect only, and the contact-the-provider text (no reminder to itself). */
export const MemberMallClosed: Story = {
  args: { account: 'member', mallSwitch: 0 },
  globals: { role: 'member' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await within(dialog).findByText('续费请联系服务商')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '检测' })).toBeVisible();
    for (const name of ['升级云版', '续费', '通知续费']) await expect(within(dialog).queryByRole('button', { name })).toBeNull();
  },
};

/** The disk's region does not renew online (term_expire not shown): no renewal buttons, contact the provider. */
export const RegionNotRenewing: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/v2/terminal/funcShow/:diskId', ({ request }) =>
          HttpResponse.json({ code: 0, msg: 'success', data: { isShow: new URL(request.url).searchParams.get('key') !== 'term_expire' } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await within(dialog).findByText('续费请联系服务商')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '升级云版' })).toBeVisible();
    for (const name of ['续费', '通知续费']) await expect(within(dialog).queryByRole('button', { name })).toBeNull();
  },
};

/** A cloud-edition disk with 365 days left (661000000013): detect alone, nothing about renewal. */
export const NotDue: Story = {
  args: { diskIndex: 12 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await within(dialog).findByText(/剩余/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '检测' })).toBeVisible();
    for (const name of ['升级云版', '续费', '通知续费']) await expect(within(dialog).queryByRole('button', { name })).toBeNull();
    await expect(within(dialog).queryByText('续费请联系服务商')).toBeNull();
  },
};

/** 检测 on a disk in service and online (661000000013): '【T0013】业务状态正常', nothing to restore. */
export const CheckNormal: Story = {
  args: { diskIndex: 12 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '检测' }));
    const result = within(dialog).getByRole('status', { name: '检测结果' });
    await waitFor(() => expect(result).toHaveTextContent('【T0013】业务状态正常'));
    await expect(within(dialog).queryByRole('button', { name: '恢复' })).toBeNull();
  },
};

/** 检测 on the disconnected disk: '【T0003】业务状态异常' in red offers 恢复, which succeeds (the terminal is recovering). */
export const CheckAbnormalRestored: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '检测' }));
    const abnormal = await within(dialog).findByText('【T0003】业务状态异常');
    await expect(abnormal).toHaveAttribute('data-state', 'abnormal');
    await userEvent.click(within(dialog).getByRole('button', { name: '恢复' }));
    const restored = await within(dialog).findByText('终端正在恢复中，请稍后刷新');
    await expect(restored).toHaveAttribute('data-state', 'ok');
    await expect(within(dialog).queryByRole('button', { name: '恢复' })).toBeNull();
  },
};

/** The restore fails: said in red, and 恢复 stays offered to try again. */
export const RestoreFailed: Story = {
  parameters: { msw: { handlers: [http.put('*/v2/terminal/restore/:termId', () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '检测' }));
    await within(dialog).findByText('【T0003】业务状态异常');
    await userEvent.click(within(dialog).getByRole('button', { name: '恢复' }));
    const failed = await within(dialog).findByText('终端恢复失败，请稍后重试');
    await expect(failed).toHaveAttribute('data-state', 'failed');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '恢复' })).toBeEnabled());
  },
};
