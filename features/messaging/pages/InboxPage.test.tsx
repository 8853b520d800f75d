import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../mocks/accounts';
import { getDb, server } from '../../../mocks/node';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';

// The message inbox in the assembled portal on the embedded backend: 36 seeded messages, 9 unread.
withEmbeddedBackend();

// jsdom has no layout: the virtualised table renders the rows that fit its scroller (read from clientHeight).
const sizes = ['clientHeight', 'clientWidth'] as const;
const real = sizes.map((name) => Object.getOwnPropertyDescriptor(Element.prototype, name));
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1400 });
});
afterAll(() => {
  sizes.forEach((name, k) => {
    const descriptor = real[k];
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
  });
});

const member = demoAccounts.member;
const grid = () => screen.findByRole('grid', { name: '消息列表' });
const bodyRows = (g: HTMLElement) => within(g).getAllByRole('row').filter((r) => r.getAttribute('aria-rowindex') !== '1' && !r.hasAttribute('data-placeholder'));
const messagesOf = () => getDb().messages[member.uid]!;

describe('/member/mailbox/inbox', () => {
  it('is reached from the user menu, which counts the unread messages; reading one marks it read and the counts drop', async () => {
    renderPortal('/member/v3Home', { session: demoSession('member') });
    const user = userEvent.setup();
    const header = await screen.findByRole('banner');
    const trigger = await within(header).findByRole('button', { name: new RegExp(`^${member.userName}\\s*9 条未读消息$`) });
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: '消息中心（9 条未读）' }));

    expect(await screen.findByRole('heading', { level: 1, name: '收件箱' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('共 36 条消息，未读 9 条')).toBeInTheDocument());
    const g = await grid();
    await waitFor(() => expect(bodyRows(g).length).toBeGreaterThan(5));
    const newest = messagesOf()[0]!;
    const row = bodyRows(g)[0]!;
    expect(within(row).getByText('未读')).toBeInTheDocument();
    expect(within(row).getByText(newest.title)).toBeInTheDocument();

    await user.click(within(row).getByText(newest.title));
    const dialog = await screen.findByRole('dialog', { name: newest.title });
    expect(dialog).toHaveTextContent(newest.content);
    expect(dialog.textContent).toMatch(/发送时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await waitFor(() => expect(screen.getByText('共 36 条消息，未读 8 条')).toBeInTheDocument());
    expect(messagesOf()[0]!.read).toBe(true);
    await user.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the user menu's count follows (the header is outside the modal dialog, so it is queried once that is closed)
    await waitFor(() => expect(within(header).getByRole('button', { name: new RegExp(`^${member.userName}\\s*8 条未读消息$`) })).toBeInTheDocument());
    await waitFor(() => expect(within(bodyRows(g)[0]!).getByText('已读')).toBeInTheDocument());
  });

  it('pages through the messages; unread only, then mark all read empties that view and clears the count', async () => {
    renderPortal('/member/mailbox/inbox', { session: demoSession('member') });
    const user = userEvent.setup();
    const g = await grid();
    await waitFor(() => expect(screen.getByText('共 36 条')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /^(第 2 页|2)$/ }));
    await waitFor(() => expect(within(bodyRows(g)[0]!).getByText(messagesOf()[20]!.title)).toBeInTheDocument());

    await user.click(screen.getByRole('switch', { name: '只看未读' }));
    await waitFor(() => expect(screen.getByText('共 9 条')).toBeInTheDocument());
    await waitFor(() => expect(bodyRows(g)).toHaveLength(9));
    bodyRows(g).forEach((r) => expect(within(r).getByText('未读')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await within(g).findByText('没有未读消息')).toBeInTheDocument();
    expect(screen.getByText('未读 0 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
    const header = screen.getByRole('banner');
    await waitFor(() => expect(within(header).getByRole('button', { name: member.userName })).toBeInTheDocument());
  });

  it('says so when the messages cannot be loaded, and loads them on retry', async () => {
    // the page's list fails (the user menu's unread count, one row, still answers) until the outage ends
    let outage = true;
    server.use(
      http.get('*/v2/message/message/list', ({ request }) =>
        outage && new URL(request.url).searchParams.get('pageSize') === '20' ? new HttpResponse(null, { status: 503 }) : undefined,
      ),
    );
    renderPortal('/member/mailbox/inbox', { session: demoSession('member') });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('消息加载失败')).toBeInTheDocument();
    expect(within(main).getByText('暂时无法获取消息，请稍后重试。')).toBeInTheDocument();
    const user = userEvent.setup();
    // the request layer's 提示 alert for the 503 comes first
    const alert = await screen.findByRole('alertdialog');
    await user.click(within(alert).getByRole('button', { name: '确定' }));
    outage = false;
    await user.click(within(main).getByRole('button', { name: '重试' }));
    expect(await grid()).toBeInTheDocument();
    await waitFor(() => expect(within(main).getByText('共 36 条消息，未读 9 条')).toBeInTheDocument());
  });
});
