import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { Button, FeedbackProvider } from '../../../design-system';
import { getDb, resetDb } from '../../../mocks/db';
import { configSlice, staticConfigLoaded } from '../../../platform/config';
import type { SessionTerminal } from '../../../platform/session';
import { injectSlice } from '../../../platform/store';
import { signedInStore } from '../../../tests/support/demoSession';
import { useTerminalGate } from './useTerminalGate';

// The one terminal gate (spec 01 §4, §8; spec 02 §4): an action that needs a terminal runs, or shows the prompt
// the rule decides. Each story puts a seeded terminal of the agency, changed as named, in the session.

type Change = Partial<Record<'serviceStatus' | 'online' | 'termId' | 'deviceId', number | string | null>> | 'none';

function Action() {
  const { t } = useTranslation('routeTitles');
  const gate = useTerminalGate();
  const [ran, setRan] = useState(false);
  return (
    <div style={{ padding: 24, minHeight: 360 }}>
      <Button variant="primary" onPress={() => gate.guard(() => setRan(true))}>
        {t('title.positive')}
      </Button>
      {ran && <p role="status">{t('title.positive')} ✓</p>}
      {gate.element}
    </div>
  );
}

/** Where 续费 led (the mall's page of the area, for the disk). */
function Landed() {
  const location = useLocation();
  return <p role="status">{`${location.pathname}${location.search}`}</p>;
}

function Demo({ change, mallSwitch }: { change: Change; mallSwitch: number }) {
  const [store] = useState(() => {
    resetDb();
    const seeded = getDb().terminals[0]!;
    // The embedded backend holds the same service status, so its function-show answers match the session's terminal.
    if (change !== 'none' && typeof change.serviceStatus === 'number') seeded.serviceStatus = change.serviceStatus as typeof seeded.serviceStatus;
    const terminal = change === 'none' ? null : ({ ...seeded, ...change } as unknown as SessionTerminal);
    const s = signedInStore('agency', { diskId: terminal?.diskId ?? null, terminal });
    injectSlice(s, configSlice);
    s.dispatch(staticConfigLoaded({ mallSwitch }));
    return s;
  });
  return (
    <Provider store={store}>
      <FeedbackProvider prefetchDialog={false}>
        <MemoryRouter initialEntries={['/account/home']}>
          <Routes>
            <Route path="/account/home" element={<Action />} />
            <Route path="/account/ykkGoods" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </FeedbackProvider>
    </Provider>
  );
}

const meta = {
  title: 'Features/Terminals/TerminalGate',
  component: Demo,
  args: { change: {}, mallSwitch: 1 },
  globals: { role: 'agency' },
  // Every shot on the story's clock: at the real time the demo session has ended and the gate says no terminal.
  parameters: { screenshot: { storyClock: true } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

async function prompt(canvasElement: HTMLElement, text: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: '正数发票开具' }));
  const dialog = await body(canvasElement).findByRole('alertdialog');
  await expect(dialog).toHaveTextContent(text);
  await expect(within(canvasElement).queryByRole('status')).toBeNull();
  return dialog;
}

/** A normal, online terminal: the action runs. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '正数发票开具' }));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('正数发票开具 ✓');
  },
};

/** serviceStatus 0. */
export const NotActivated: Story = {
  args: { change: { serviceStatus: 0 } },
  play: async ({ canvasElement }) => void (await prompt(canvasElement, '当前税盘未激活，请联系服务商处理')),
};

/** serviceStatus 3. */
export const ActivationFailed: Story = {
  args: { change: { serviceStatus: 3 } },
  play: async ({ canvasElement }) => void (await prompt(canvasElement, '当前税盘激活失败，请联系服务商处理')),
};

/** serviceStatus 4 with the mall open: renew, which leads to the mall's page for the disk. */
export const Expired: Story = {
  args: { change: { serviceStatus: 4 } },
  // The shot on the story's clock: at the real time the demo session ends, and with it the way to the mall (tests/setup/stories.ts).
  parameters: { screenshot: { storyClock: true } },
  play: async ({ canvasElement }) => {
    const dialog = await prompt(canvasElement, '当前托管服务已到期，请续费');
    await expect(within(dialog).getByRole('button', { name: '续费' })).toBeVisible();
  },
};

/** 续费 from the prompt opens the area's mall for the expired disk. */
export const ExpiredRenew: Story = {
  args: { change: { serviceStatus: 4 } },
  parameters: { screenshot: { storyClock: true } },
  play: async ({ canvasElement }) => {
    const dialog = await prompt(canvasElement, '当前托管服务已到期，请续费');
    await userEvent.click(within(dialog).getByRole('button', { name: '续费' }));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('/account/ykkGoods?diskId=661000000001');
  },
};

/** serviceStatus 4 where the disk's region does not renew online (term_expire not shown): contact the provider. */
export const ExpiredRegionNotRenewing: Story = {
  args: { change: { serviceStatus: 4 } },
  parameters: {
    msw: { handlers: [http.get('*/v2/terminal/funcShow/:diskId', () => HttpResponse.json({ code: 0, msg: 'success', data: { isShow: false } }))] },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '正数发票开具' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(await within(dialog).findByText('当前托管服务已到期，请联系服务商处理')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: '续费' })).toBeNull();
  },
};

/** serviceStatus 4 with the mall closed (mallSwitch 0): contact the provider. */
export const ExpiredMallClosed: Story = {
  args: { change: { serviceStatus: 4 }, mallSwitch: 0 },
  play: async ({ canvasElement }) => void (await prompt(canvasElement, '当前托管服务已到期，请联系服务商处理')),
};

/** serviceStatus 6. */
export const Stopped: Story = {
  args: { change: { serviceStatus: 6 } },
  play: async ({ canvasElement }) => void (await prompt(canvasElement, '当前托管服务已停用，请联系服务商处理')),
};

/** A disk not online: 当前税盘连接异常，请稍后重试 with 税盘检测, which opens the detection dialog. */
export const Offline: Story = {
  args: { change: { online: 2 } },
  play: async ({ canvasElement }) => {
    const dialog = await prompt(canvasElement, '当前税盘连接异常，请稍后重试');
    await userEvent.click(within(dialog).getByRole('button', { name: '税盘检测' }));
    const detection = await body(canvasElement).findByRole('dialog', { name: '税盘检测' });
    await expect(detection).toHaveTextContent('661000000001');
  },
};

/** A terminal without an id. */
export const NoId: Story = {
  args: { change: { termId: null, deviceId: null } },
  play: async ({ canvasElement }) => void (await prompt(canvasElement, '该终端信息有误')),
};
