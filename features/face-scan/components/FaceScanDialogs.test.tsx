import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FACE_SCAN_FINANCE_HEAD, FACE_SCAN_NEVER_SYNCED, FACE_SCAN_TAX_HANDLER } from '../../../mocks/data/faceScan';
import { getDb, server } from '../../../mocks/node';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';

// The face-scan dialogs (spec 02 §2.1 items 5, 6) opened from the agency's terminal list, on the embedded backend.

withEmbeddedBackend();

// jsdom has no layout: the virtualised terminal table renders the rows that fit its scroller (clientHeight).
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1600 });
});
afterAll(() => {
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientHeight;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
});
afterEach(() => {
  vi.useRealTimers();
});

/** Opens a row's face-scan dialog from the action menu of the agency's terminal list filtered to that disk. */
async function openFromRow(index: number, action: '刷脸时长' | '刷脸二维码') {
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const terminal = getDb().terminals[index]!;
  renderPortal(`/account/terminal?name=${terminal.diskId}`, { session: demoSession('agency') });
  await user.click(await screen.findByRole('button', { name: `更多操作：${terminal.taxerName}（${terminal.diskId}）` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return { user, terminal };
}

async function openInterval(index: number) {
  const opened = await openFromRow(index, '刷脸时长');
  const dialog = await screen.findByRole('dialog', { name: `刷脸认证时长（${opened.terminal.taxerName}）` });
  await within(dialog).findByRole('radiogroup', { name: '时长单位' });
  return { ...opened, dialog };
}

describe('the face-scan interval dialog', () => {
  it('is refused for a tax handler (identity 3): the warning, and nothing is saved', async () => {
    const { user, terminal, dialog } = await openInterval(FACE_SCAN_TAX_HANDLER);
    const before = { ...getDb().faceScan[terminal.diskId] };
    let puts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/qd/phxx/')) puts += 1;
    });
    await user.click(within(dialog).getByRole('radio', { name: '天' }));
    await user.click(within(dialog).getByRole('button', { name: '30天' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('当前登录身份无权限修改刷脸认证时长，请使用财务负责人或法定代表人身份')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: `刷脸认证时长（${terminal.taxerName}）` })).toBeInTheDocument();
    expect(puts).toBe(0);
    expect(getDb().faceScan[terminal.diskId]).toEqual(before);
  });

  it('a finance head: empty, 0 and over the maximum are refused with their messages, then 30 days is saved', async () => {
    const { user, terminal, dialog } = await openInterval(FACE_SCAN_FINANCE_HEAD);
    // seeded in hours: 24 on the slider
    expect(within(dialog).getByText('当前设置：24小时')).toBeInTheDocument();
    expect(within(dialog).getByRole('slider')).toHaveValue('24');
    await user.click(within(dialog).getByRole('radio', { name: '天' }));
    const days = within(dialog).getByRole('textbox', { name: '刷脸认证时长（天）' });
    expect(days).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请设置刷脸认证时长，暂不支持设置为0')).toBeInTheDocument();
    await user.type(days, '0');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请设置刷脸认证时长，暂不支持设置为0')).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '61');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('刷脸认证时长不能超过60天')).toBeInTheDocument();
    // what was typed stays
    expect(days).toHaveValue('61');
    await user.click(within(dialog).getByRole('button', { name: '最大（60天）' }));
    expect(days).toHaveValue('60');
    await user.click(within(dialog).getByRole('button', { name: '30天' }));
    expect(days).toHaveValue('30');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `刷脸认证时长（${terminal.taxerName}）` })).toBeNull());
    expect(getDb().faceScan[terminal.diskId]).toMatchObject({ type: 2, phxxz: '30' });
  });

  it('hours move in half hours on the slider; 0 hours is refused; 12.5 hours is saved', async () => {
    const { user, terminal, dialog } = await openInterval(FACE_SCAN_FINANCE_HEAD);
    const slider = within(dialog).getByRole('slider');
    act(() => slider.focus());
    await user.keyboard('{Home}');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请设置刷脸认证时长，暂不支持设置为0')).toBeInTheDocument();
    act(() => slider.focus());
    for (let k = 0; k < 25; k += 1) await user.keyboard('{ArrowRight}');
    expect(slider).toHaveValue('12.5');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(getDb().faceScan[terminal.diskId]).toMatchObject({ type: 1, phxxz: '12.5' }));
  });

  it('prompts to sync an interval never synced, then shows it', async () => {
    const { user, terminal, dialog } = await openFromRow(FACE_SCAN_NEVER_SYNCED, '刷脸时长').then(async (o) => ({
      ...o,
      dialog: await screen.findByRole('dialog', { name: `刷脸认证时长（${o.terminal.taxerName}）` }),
    }));
    expect(await within(dialog).findByText('尚未从电子税局同步过刷脸认证时长，请先同步后再设置')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '立即同步' }));
    expect(await within(dialog).findByRole('radiogroup', { name: '时长单位' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^最近同步：/)).toBeInTheDocument();
    expect(getDb().faceScan[terminal.diskId]!.tsSync).toBeTruthy();
  });

  it('a terminal not logged in to the tax bureau: the confirm offers 去登录, which opens the tax-bureau login', async () => {
    const index = getDb().terminals.findIndex((t, k) => k < 40 && getDb().taxLogin[t.diskId] !== 1 && (getDb().profiles[t.diskId]?.length ?? 0) > 0);
    const { user, terminal } = await openFromRow(index, '刷脸时长');
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('电子税局登录已失效，请先登录电子税局')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '去登录' }));
    expect(await screen.findByRole('dialog', { name: `电子税局账号（${terminal.taxerName}）` })).toBeInTheDocument();
  });
});

