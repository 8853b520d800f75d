import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/node';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';
import { recordShownTexts } from '../../../tests/support/shownTexts';

// The row actions of the terminal pages (spec 02 §2.1, §7.2) on the embedded backend.

withEmbeddedBackend();

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

const more = (t: { taxerName: string; diskId: string }) => screen.findByRole('button', { name: `更多操作：${t.taxerName}（${t.diskId}）` });

describe('/service/management', () => {
  it('the provider unbinds a terminal after confirming, then binds it again', async () => {
    const user = userEvent.setup();
    const terminal = getDb().terminals[0]!;
    renderPortal(`/service/management/${terminal.diskId}/${terminal.termId}/${terminal.diskType}/${terminal.tsp}`, { session: demoSession('provider') });
    const grid = await screen.findByRole('grid', { name: '终端列表' });
    const row = async () => {
      let found: HTMLElement | undefined;
      await waitFor(() => {
        found = within(grid).getAllByRole('row').find((r) => within(r).queryByText(terminal.diskId));
        expect(found).toBeDefined();
      });
      return found!;
    };
    expect(within(await row()).getByText('已绑定')).toBeInTheDocument();

    await user.click(await more(terminal));
    expect(screen.getByRole('menuitem', { name: '同步终端' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '绑定终端' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: '解绑终端' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent(`确定解绑终端【${terminal.taxerName}】（${terminal.diskId}）吗？`);
    const texts = recordShownTexts();
    await user.click(within(prompt).getByRole('button', { name: '解绑' }));
    await texts.saw('解绑成功');
    await waitFor(async () => expect(within(await row()).getByText('未绑定')).toBeInTheDocument());
    expect(getDb().terminals[0]!.bindStatus).toBe(0);

    await user.click(await more(terminal));
    await user.click(screen.getByRole('menuitem', { name: '绑定终端' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '绑定' }));
    await texts.saw('绑定成功');
    texts.stop();
    await waitFor(async () => expect(within(await row()).getByText('已绑定')).toBeInTheDocument());
  });

  it('a member sees no provider operations', async () => {
    const user = userEvent.setup();
    const terminal = getDb().terminals[0]!;
    renderPortal('/member/terminal', { session: demoSession('member') });
    await user.click(await more(terminal));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['税费种信息', '税盘检测', '手机扫脸链接', '刷脸时长', '刷脸二维码', '数电账号']);
  });
});

describe('tax categories from a terminal row', () => {
  it('lists both tabs, syncs and shows the new record, adds an agreement to the seller', async () => {
    const user = userEvent.setup();
    const terminal = getDb().terminals[0]!;
    renderPortal(`/account/terminal?name=${terminal.diskId}`, { session: demoSession('agency') });
    await user.click(await more(terminal));
    await user.click(screen.getByRole('menuitem', { name: '税费种信息' }));
    const dialog = await screen.findByRole('dialog', { name: `税费种信息（${terminal.taxerName}）` });
    const categories = within(dialog).getByRole('grid', { name: '税费种认定信息' });
    for (const header of ['征收项目', '征收品目', '征收子目', '征收代理方式', '纳税期限', '申报期限', '税率', '税率或单位税额', '主附税标志', '行业']) {
      expect(within(categories).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await within(categories).findByText('城市维护建设税')).toBeInTheDocument();

    const texts = recordShownTexts();
    await user.click(within(dialog).getByRole('button', { name: '同步' }));
    await texts.saw('同步请求已发送，请稍后查看');
    await user.click(within(dialog).getByRole('button', { name: '同步记录' }));
    const records = await screen.findByRole('dialog', { name: '同步记录' });
    const table = within(records).getByRole('grid', { name: '同步记录列表' });
    await waitFor(() => expect(within(table).getAllByText('同步中').length).toBeGreaterThanOrEqual(2));
    expect(within(table).getByText('同步失败')).toBeInTheDocument();
    expect(within(table).getByText('电子税局繁忙或在维护中，请稍后重试')).toBeInTheDocument();
    expect(within(records).getByText('共 4 条')).toBeInTheDocument();
    await user.click(within(records).getAllByRole('button', { name: '关闭' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '同步记录' })).toBeNull());

    await user.click(within(dialog).getByRole('tab', { name: '三方协议' }));
    const agreements = await within(dialog).findByRole('grid', { name: '三方协议信息' });
    await user.click(await within(agreements).findByRole('button', { name: '添加到销方：1001234509876543210' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '添加' }));
    await texts.saw('销方信息添加成功');
    texts.stop();
    expect(getDb().sellerBank[terminal.diskId]).toEqual({ khh: '中国工商银行上海张江支行', yhzh: '1001234509876543210' });
  });
});

describe('disk detection of a digital terminal (spec 01 §2)', () => {
  it('offers 数电账号信息 in place of 检测, which opens the digital-account dialog', async () => {
    const user = userEvent.setup();
    // seeded terminal 3: a digital terminal (disk type 7); terminal 0 a tax-control disk
    const digital = getDb().terminals[3]!;
    expect(digital.diskType).toBe(7);
    renderPortal(`/account/terminal?name=${digital.diskId}`, { session: demoSession('agency') });
    await user.click(await more(digital));
    await user.click(screen.getByRole('menuitem', { name: '税盘检测' }));
    const detection = await screen.findByRole('dialog', { name: '税盘检测' });
    expect(within(detection).queryByRole('button', { name: '检测' })).toBeNull();
    await user.click(within(detection).getByRole('button', { name: '数电账号信息' }));
    const dialog = await screen.findByRole('dialog', { name: `数电账号（${digital.taxerName}）` });
    expect(await within(dialog).findByText(digital.qdInfo[0]!.dlzh)).toBeInTheDocument();
  });
});
