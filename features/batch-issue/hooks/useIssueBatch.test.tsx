import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { pushMessages } from '../../../platform/push';
import { withEmbeddedBackend } from '../../../tests/support/renderPortal';
import { signedInStore } from '../../../tests/support/demoSession';
import { recentInvoicesArgs, useGetOrderListQuery } from '../../invoices';
import { BIZ_BATCH_ISSUE, useIssueBatch } from './useIssueBatch';

// Following a batch on the embedded backend: one batch per submit however often it is sent, found again by a fresh
// page (a reload), and the pushed counts shown at once.

withEmbeddedBackend();

const diskId = '661000000001';
const invoice = (documentNo: string) => ({
  documentNo,
  draft: {
    curInvoiceType: '026',
    purchaserInfo: { buyerTaxerName: '上海示例贸易有限公司' },
    review: { drawer: '张会计' },
    goodsList: [{ showName: '*纸制品*打印纸', spbm: '1060201070000000000', quantity: '1', price: '100', amount: '100.00', taxRate: '0.13', taxAmount: '13.00', hsbz: '0' }],
  },
});

function setup() {
  const store = signedInStore('member');
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, wrapper, hook: renderHook(() => useIssueBatch(diskId), { wrapper }) };
}

describe('useIssueBatch', () => {
  it('sends one key for a submit sent twice, follows the batch, and a fresh page finds it running', async () => {
    // Date stands still: the embedded backend's batch does not move on (its steps are due by Date.now()).
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const { hook, wrapper } = setup();
    await waitFor(() => expect(hook.result.current.list.length).toBeGreaterThan(0));
    const request = { diskId, fileName: 'x.xlsx', invoices: [invoice('H0001'), invoice('H0002')] };
    let replies: Array<Awaited<ReturnType<typeof hook.result.current.submit>>> = [];
    await act(async () => {
      replies = await Promise.all([hook.result.current.submit(request), hook.result.current.submit(request)]);
    });
    const ids = replies.map((r) => r.batch?.id ?? null);
    expect(ids[0]).toBeTruthy();
    expect(ids[1]).toBe(ids[0]);
    await waitFor(() => expect(hook.result.current.batch?.id).toBe(ids[0]));

    // The pushed counts move the figures before the items are fetched.
    act(() => pushMessages.publish({ bizId: BIZ_BATCH_ISSUE, data: { batchId: ids[0], status: 'running', total: 2, issued: 1, failed: 0 } }));
    expect(hook.result.current.counts).toMatchObject({ issued: 1, total: 2 });

    // A reload: a new page asks the server and follows the running batch.
    const again = renderHook(() => useIssueBatch(diskId), { wrapper });
    await waitFor(() => expect(again.result.current.openId).toBe(ids[0]));
    expect(again.result.current.batch ?? { status: 'running' }).toMatchObject({ status: 'running' });
  });

  it('a download takes the batch as the server has it, however far behind the items shown are', async () => {
    // Date stands still: the server's batch moves on only when the test says so.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const { hook } = setup();
    await waitFor(() => expect(hook.result.current.list.length).toBeGreaterThan(0));
    let id = '';
    await act(async () => {
      id = (await hook.result.current.submit({ diskId, fileName: 'y.xlsx', invoices: [invoice('H0101'), invoice('H0102')] })).batch?.id ?? '';
    });
    await waitFor(() => expect(hook.result.current.batch?.id).toBe(id));
    expect(hook.result.current.batch).toMatchObject({ status: 'running', issued: 0 });

    // The server has issued both invoices since; the page, which has fetched nothing since, still shows it running.
    vi.setSystemTime(Date.now() + 60_000);
    expect(hook.result.current.batch).toMatchObject({ status: 'running', issued: 0 });
    let latest: Awaited<ReturnType<typeof hook.result.current.latest>> = null;
    await act(async () => {
      latest = await hook.result.current.latest();
    });
    expect(latest).toMatchObject({ id, status: 'done', total: 2, issued: 2 });
  });

  it('an orders list opened before the batch shows its issued invoices when the user goes back to it', async () => {
    // Date stands still: the server's batch moves on only when the test says so.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const { hook, wrapper } = setup();
    // The orders list, opened and left (its answer stays in the cache).
    const orders = () => renderHook(() => useGetOrderListQuery(recentInvoicesArgs(diskId)), { wrapper });
    const before = orders();
    await waitFor(() => expect(before.result.current.data).toBeDefined());
    const count = before.result.current.data?.data.pages.items ?? 0;
    before.unmount();

    await waitFor(() => expect(hook.result.current.list.length).toBeGreaterThan(0));
    let id = '';
    await act(async () => {
      id = (await hook.result.current.submit({ diskId, fileName: 'z.xlsx', invoices: [invoice('H0201'), invoice('H0202')] })).batch?.id ?? '';
    });
    await waitFor(() => expect(hook.result.current.batch?.id).toBe(id));
    // The server issues both; the page follows the batch to its end.
    vi.setSystemTime(Date.now() + 60_000);
    act(() => pushMessages.publish({ bizId: BIZ_BATCH_ISSUE, data: { batchId: id, status: 'done', total: 2, issued: 2, failed: 0 } }));
    await waitFor(() => expect(hook.result.current.batch).toMatchObject({ status: 'done', issued: 2 }));

    // Back on the orders list: the two invoices are in it.
    const after = orders();
    await waitFor(() => expect(after.result.current.data?.data.pages.items).toBe(count + 2));
  });
});
