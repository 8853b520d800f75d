import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { demoAccounts } from '../../../mocks/accounts';
import { getDb } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { loadDraft, purgeDrafts, saveDraft } from '../../../platform/storage';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';
import { emptyLine, initialFormState, type IssueFormState } from '../hooks/issueFormState';

// The issuing page on the whole portal and the embedded backend (jsdom): drafts survive a reload, a failed
// submit keeps the form and says why, a double submit creates one order.

withEmbeddedBackend();

const member = demoAccounts.member;
const diskId = '661000000001';
const address = { userId: member.uid, scope: diskId, kind: 'issue-81' };

/** A complete fully-digital special invoice (81, the page's first type for the member's terminal). */
function readyDraft(buyer: string): IssueFormState {
  const state = initialFormState('81', `draft-test-${buyer.length}-0001`, {
    ...emptyLine('L1', '0.06'),
    showName: '*信息技术服务*软件维护',
    spbm: '3040201030000000000',
    quantity: '1',
    price: '100',
    amount: '100.00',
  });
  return {
    ...state,
    purchaserInfo: { ...state.purchaserInfo, buyerTaxerName: buyer, buyerTaxerId: '91310000MA1FL0XX1A' },
    review: { payee: '', checker: '', drawer: '张会计' },
  };
}

beforeEach(async () => {
  await purgeDrafts({ userId: member.uid });
});

// The buyer name is a combobox: it suggests the customer library's buyers.
const buyerName = () => screen.getByRole('combobox', { name: /名称$/ });

/** 开具 opens the preview; 确认开具 there submits. */
async function issueWithPreview(user: ReturnType<typeof userEvent.setup>, twice = false) {
  await user.click(screen.getByRole('button', { name: '开具' }));
  const preview = await screen.findByRole('dialog', { name: '发票预览' });
  const confirm = within(preview).getByRole('button', { name: '确认开具' });
  if (twice) await user.dblClick(confirm);
  else await user.click(confirm);
}

// Typing a whole invoice in jsdom while the browser projects share the 2 cores: a ceiling, not a speed check.
describe('the issuing page', () => {
  it('autosaves the draft, brings it back after a reload with a notice, and discards it on request', async () => {
    const user = userEvent.setup();
    const first = renderPortal('/member/fullpower/positive', { session: demoSession('member') });
    // the first lazy load under the suite's load: a generous ceiling
    await screen.findByRole('heading', { name: '数电发票开具' });
    await waitFor(() => expect(buyerName()).toBeEnabled());
    await user.type(buyerName(), '上海草稿测试有限公司');
    await waitFor(async () => expect((await loadDraft<IssueFormState>(address))?.value.purchaserInfo.buyerTaxerName).toBe('上海草稿测试有限公司'));
    first.unmount();

    renderPortal('/member/fullpower/positive', { session: demoSession('member') });
    const notice = await screen.findByText(/已恢复上次未提交的草稿/);
    await waitFor(() => expect(buyerName()).toHaveValue('上海草稿测试有限公司'));
    expect(notice.textContent).toMatch(/已恢复上次未提交的草稿（\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await user.click(screen.getByRole('button', { name: '放弃草稿' }));
    await waitFor(() => expect(buyerName()).toHaveValue(''));
    expect(screen.queryByText(/已恢复上次未提交的草稿/)).toBeNull();
    await waitFor(async () => expect(await loadDraft(address)).toBeNull());
  });

  it('a 5xx on submit keeps the form as it was and says what happened; offline too', async () => {
    await saveDraft(address, readyDraft('上海失败测试有限公司'));
    let status: 'server' | 'offline' = 'server';
    server.use(http.post('*/v2/tax/issue/order', () => (status === 'server' ? HttpResponse.json({ code: 500, msg: 'busy', data: null }, { status: 503 }) : HttpResponse.error())));
    const user = userEvent.setup();
    renderPortal('/member/fullpower/positive', { session: demoSession('member') });
    await waitFor(() => expect(buyerName()).toHaveValue('上海失败测试有限公司'));
    await issueWithPreview(user);
    // the request layer's alert (spec 01 §8) and the form's own message
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('服务器繁忙（503），订单可能未提交。您填写的内容都已保留，可再次点击开具，不会重复开票。')).toBeVisible();
    expect(buyerName()).toHaveValue('上海失败测试有限公司');
    // the goods line is still there: its price with tax counts in the total
    expect(screen.getByText('¥106.00')).toBeVisible();
    status = 'offline';
    await issueWithPreview(user);
    expect(await screen.findByText('网络未连接，订单未提交。您填写的内容都已保留，请联网后再点击开具。')).toBeInTheDocument();
    if (screen.queryByRole('alertdialog')) {
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    }
    expect(buyerName()).toHaveValue('上海失败测试有限公司');
    expect(getDb().orders.filter((o) => o.gfmc === '上海失败测试有限公司')).toHaveLength(0);
  });

  it('a double click creates one order, which is followed to the issued invoice', async () => {
    await saveDraft(address, readyDraft('上海双击测试有限公司'));
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/v2/tax/issue/order') posts += 1;
    });
    const user = userEvent.setup();
    renderPortal('/member/fullpower/positive', { session: demoSession('member') });
    await waitFor(() => expect(buyerName()).toHaveValue('上海双击测试有限公司'));
    await issueWithPreview(user, true);
    expect(await screen.findByText('发票已开具')).toBeVisible();
    expect(posts).toBeGreaterThanOrEqual(1);
    expect(getDb().orders.filter((o) => o.gfmc === '上海双击测试有限公司')).toHaveLength(1);
    // the issued invoice's draft is gone
    await waitFor(async () => expect(await loadDraft(address)).toBeNull());
  });

  it('checks the amount quota before submitting: a hard limit blocks beside the totals, a warning asks first', async () => {
    // jsdom lays nothing out: the grid gets a browser's size so that its line renders
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    onTestFinished(() => height.mockRestore());
    const big = readyDraft('上海限额测试有限公司');
    // 42,400,000 with tax: over the member disk's hard limits for the quarter (40,000,000) and the month (spec 01 §9)
    await saveDraft(address, { ...big, lines: [{ ...big.lines[0]!, price: '40000000', amount: '40000000.00' }] });
    const user = userEvent.setup();
    renderPortal('/member/fullpower/positive', { session: demoSession('member') });
    await waitFor(() => expect(buyerName()).toHaveValue('上海限额测试有限公司'));
    await user.click(screen.getByRole('button', { name: '开具' }));
    const blocked = await screen.findByText(/^本季度累计开票金额[\d.]+元，超过限额40000000\.00元，不能开具$/);
    expect(screen.getByText(/^本月累计开票金额[\d.]+元，超过限额30000000\.00元，不能开具$/)).toBeVisible();
    await waitFor(() => expect(blocked.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByRole('dialog', { name: '发票预览' })).toBeNull();

    // 6,360,000 with tax passes the hard limits but not the month's warning (5,000,000): a confirm, then the preview
    fireEvent.change(screen.getByRole('textbox', { name: /^第1行 金额/ }), { target: { value: '6000000' } });
    await waitFor(() => expect(screen.queryByText(/超过限额/)).toBeNull());
    await user.click(screen.getByRole('button', { name: '开具' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toMatch(/本月累计开票金额[\d.]+元，已超过预警额度5000000\.00元，是否继续开具？/);
    await user.click(within(ask).getByRole('button', { name: '继续开具' }));
    expect(await screen.findByRole('dialog', { name: '发票预览' })).toBeVisible();
    expect(getDb().orders.filter((o) => o.gfmc === '上海限额测试有限公司')).toHaveLength(0);
  });
});
