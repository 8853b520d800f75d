import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../../mocks/node';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';

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

describe('blank void (invalid)', () => {
  it('voids a run of the stock, shows the result, shrinks the stock and lists the numbers as blank voided in the inquiry', async () => {
    const user = userEvent.setup();
    const view = renderPortal('/member/invalid', { session: { ...demoSession('member'), diskId: '661000000001' } });
    const stock = await screen.findByRole('grid', { name: '发票库存' });
    const normal = await within(stock).findByText('031002700000');
    // The inquiry has been visited before (cached), then the user picks the normal invoices' segment.
    await user.click(normal);
    const first = screen.getByRole('textbox', { name: /起始号码/ });
    const last = screen.getByRole('textbox', { name: /终止号码/ });
    expect(first).toHaveValue('20000007');
    // A number outside the segment is refused at its field and kept.
    await user.clear(last);
    await user.type(last, '20000001');
    await user.click(screen.getByRole('button', { name: '作废' }));
    expect(await screen.findByText('号码须在所选号段 20000007—20000100 之内')).toBeInTheDocument();
    expect(last).toHaveValue('20000001');
    await user.clear(last);
    await user.type(last, '20000009');
    expect(screen.getByText('共 3 张')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '作废' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确定作废 增值税普通发票（代码 031002700000）号码 20000007 至 20000009 共 3 张空白发票吗？作废后不可恢复。');
    await user.click(within(dialog).getByRole('button', { name: '确定作废' }));
    expect(await screen.findByText('已作废 增值税普通发票（代码 031002700000）号码 20000007 至 20000009，共 3 张。')).toBeInTheDocument();
    // The stock shrinks: the segment now starts at 20000010.
    expect(await within(screen.getByRole('grid', { name: '发票库存' })).findByText('20000010')).toBeInTheDocument();
    expect(getDb().orders.filter((o) => o.kind === 2 && o.fpdm === '031002700000')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: '在发票查询中查看' }));
    await waitFor(() => expect(view.where()).toContain('/member/inquire?kind=2&fpdm=031002700000'));
    expect(await screen.findByText('共 3 张')).toBeInTheDocument();
  });
});

describe('batch void (batchVoid)', () => {
  it('voids the selected paper invoices of this month, shows a result per invoice and retries the failure', async () => {
    const user = userEvent.setup();
    renderPortal('/member/batchVoid?fpzt=3&fplxdm=007', { session: { ...demoSession('member'), diskId: '661000000001' } });
    const grid = await screen.findByRole('grid', { name: '可作废发票' });
    const rowOf = async (buyer: string) => (await within(grid).findByText(buyer)).closest('[role="row"]') as HTMLElement;
    await user.click(within(await rowOf('宁波远航物流有限公司')).getByRole('checkbox'));
    await user.click(within(await rowOf('上海演示失败商贸有限公司')).getByRole('checkbox'));
    expect(await screen.findByText('已选 2 张，其中可作废 2 张')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '作废所选（2 张）' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定作废' }));
    expect(await screen.findByText('已作废 1 张，失败 1 张')).toBeInTheDocument();
    expect(within(screen.getByRole('grid', { name: '作废结果' })).getByText('税盘连接异常，请稍后重试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试失败的发票（1 张）' }));
    expect(await screen.findByText('已作废 2 张，失败 0 张')).toBeInTheDocument();
    // The list of issued invoices follows: the two have left it.
    await waitFor(() => expect(within(screen.getByRole('grid', { name: '可作废发票' })).queryByText('宁波远航物流有限公司')).toBeNull());
    expect(getDb().orders.filter((o) => o.gfmc === '宁波远航物流有限公司' || o.gfmc === '上海演示失败商贸有限公司').map((o) => o.fpzt)).toEqual([103, 103]);
  });
});
