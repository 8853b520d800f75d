import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Decimal from 'decimal.js';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb, server } from '../../../mocks/node';
import { formatMoney } from '../../../design-system';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';
import { recordShownTexts } from '../../../tests/support/shownTexts';
import { defaultPeriod, shanghaiDay } from '../rules/inquiry';

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

const MEMBER_DISK = '661000000001';
const dayOf = (o: { issueTime?: string; createTime: string }) => shanghaiDay(new Date(o.issueTime ?? o.createTime));

/** What the member's current disk holds in a period (read straight from the embedded backend's store). */
function memberInvoices(qsrq: string, zzrq: string, fpzt?: number) {
  return getDb().orders.filter((o) => o.diskId === MEMBER_DISK && dayOf(o) >= qsrq && dayOf(o) <= zzrq && (fpzt === undefined || o.fpzt === fpzt));
}

async function results() {
  return screen.findByRole('grid', { name: '查询结果' });
}

describe('invoice inquiry', () => {
  it('shows the member the invoices of the first of last month to today, with their count and decimal totals', async () => {
    renderPortal('/member/inquire', { session: demoSession('member') });
    expect(await screen.findByRole('heading', { name: '发票查询' })).toBeInTheDocument();
    const { qsrq, zzrq } = defaultPeriod(new Date());
    const expected = memberInvoices(qsrq, zzrq);
    expect(expected.length).toBeGreaterThan(5);
    expect(await screen.findByText(`共 ${expected.length} 张`)).toBeInTheDocument();
    const sum = expected.reduce((s, o) => s.add(o.totalAmount), new Decimal(0));
    const totals = screen.getByRole('group', { name: '合计' });
    expect(totals).toHaveTextContent(`价税合计：${formatMoney(sum.toFixed(2))}`);
    const grid = await results();
    // The newest issued invoice is among the first rows (newest first, as the list orders them).
    const timeOf = (o: { issueTime?: string; createTime: string }) => new Date(o.issueTime ?? o.createTime).getTime();
    const issued = expected.filter((o) => o.fphm).sort((a, b) => timeOf(b) - timeOf(a))[0];
    expect(within(grid).getByText(issued?.fphm ?? '')).toBeInTheDocument();
    expect(within(grid).getAllByText(formatMoney(issued?.totalAmount)).length).toBeGreaterThan(0);
  });

  it('keeps the filters in the address, and a link with filters shows the same view', async () => {
    const user = userEvent.setup();
    const view = renderPortal('/member/inquire', { session: demoSession('member') });
    await screen.findByText(/^共 \d+ 张$/);
    await user.click(screen.getByRole('button', { name: /发票状态/ }));
    await user.click(await screen.findByRole('option', { name: '已作废' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    const { qsrq, zzrq } = defaultPeriod(new Date());
    await waitFor(() => expect(view.where()).toContain(`fpzt=103&qsrq=${qsrq}&zzrq=${zzrq}`));
    const voided = memberInvoices(qsrq, zzrq, 103);
    expect(await screen.findByText(`共 ${voided.length} 张`)).toBeInTheDocument();
    view.unmount();

    renderPortal(`/member/inquire?fpzt=103&qsrq=${qsrq}&zzrq=${zzrq}`, { session: demoSession('member') });
    expect(await screen.findByText(`共 ${voided.length} 张`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /发票状态/ })).toHaveTextContent('已作废');
  });

  it('searches on Enter in the period\'s dates, as on Enter in the other filter fields', async () => {
    const user = userEvent.setup();
    const view = renderPortal('/member/inquire', { session: demoSession('member') });
    await screen.findByText(/^共 \d+ 张$/);
    const { qsrq, zzrq } = defaultPeriod(new Date());
    const period = screen.getByRole('group', { name: '开票日期' });
    const [startDay] = within(period).getAllByRole('spinbutton', { name: /^日/ });
    await user.click(startDay!);
    await user.keyboard('{ArrowUp}');
    const next = new Date(`${qsrq}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const start = next.toISOString().slice(0, 10);
    expect(view.where()).not.toContain(`qsrq=${start}`);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.where()).toContain(`qsrq=${start}&zzrq=${zzrq}`));
    expect(await screen.findByText(`共 ${memberInvoices(start, zzrq).length} 张`)).toBeInTheDocument();
  });

  it('refuses an amount range whose maximum is below its minimum, at the field, keeping what was typed', async () => {
    const user = userEvent.setup();
    const view = renderPortal('/member/inquire', { session: demoSession('member') });
    await screen.findByText(/^共 \d+ 张$/);
    await user.type(screen.getByRole('textbox', { name: '最小金额' }), '500');
    await user.type(screen.getByRole('textbox', { name: '最大金额' }), '100');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('最大金额不能小于最小金额')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '最大金额' })).toHaveValue('100.00');
    expect(view.where()).not.toContain('maxAmount');
  });

  it('refuses to export a period over one year with the spec message (spec 02 §5)', async () => {
    const user = userEvent.setup();
    renderPortal('/member/inquire?qsrq=2025-01-01&zzrq=2026-01-02', { session: demoSession('member') });
    await screen.findByText(/^共 \d+ 张$/);
    await user.click(screen.getByRole('button', { name: '导出Excel' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('查询时间段不能超过1年');
  });

  it('shows the catalogue message and a retry when the list fails, then the invoices after retrying', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/v2/tax/invoice/order/list', () => new HttpResponse(null, { status: 503 }), { once: true }));
    renderPortal('/member/inquire', { session: demoSession('member') });
    // Every failed call is also the 提示 alert (spec 01 §8), modal over the page: the user closes it, then retries.
    const alert = await screen.findByRole('alertdialog', { name: '提示' });
    expect(alert).toHaveTextContent('系统繁忙，请稍后访问！（503）');
    await user.click(within(alert).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('发票加载失败')).toBeInTheDocument();
    expect(screen.getAllByText('系统繁忙，请稍后访问！（503）').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(/^共 \d+ 张$/)).toBeInTheDocument();
  });

  it('opens an invoice from its row: the ticket with buyer, seller, amount in words, and sends it by e-mail', async () => {
    const user = userEvent.setup();
    const view = renderPortal('/member/inquire?fpzt=3', { session: demoSession('member') });
    const grid = await results();
    const { qsrq, zzrq } = defaultPeriod(new Date());
    const invoice = memberInvoices(qsrq, zzrq, 3)[0];
    if (!invoice?.fphm) throw new Error('the seed has an issued invoice last month');
    await user.click(within(grid).getByText(invoice.fphm));
    await waitFor(() => expect(view.where()).toContain(`/member/inquireDetails/${invoice.fpdm || '-'}/${invoice.fphm}`));
    const ticket = await screen.findByRole('article');
    expect(within(ticket).getByText(invoice.gfmc)).toBeInTheDocument();
    expect(within(ticket).getByText(invoice.xfmc)).toBeInTheDocument();
    expect(within(ticket).getByText(`（小写）¥${formatMoney(invoice.totalAmount)}`)).toBeInTheDocument();
    expect(within(ticket).getByRole('table', { name: '货物或应税劳务、服务' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '发送给购方' }));
    const dialog = await screen.findByRole('dialog', { name: '发送发票' });
    const receiver = within(dialog).getByRole('textbox', { name: /接收邮箱/ });
    await user.type(receiver, 'buyer@');
    await user.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await within(dialog).findByText('邮箱格式有误，请检查重新填写')).toBeInTheDocument();
    expect(receiver).toHaveValue('buyer@');
    await user.type(receiver, 'example.com');
    // The success message is shown 800 ms (spec 01 §9): recorded as it appears, however busy the machine.
    const texts = recordShownTexts();
    await user.click(within(dialog).getByRole('button', { name: '发送' }));
    await texts.saw('发送成功');
    texts.stop();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '发送发票' })).toBeNull());
  });
});
