import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorEvents, httpErrorKey } from './';
import { createI18n } from '../i18n';
import { createStore } from '../store';
import { AppProviders } from '../../tests/support/renderPortal';

function renderProviders(lng: 'zh-CN' | 'en-US' = 'zh-CN') {
  return render(
    <AppProviders store={createStore({ persist: false })} i18n={createI18n(lng)}>
      <p>page</p>
    </AppProviders>,
  );
}

describe('ErrorAlertBridge (spec 01 §8)', () => {
  it('shows a business error as an alert titled 提示 whose HTML stays literal text', async () => {
    renderProviders();
    const html = '<b>税号</b>不存在<img src=x onerror=alert(1)>';
    act(() => errorEvents.publish({ kind: 'business', code: 201, message: html, titleKey: 'errors:alertTitle' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(dialog).getByText(html)).toBeInTheDocument();
    expect(dialog.querySelector('b, img')).toBeNull();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows each HTTP status with the catalogue message and the status in it, once while open', async () => {
    renderProviders();
    act(() => {
      for (let i = 0; i < 3; i++) errorEvents.publish({ kind: 'http', status: 503, key: httpErrorKey(503)!, params: { status: 503 } });
    });
    const dialogs = await screen.findAllByRole('alertdialog', { name: '提示' });
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toHaveTextContent('系统繁忙，请稍后访问！（503）');
  });

  it('translates the title and catalogue in English', async () => {
    renderProviders('en-US');
    act(() => errorEvents.publish({ kind: 'http', status: 403, key: httpErrorKey(403)!, params: { status: 403 } }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('403');
    expect(dialog).not.toHaveTextContent('暂无访问权限');
  });

  // Failed before alerts were coalesced (docs/security.md: errors): four statuses of one outage stacked four modal alerts, each hiding the others.
  it('coalesces an outage: 500, 502, 503 and 504 at once show one alert, reachable by role, with the count', async () => {
    renderProviders();
    act(() => {
      for (const status of [500, 502, 503, 504]) errorEvents.publish({ kind: 'http', status, key: httpErrorKey(status)!, params: { status } });
    });
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(dialog).toHaveTextContent('系统繁忙，请稍后访问！（500）');
    expect(dialog).toHaveTextContent('此类错误共 4 次');
    // One more of the same kind while it is open: still one alert, the count follows.
    act(() => errorEvents.publish({ kind: 'http', status: 500, key: httpErrorKey(500)!, params: { status: 500 } }));
    await waitFor(() => expect(dialog).toHaveTextContent('此类错误共 5 次'));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  it('shows one alert at a time: another kind of failure waits until the open alert is closed', async () => {
    renderProviders();
    act(() => {
      errorEvents.publish({ kind: 'http', status: 503, key: httpErrorKey(503)!, params: { status: 503 } });
      errorEvents.publish({ kind: 'timeout', key: 'errors:timeout' });
      errorEvents.publish({ kind: 'timeout', key: 'errors:timeout' });
    });
    const first = await screen.findByRole('alertdialog', { name: '提示' });
    expect(first).toHaveTextContent('（503）');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.setup().click(within(first).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: '提示' })).toHaveTextContent('请求超时'));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('此类错误共 2 次');
  });
});
