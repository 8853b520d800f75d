import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../../mocks/node';
import { formatMoney } from '../../../design-system';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';

withEmbeddedBackend();

// jsdom lays nothing out: the virtualised table is given the size it has in a browser, so that it renders rows.
beforeEach(() => {
  const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(520);
  const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1400);
  return () => {
    height.mockRestore();
    width.mockRestore();
  };
});

const sheet = (id: string) => getDb().redSheets.find((s) => s.id === id);

describe('red-letter sheets', () => {
  it('lists the member\'s confirmation sheets and confirms one the buyer entered', async () => {
    const user = userEvent.setup();
    renderPortal('/member/fullpower/gulesList', { session: demoSession('member') });
    expect(await screen.findByRole('heading', { name: '数电红字确认单' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: '红字确认单列表' });
    const received = sheet('HZD0000001');
    const row = (await within(grid).findByText(received?.sheetNo ?? '')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('购方录入待销方确认')).toBeInTheDocument();
    expect(within(row).getByText('对方发起')).toBeInTheDocument();
    expect(within(row).getByText(formatMoney(received?.totalAmount))).toBeInTheDocument();
    // Only the received, waiting sheet can be confirmed; only the one awaiting the buyer revoked.
    expect(within(grid).getAllByRole('button', { name: /^确认信息表/ })).toHaveLength(1);
    expect(within(grid).getAllByRole('button', { name: /^撤销信息表/ })).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: `确认信息表 ${received?.sheetNo ?? ''}` }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认红字确认单' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(row).getByText('购销双方已确认')).toBeInTheDocument());
    expect(sheet('HZD0000001')?.status).toBe('04');
    // Confirmed: a red invoice may now be issued from it.
    expect(within(row).getByRole('button', { name: `据信息表 ${received?.sheetNo ?? ''} 开具红字发票` })).toBeInTheDocument();
  });

  it('applies for a partial sheet against a blue invoice, refusing an amount over what is left at its line', async () => {
    const user = userEvent.setup();
    const blue = getDb().orders.find((o) => o.id === 'OD0009');
    const line = getDb().orderLines.OD0009?.[0];
    renderPortal(`/member/gules?blueInvoiceNumber=${blue?.fphm ?? ''}`, { session: demoSession('member') });
    // The link names the blue invoice: it is found at once.
    const lines = await screen.findByRole('grid', { name: '冲红商品行' });
    expect(screen.getByText('该发票为数电发票，需填开红字确认单；专用发票需购方确认。')).toBeInTheDocument();
    const amount = within(lines).getByRole('textbox', { name: '第 1 行冲红金额' });
    expect(amount).toHaveValue(line?.amount);
    await user.clear(amount);
    await user.type(amount, '999999');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAccessibleDescription('冲红金额不能超过可冲红金额');
    expect(getDb().redSheets.some((s) => s.blueInvoiceNumber === blue?.fphm)).toBe(false);

    await user.clear(amount);
    await user.type(amount, '100');
    expect(screen.getByText(/^冲红合计：金额 -100\.00，税额 -6\.00，价税合计 -106\.00$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    const created = await waitFor(() => {
      const found = getDb().redSheets.find((s) => s.blueInvoiceNumber === blue?.fphm);
      expect(found).toBeDefined();
      return found;
    });
    expect(created).toMatchObject({ status: '01', amount: '-100.00', sheetKind: 'digital' });
    // Back on the list of confirmation sheets, the new sheet first, needing no confirmation.
    expect(await screen.findByRole('heading', { name: '数电红字确认单' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: '红字确认单列表' });
    const row = (await within(grid).findByText(created?.sheetNo ?? '')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('无需确认')).toBeInTheDocument();
    expect(within(row).getByText(formatMoney('-106.00'))).toBeInTheDocument();
  });
});

describe('copy and report', () => {
  it('copies a not-reported period and shows the server refusing to write back an undeclared one', async () => {
    const user = userEvent.setup();
    renderPortal('/member/taxReturns', { session: demoSession('member') });
    const grid = await screen.findByRole('grid', { name: '抄报税列表' });
    const copy = await within(grid).findByRole('button', { name: /^抄报 / });
    const label = copy.getAttribute('aria-label') ?? '';
    await user.click(copy);
    await user.click(within(await screen.findByRole('alertdialog', { name: '抄报' })).getByRole('button', { name: '确定' }));
    // The copied period now offers the write-back; this one was never declared, so the server refuses.
    const writeBack = await within(grid).findByRole('button', { name: label.replace(/^抄报/, '反写') });
    await user.click(writeBack);
    await user.click(within(await screen.findByRole('alertdialog', { name: '反写' })).getByRole('button', { name: '确定' }));
    const refusal = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(refusal).getByText('本期尚未申报，请先申报再反写')).toBeInTheDocument();
  });
});
