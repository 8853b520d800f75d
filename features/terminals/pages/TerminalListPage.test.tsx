import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/node';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';

// The terminal list pages (spec 01 §2, §4) on the embedded backend.

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

const grid = () => screen.findByRole('grid', { name: '终端列表' });
/** The terminal rows (not the header, not the empty or loading placeholder). */
const bodyRows = (g: HTMLElement) => within(g).getAllByRole('row').filter((r) => r.getAttribute('aria-rowindex') !== '1' && !r.hasAttribute('data-placeholder'));

describe('/member/terminal', () => {
  it("lists the member's terminals with their statuses and accounts", async () => {
    renderPortal('/member/terminal', { session: demoSession('member') });
    const g = await grid();
    const own = getDb().terminals.filter((t) => t.taxerId === getDb().terminals[0]?.taxerId);
    await waitFor(() => expect(bodyRows(g)).toHaveLength(own.length));
    const first = own[0]!;
    const row = bodyRows(g)[0]!;
    expect(within(row).getByText(first.diskId)).toBeInTheDocument();
    expect(within(row).getByText(first.taxerId)).toBeInTheDocument();
    expect(within(row).getByText(`开票账号：${first.qdInfo[0]!.dlzh}（${first.qdInfo[0]!.dlsfStr}）`)).toBeInTheDocument();
    // role 1 sees the mode column, not the provider
    expect(within(g).getByRole('columnheader', { name: '模式' })).toBeInTheDocument();
    expect(within(g).queryByRole('columnheader', { name: '服务商' })).toBeNull();
    expect(screen.getByText(`共 ${own.length} 条`)).toBeInTheDocument();
  });

  it('the online filter asks for offline terminals only', async () => {
    const user = userEvent.setup();
    renderPortal('/member/terminal', { session: demoSession('member') });
    const g = await grid();
    await waitFor(() => expect(bodyRows(g).length).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: /在线状态/ }));
    await user.click(await screen.findByRole('option', { name: '离线' }));
    const offline = getDb().terminals.filter((t) => t.taxerId === getDb().terminals[0]?.taxerId && t.online === 2);
    await waitFor(() => expect(bodyRows(g)).toHaveLength(offline.length));
    expect(within(bodyRows(g)[0]!).getByText('离线')).toBeInTheDocument();
  });
});

describe('/account/terminal', () => {
  it('query name=diskId searches for that disk', async () => {
    const disk = getDb().terminals[5]!;
    renderPortal(`/account/terminal?name=${disk.diskId}`, { session: demoSession('agency') });
    const g = await grid();
    await waitFor(() => expect(bodyRows(g)).toHaveLength(1));
    expect(within(bodyRows(g)[0]!).getByText(disk.diskId)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '搜索' })).toHaveValue(disk.diskId);
  });
});

describe('/service/equipmsg', () => {
  it('shows the provider column and pages by 20', async () => {
    renderPortal('/service/equipmsg', { session: demoSession('provider') });
    const g = await grid();
    expect(within(g).getByRole('columnheader', { name: '服务商' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(`共 ${getDb().terminals.length} 条`)).toBeInTheDocument());
    expect(g).toHaveAttribute('aria-rowcount', '21');
  });
});