describe('the face QR dialog', () => {
  it('starts on the tax-app tab for a finance head; the code expires after 300 s and is refreshed', async () => {
    const { user, terminal } = await openFromRow(FACE_SCAN_FINANCE_HEAD, '刷脸二维码');
    const dialog = await screen.findByRole('dialog', { name: `扫码刷脸认证（${terminal.taxerName}）` });
    await waitFor(() => expect(within(dialog).getByRole('tab', { name: '税务APP刷脸码' })).toHaveAttribute('aria-selected', 'true'));
    expect(await within(dialog).findByText(/^二维码有效期剩余 /)).toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      vi.advanceTimersByTime(301_000);
    });
    // the veil over the code and the validity line both say so
    expect((await within(dialog).findAllByText('二维码已过期')).length).toBeGreaterThan(0);
    await user.click(within(dialog).getAllByRole('button', { name: '刷新二维码' })[0]!);
    await waitFor(() => expect(within(dialog).queryByText('二维码已过期')).toBeNull());
    expect(await within(dialog).findByText(/^二维码有效期剩余 0?5:00|^二维码有效期剩余 0?4:5\d/)).toBeInTheDocument();
  });

  it('starts on the WeChat tab for a tax handler, with the mobile link', async () => {
    const { user, terminal } = await openFromRow(FACE_SCAN_TAX_HANDLER, '刷脸二维码');
    const dialog = await screen.findByRole('dialog', { name: `扫码刷脸认证（${terminal.taxerName}）` });
    await waitFor(() => expect(within(dialog).getByRole('tab', { name: '微信长效码' })).toHaveAttribute('aria-selected', 'true'));
    expect(await within(dialog).findByText('长期有效')).toBeInTheDocument();
    expect(within(dialog).getByText(/^https:\/\/t\.example\.cn\//)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: '个税APP刷脸码' }));
    expect(await within(dialog).findByText(/^二维码有效期剩余 /)).toBeInTheDocument();
  });

  it('a code still being generated (202200009) keeps waiting through both phases, then times out; retry fetches it', async () => {
    let busy = true;
    server.use(
      http.get('*/v2/terminal/operation/auth/ewm/:diskId', () => (busy ? HttpResponse.json({ code: 202200009, msg: '刷脸二维码生成中', data: null }) : undefined)),
    );
    const { user, terminal } = await openFromRow(FACE_SCAN_FINANCE_HEAD, '刷脸二维码');
    const dialog = await screen.findByRole('dialog', { name: `扫码刷脸认证（${terminal.taxerName}）` });
    expect(await within(dialog).findByText(/^正在生成刷脸二维码，请稍候（\d+秒）$/)).toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(await within(dialog).findByText(/^电子税务局繁忙，正在重试（\d+秒）$/)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(await within(dialog).findByText('获取二维码超时，请重试')).toBeInTheDocument();
    busy = false;
    await user.click(within(dialog).getByRole('button', { name: '刷新二维码' }));
    expect(await within(dialog).findByText(/^二维码有效期剩余 /)).toBeInTheDocument();
  });
});
