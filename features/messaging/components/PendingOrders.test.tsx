import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../mocks/accounts';
import { pendingOrderCount } from '../../../mocks/handlers/invoice';
import { pushOrderStatus } from '../../../mocks/ws';
import { selectPush } from '../../../platform/push';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';

// spec 01 §3 (Socket message): the header's pending issuing orders, from the count call on load and then from each FPKJ push.

withEmbeddedBackend();

describe("the header's pending-order count", () => {
  it('shows the server count on load, follows pushes, and leads to the issuing orders', async () => {
    const agency = demoAccounts.agency;
    const { store, where } = renderPortal('/account/home', { session: demoSession('agency') });
    const header = await screen.findByRole('banner');
    const pending = pendingOrderCount(agency);
    expect(pending).toBeGreaterThan(0);
    const button = await within(header).findByRole('button', { name: `待处理订单 ${pending}` });

    await waitFor(() => expect(selectPush(store.getState()).status).toBe('open'));
    pushOrderStatus({ xfmc: '上海推送测试有限公司', fplxdm: '82', ddzt: '3', pendOrderCount: pending + 2 }, agency.uid);
    await within(header).findByRole('button', { name: `待处理订单 ${pending + 2}` });
    pushOrderStatus({ xfmc: '上海推送测试有限公司', fplxdm: '82', ddzt: '0', pendOrderCount: 0 }, agency.uid);
    await within(header).findByRole('button', { name: '待处理订单 0' });

    await userEvent.click(button);
    await waitFor(() => expect(where()).toMatch(/^\/account\/invoiceOrder/));
  });
});
