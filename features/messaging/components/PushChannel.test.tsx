import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../mocks/accounts';
import { server } from '../../../mocks/node';
import { connectedClients, pushOrderStatus } from '../../../mocks/ws';
import { lastOrderPush, selectPush } from '../../../platform/push';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';

// spec 01 §4 Socket, §7 Ws-connect: the shell opens the push channel with the code from ws-connect while a user is
// signed in, over the embedded backend (mocks/node.ts: HTTP handlers and the WebSocket push mock).


/** The codes the ws-connect handler handed out, by userId. */
const wsCodes: Array<{ userId: string; code: string }> = [];

withEmbeddedBackend();
beforeAll(() => {
  server.events.on('response:mocked', async ({ request, response }) => {
    const url = new URL(request.url);
    if (url.pathname !== '/v2/message/ws/connect') return;
    const body = (await response.clone().json()) as { data?: { code?: string } };
    wsCodes.push({ userId: url.searchParams.get('userId') ?? '', code: body.data?.code ?? '' });
  });
});
beforeEach(() => {
  wsCodes.length = 0;
});


const order = { xfmc: '上海推送测试有限公司', fplxdm: '82', ddzt: '3', pendOrderCount: 4 };

describe('the push channel of the shell', () => {
  it('signing in calls ws-connect and opens the socket with the userId and that code; a pushed FPKJ message updates the store', async () => {
    const agency = demoAccounts.agency;
    const { store } = renderPortal(agency.entrance);
    expect(connectedClients()).toEqual([]);
    const user = userEvent.setup();
    const form = await screen.findByRole('form');
    await user.type(within(form).getByLabelText(/账号$/, { selector: 'input' }), agency.username);
    await user.type(within(form).getByLabelText(/密码$/, { selector: 'input' }), agency.password);
    await user.click(within(form).getByRole('button', { name: '登录' }));

    await waitFor(() => expect(selectPush(store.getState()).status).toBe('open'));
    expect(wsCodes).toHaveLength(1);
    expect(wsCodes[0]?.userId).toBe(agency.uid);
    // the one-time code ws-connect issued for this user
    expect(wsCodes[0]?.code).toMatch(new RegExp(`^ws-${agency.uid}-`));
    expect(connectedClients()).toEqual([{ userId: agency.uid, code: wsCodes[0]?.code }]);

    expect(pushOrderStatus(order, agency.uid)).toBe(1);
    await waitFor(() => expect(lastOrderPush(selectPush(store.getState()))).toEqual(order));
    expect(store.getState().push).toMatchObject({ pendOrderCount: 4, ordersBySeller: { [order.xfmc]: '3' } });
    // role 3 sees the issuing-task notification (the bubble and its live region)
    const [shown] = await screen.findAllByText(/【上海推送测试有限公司】开票订单状态：开具中/);
    expect(shown).toHaveTextContent('待处理订单 4 个');
  });

  it('a reload with a stored session reconnects; signing out closes the socket', async () => {
    const provider = demoAccounts.provider;
    const { store, where } = renderPortal('/service/home', { session: demoSession('provider') });
    await waitFor(() => expect(selectPush(store.getState()).status).toBe('open'));
    // (the previous test's socket closes asynchronously when its portal unmounts)
    await waitFor(() => expect(connectedClients()).toEqual([{ userId: provider.uid, code: wsCodes.at(-1)?.code }]));
    expect(wsCodes.map((c) => c.userId)).toEqual([provider.uid]);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: new RegExp(provider.userName) }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(where()).toBe('/serviceLogin'));
    expect(selectPush(store.getState()).status).toBe('idle');
    await waitFor(() => expect(connectedClients()).toEqual([]));
    expect(pushOrderStatus(order, provider.uid)).toBe(0);
  });

  it('an order the user retries is pushed to their socket by the backend', async () => {
    const { store } = renderPortal('/member/v3Home', { session: demoSession('member') });
    await waitFor(() => expect(selectPush(store.getState()).status).toBe('open'));
    const token = store.getState().session.token ?? '';
    const auth = { Authorization: `Bearer ${token}` };
    const list = (await (await fetch(`${location.origin}/v2/tax/invoice/order/list?ddzt=4&pageSize=1`, { headers: auth })).json()) as {
      data: { list: Array<{ id: string; xfmc: string }> };
    };
    const failed = list.data.list[0];
    expect(failed).toBeDefined();
    await fetch(`${location.origin}/v2/tax/invoice/order/retry/${failed?.id ?? ''}`, { method: 'PUT', headers: auth });
    await waitFor(() => expect(lastOrderPush(selectPush(store.getState()))).toMatchObject({ xfmc: failed?.xfmc, ddzt: '1' }));
    // role 1 gets the update but no issuing-task notification (spec 01 §4)
    expect(selectPush(store.getState()).notification).toBeNull();
  });
});
