// The invoice lists follow an order issued elsewhere in the portal (features/invoices/hooks/orderTags.ts): the issuing
// page's create call invalidates their tag, so a cached list the user returns to is fetched again.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';
import { issueOrderApi } from './orderTags';

withEmbeddedBackend();

// jsdom lays nothing out: the virtualised table is given the size it has in a browser, so that it renders rows.
beforeEach(() => {
  const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(520);
  const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  return () => {
    height.mockRestore();
    width.mockRestore();
  };
});

const draft = (buyer: string) => ({
  curInvoiceType: '82',
  purchaserInfo: { buyerTaxerName: buyer, buyerTaxerId: '91310000MA1FL0XX1A' },
  review: { drawer: '张会计', payee: '李收款', checker: '王复核' },
  goodsList: [{ showName: '*信息技术服务*软件维护', spbm: '3040201030000000000', quantity: '2', price: '100', amount: '200.00', taxRate: '0.06', taxAmount: '12.00' }],
});

describe('lists follow writes made elsewhere (cache tags)', () => {
  it('an invoice issued after the orders list was opened is in the list the user returns to, without a reload', async () => {
    const view = renderPortal('/member/invoiceOrder?group=all', { session: demoSession('member') });
    const grid = await screen.findByRole('grid', { name: '订单列表' });
    await within(grid).findAllByRole('row');
    const buyer = '返回列表测试有限公司';
    expect(within(grid).queryByText(buyer)).toBeNull();

    // The user leaves the list (it stays cached), and the issuing page's call creates an order.
    await view.router.navigate('/member/v3Home');
    await waitFor(() => expect(screen.queryByRole('grid', { name: '订单列表' })).toBeNull());
    const created = await view.store.dispatch(
      issueOrderApi.endpoints.createIssueOrder.initiate({ issueOrderRequest: { diskId: '661000000001', idempotencyKey: 'key-return-0001', draft: draft(buyer) } }),
    );
    expect('data' in created).toBe(true);

    // Back on the list: the new order is there.
    await view.router.navigate('/member/invoiceOrder?group=all');
    const again = await screen.findByRole('grid', { name: '订单列表' });
    expect(await within(again).findByText(buyer)).toBeInTheDocument();
  });
});

