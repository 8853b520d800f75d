import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { getDb, server } from '../../../mocks/node';
import { orderStatusReceived, pushSlice, pushStatusChanged } from '../../../platform/push';
import { injectSlice } from '../../../platform/store';
import { signedInStore } from '../../../tests/support/demoSession';
import { withEmbeddedBackend } from '../../../tests/support/renderPortal';
import type { InvoiceDraft, IssueOrder } from '../api';
import { useIssueOrder } from './useIssueOrder';

// Following an issuing order on the embedded backend with the push channel open (spec 01 §4 order statuses).

withEmbeddedBackend();

const draft = {
  curInvoiceType: '026',
  purchaserInfo: { buyerTaxerName: '上海示例贸易有限公司' },
  review: { drawer: '张会计' },
  goodsList: [{ showName: '*纸制品*打印纸', spbm: '1060201070000000000', quantity: '1', price: '100', amount: '100.00', taxRate: '0.13', taxAmount: '13.00', hsbz: '0' }],
};

describe('useIssueOrder', () => {
  it('reads a final status pushed while the order is being fetched, though that fetch answers with the old one', async () => {
    const store = signedInStore('member');
    injectSlice(store, pushSlice);
    // The socket is open: the page waits for pushes and does not poll.
    store.dispatch(pushStatusChanged('open'));
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const hook = renderHook(() => useIssueOrder(), { wrapper });

    // The first fetch of the order (the page asks as soon as the order is created) is held, then answered with the
    // order as it was created; later fetches reach the embedded backend.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked: IssueOrder | null = null;
    let fetches = 0;
    server.use(
      http.get('*/v2/tax/issue/order/:id', async () => {
        fetches += 1;
        if (fetches > 1) return undefined;
        await held;
        return HttpResponse.json({ code: 0, msg: 'success', data: asked });
      }),
    );

    let reply: Awaited<ReturnType<typeof hook.result.current.submit>> | undefined;
    await act(async () => {
      reply = await hook.result.current.submit({ diskId: '661000000001', idempotencyKey: 'push-race-0001', draft: draft as InvoiceDraft });
    });
    if (!reply || !('order' in reply)) throw new Error(`the order was not created: ${JSON.stringify(reply)}`);
    const { order } = reply;
    asked = order;
    await waitFor(() => expect(fetches).toBe(1));

    // Meanwhile the server issues it and pushes the final status (0: issued).
    const stored = getDb().orders.find((o) => o.id === order.id)!;
    stored.ddzt = 0;
    stored.fpzt = 3;
    act(() => {
      store.dispatch(orderStatusReceived({ message: { xfmc: order.xfmc, fplxdm: order.fplxdm, ddzt: '0', pendOrderCount: 0 }, notify: false, receivedAt: Date.now() }));
    });
    // The held fetch answers with the status it was asked for; the page asks again and shows the issued order.
    release();
    await waitFor(() => expect(hook.result.current.order?.ddzt).toBe(0));
  });

  it('shows each status of pushes that arrive together: queued, issuing, then issued', async () => {
    const store = signedInStore('member');
    injectSlice(store, pushSlice);
    store.dispatch(pushStatusChanged('open'));
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const hook = renderHook(() => useIssueOrder(), { wrapper });

    let reply: Awaited<ReturnType<typeof hook.result.current.submit>> | undefined;
    await act(async () => {
      reply = await hook.result.current.submit({ diskId: '661000000001', idempotencyKey: 'push-burst-0001', draft: draft as InvoiceDraft });
    });
    if (!reply || !('order' in reply)) throw new Error(`the order was not created: ${JSON.stringify(reply)}`);
    const { order } = reply;
    expect(hook.result.current.seen).toEqual([1]);

    // The server catches up on two steps at once (a starved timer): 开具中 (3) and 已开具 (0) arrive in one render.
    const stored = getDb().orders.find((o) => o.id === order.id)!;
    stored.ddzt = 0;
    stored.fpzt = 3;
    act(() => {
      const receivedAt = Date.now();
      store.dispatch(orderStatusReceived({ message: { xfmc: order.xfmc, fplxdm: order.fplxdm, ddzt: '3', pendOrderCount: 1 }, notify: false, receivedAt }));
      store.dispatch(orderStatusReceived({ message: { xfmc: order.xfmc, fplxdm: order.fplxdm, ddzt: '0', pendOrderCount: 0 }, notify: false, receivedAt }));
    });
    await waitFor(() => expect(hook.result.current.order?.ddzt).toBe(0));
    expect(hook.result.current.seen).toEqual([1, 3, 0]);
  });
});
