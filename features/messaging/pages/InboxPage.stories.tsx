import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getDb } from '../../../mocks/db';
import { storyRoute } from '../../../tests/support/storyPortal';
import { withPortalStore } from '../../../tests/support/storyStore';
import { InboxPage } from './InboxPage';

// The message inbox on the embedded backend (MSW): the member's 36 seeded messages, 9 unread.

const route = { ...storyRoute('member', 'mailbox/inbox', 'inbox'), titleKey: 'routeTitles:title.mailboxInbox' };

function Demo() {
  return (
    <div style={{ width: 1200 }}>
      <InboxPage route={route} />
    </div>
  );
}

const meta = {
  title: 'Features/Messaging/InboxPage',
  component: Demo,
  decorators: [withPortalStore],
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (el: HTMLElement) => within(el).findByRole('grid', { name: '消息列表' });
const rows = (g: HTMLElement) => within(g).getAllByRole('row').filter((r) => r.getAttribute('aria-rowindex') !== '1' && !r.hasAttribute('data-placeholder'));
const memberMessages = () => getDb().messages.U1001!;

/** The list: newest first, unread ones marked, 36 in all over two pages. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const g = await grid(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByText('共 36 条消息，未读 9 条')).toBeVisible());
    await waitFor(() => expect(rows(g).length).toBeGreaterThan(5));
    await expect(within(rows(g)[0]!).getByText('未读')).toBeVisible();
    await expect(within(rows(g)[0]!).getByText(memberMessages()[0]!.title)).toBeVisible();
    await expect(within(canvasElement).getByText('共 36 条')).toBeVisible();
  },
};

/** Unread only: the nine unread messages. */
export const UnreadOnly: Story = {
  play: async ({ canvasElement }) => {
    const g = await grid(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByText('共 36 条消息，未读 9 条')).toBeVisible());
    await userEvent.click(within(canvasElement).getByRole('switch', { name: '只看未读' }));
    await waitFor(() => expect(rows(g)).toHaveLength(9));
    await expect(within(canvasElement).getByText('未读 9 条')).toBeVisible();
  },
};

/** No messages at all: 暂无数据, nothing to mark read. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get('*/v2/message/message/list', () => HttpResponse.json({ code: 0, msg: '', data: { list: [], total: 0, unread: 0 } }))] },
  },
  play: async ({ canvasElement }) => {
    const g = await grid(canvasElement);
    await waitFor(() => expect(within(g).getByText('暂无数据')).toBeVisible());
    await expect(within(canvasElement).getByText('共 0 条消息，未读 0 条')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  },
};

/** The messages cannot be loaded: said plainly, with a retry. */
export const LoadError: Story = {
  parameters: {
    msw: { handlers: [http.get('*/v2/message/message/list', () => HttpResponse.json({ code: 0, msg: '' }, { status: 503 }))] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('消息加载失败')).toBeVisible());
    await expect(within(canvasElement).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** A message opened: its full text, as text; it is marked read. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const g = await grid(canvasElement);
    await waitFor(() => expect(rows(g).length).toBeGreaterThan(5));
    const newest = memberMessages()[0]!;
    await userEvent.click(within(rows(g)[0]!).getByText(newest.title));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: newest.title });
    await expect(within(dialog).getByText(newest.content)).toBeVisible();
    // marked read: the list behind the dialog has been fetched again
    await waitFor(() => expect(within(canvasElement).getByText('共 36 条消息，未读 8 条')).toBeInTheDocument());
    await waitFor(() => expect(within(rows(g)[0]!).getByText('已读')).toBeInTheDocument());
  },
};
