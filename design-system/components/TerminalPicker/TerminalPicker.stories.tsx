import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { NoDefaultTerminalDialog } from './NoDefaultTerminalDialog';
import { TerminalPicker, type TerminalPickerProps } from './TerminalPicker';
import type { PickerColumnKey, PickerRow, PickerStatus } from './rows';
import { OverlayStage, ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

// ── Sample terminals ──────────────────────────────────────────────────────────────────────────────────────────
// Decided rows, as the portal's terminals feature passes them (features/terminals/rules decide columns, modes,
// device types and statuses): server data (company names, identities, status texts) and the zh-CN labels the
// rules pick, so they stay Chinese in both locales. Deterministic, so screenshots are stable.

/** The columns of roles 1 and 3 (mode) and of role 2 (provider), spec 01 §2. */
const memberColumns: PickerColumnKey[] = ['index', 'name', 'alias', 'deviceType', 'mode', 'terminalStatus', 'verificationStatus', 'accountInfo'];
const providerColumns: PickerColumnKey[] = ['index', 'name', 'alias', 'deviceType', 'provider', 'terminalStatus', 'verificationStatus', 'accountInfo'];

const cities = ['上海', '北京', '杭州', '深圳', '广州', '南京', '苏州', '成都', '武汉', '西安', '天津', '重庆'];
const cores = ['华信', '恒泰', '瑞丰', '鼎盛', '中联', '宏达', '金鹏', '嘉禾', '远航', '新锐', '汇通', '盛世', '博雅', '天成', '永安', '启明'];
const trades = ['科技', '贸易', '物流', '建设工程', '餐饮管理', '信息技术', '医药', '电子商务', '机械设备', '文化传媒', '供应链管理', '新能源'];
const suffixes = ['有限公司', '股份有限公司', '有限责任公司'];
const regions = ['310115', '110105', '330106', '440305', '440106', '320106', '320505', '510107', '420106', '610113', '120116', '500112'];
const tsps = ['IT100', 'IT150', 'IT160', 'IT200', 'IT300', 'IT500', 'IT600', 'HT200', 'WT200'];
/** Each provider code's mode (spec 01 §3): IT100/150/160 shared edition, HT200 none, the others cloud invoicing. */
const modes = ['共享版', '共享版', '共享版', '云开票', '云开票', '云开票', '云开票', null, '云开票'];
/** termStatus 1 normal, 0 abnormal; qdStatus 0 not passed, 1 passed, 2 unverified, 3 an error (the server's text). */
const termStatuses: Record<number, PickerStatus> = { 1: { label: '正常', tone: 'success' }, 0: { label: '异常', tone: 'danger' } };
const qdStatuses: Record<number, PickerStatus> = {
  0: { label: '未通过', tone: 'warning' },
  1: { label: '已通过', tone: 'success' },
  2: { label: '未验证', tone: 'neutral' },
  3: { label: '密码错误已锁定', tone: 'danger' },
};
const diskTypes = [
  { code: 2, desc: '税控盘', prefix: '66' },
  { code: 4, desc: '金税盘', prefix: '44' },
  { code: 6, desc: '税务UKey', prefix: '53' },
  { code: 7, desc: '数字化终端', prefix: '90' },
];
const identities = ['办税员', '法定代表人', '财务负责人', '开票员', '购票员'];
const aliases = ['', '财务部一号盘', '', '总部开票', '', '二号仓库', '', '门店收银台'];
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A deterministic pseudo-random stream (mulberry32), so every run builds the same terminals. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Unified social credit code with its GB 32100 check character. */
function uscc(body17: string): string {
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const sum = [...body17].reduce((s, ch, i) => s + USCC_CHARS.indexOf(ch) * weights[i]!, 0);
  return body17 + USCC_CHARS[(31 - (sum % 31)) % 31];
}

function makeTerminals(count: number, seed = 7): PickerRow[] {
  const r = rng(seed);
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const city = i % cities.length;
    const disk = diskTypes[i % diskTypes.length]!;
    const org = Array.from({ length: 9 }, () => USCC_CHARS[Math.floor(r() * 31)]).join('');
    const phone = `1${pick(['38', '39', '58', '86', '37'])}${String(Math.floor(r() * 1e8)).padStart(8, '0')}`;
    const idNo = `${regions[city]}19${String(70 + Math.floor(r() * 30))}${String(1 + Math.floor(r() * 12)).padStart(2, '0')}${String(1 + Math.floor(r() * 28)).padStart(2, '0')}${String(Math.floor(r() * 1000)).padStart(3, '0')}X`;
    const termStatus = i % 7 === 2 ? 0 : 1;
    const qdStatus = [1, 2, 1, 1, 0, 1, 3, 1][i % 8]!;
    const accounts =
      i % 5 === 4
        ? [{ account: phone, identity: pick(identities) }]
        : [
            { account: i % 3 === 0 ? idNo : phone, identity: pick(identities) },
            { account: i % 4 === 1 ? `caiwu${i}@finance-dept.example.com` : `177${phone.slice(3)}`, identity: pick(identities) },
          ];
    return {
      key: `T${String(100000 + i)}`,
      name: `${cities[city]}${cores[(i * 7) % cores.length]}${trades[(i * 5) % trades.length]}${suffixes[i % suffixes.length]}`,
      taxerId: uscc(`91${regions[city]}${org}`),
      diskId: `${disk.prefix}${String(1000000000 + Math.floor(r() * 8999999999)).slice(0, 10)}`,
      alias: aliases[i % aliases.length],
      deviceType: disk.desc,
      provider: tsps[i % tsps.length],
      mode: modes[i % tsps.length],
      // The server's termStatusDesc (连接异常) where it sends one, else the label of the code.
      terminalStatus: termStatus === 0 && i % 2 === 0 ? { label: '连接异常', tone: 'danger' } : termStatuses[termStatus],
      verificationStatus: qdStatuses[qdStatus],
      billingAccount: accounts[0],
      queryAccount: accounts[1] ?? null,
    };
  });
}

const twenty = makeTerminals(20);
const many = makeTerminals(10_000);
const paged = makeTerminals(236, 11);

// ── Demo wrapper: an open button and the picker, open at first ────────────────────────────────────────────────

type DemoProps = TerminalPickerProps & {
  /** Simulate a server: slice `rows` by page and report the total. */
  serverPaged?: boolean;
  /** With serverPaged: each page loads this long (isLoading meanwhile). */
  latencyMs?: number;
};

function Demo({ serverPaged = false, latencyMs = 0, rows, onOpenChange, onPageChange, isLoading, ...rest }: DemoProps) {
  const { t } = useTranslation('stories');
  const [open, setOpen] = useState(true);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const id = setTimeout(() => setLoading(false), latencyMs);
    return () => clearTimeout(id);
  }, [loading, latencyMs]);
  const shown = useMemo(
    () => (serverPaged ? rows.slice((page - 1) * pageSize, page * pageSize) : rows),
    [serverPaged, rows, page, pageSize],
  );
  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)}>
        {t('terminalPicker.open')}
      </Button>
      <TerminalPicker
        {...rest}
        rows={shown}
        total={serverPaged ? rows.length : rest.total}
        page={serverPaged ? page : rest.page}
        pageSize={serverPaged ? pageSize : rest.pageSize}
        isLoading={(isLoading ?? false) || loading}
        onPageChange={(p, size) => {
          setPage(p);
          setPageSize(size);
          if (latencyMs > 0) setLoading(true);
          onPageChange?.(p, size);
        }}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Product/TerminalPicker',
  component: TerminalPicker,
  render: (args) => <Demo {...args} />,
  args: {
    columns: memberColumns,
    rows: twenty,
    total: 20,
    onSearch: fn(),
    onSwitch: fn(),
    onPageChange: fn(),
    onOpenChange: fn(),
    onClose: fn(),
  },
  argTypes: {
    columns: { control: 'check', options: ['index', 'name', 'alias', 'deviceType', 'provider', 'mode', 'terminalStatus', 'verificationStatus', 'accountInfo'] },
    rows: { control: false },
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof TerminalPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

async function openPicker(canvasElement: HTMLElement) {
  const dialog = await body(canvasElement).findByRole('dialog');
  await waitFor(() => expect(within(dialog).getAllByRole('row').length).toBeGreaterThan(1));
  return dialog;
}

/** Role 1 (member): 20 terminals on one page, with the mode column (云开票 / 共享版). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    const headers = within(dialog).getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual(['序号', '终端名称', '别名', '设备类型', '模式', '终端状态', '验证状态', '账号信息']);
    // Long accounts are cut at 21 characters, with the full text in a tooltip on focus.
    const cut = dialog.querySelector<HTMLElement>('[data-truncated]')!;
    await expect(Array.from(cut.textContent!)).toHaveLength(22);
    // A mouse moves before it enters (pointer modality), then rests on the cut text.
    await userEvent.hover(within(dialog).getByRole('heading'));
    await userEvent.hover(cut);
    const tooltip = await body(canvasElement).findByRole('tooltip');
    await expect(tooltip.textContent!.startsWith(cut.textContent!.slice(0, 21))).toBe(true);
    await expect(Array.from(tooltip.textContent!).length).toBeGreaterThan(21);
    await userEvent.unhover(cut);
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Playground: Story = { args: { columns: memberColumns, isLoading: false } };

/** No terminal: 暂无数据. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByText('暂无数据')).toBeVisible();
  },
};

/** 10,000 terminals given as the whole list: one virtualised table (no pager), filtered here by the search key. */
export const TenThousand: Story = {
  args: { rows: many, total: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await expect(dialog).toHaveTextContent('10000');
    // Virtualised: only the rows in view (and a few more) are in the DOM.
    await expect(within(dialog).getAllByRole('row').length).toBeLessThan(60);
    const grid = within(dialog).getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    // the grid keeps the focus once the dialog has placed its own (opening, the dialog focuses itself)
    await waitFor(() => {
      if (document.activeElement !== grid) grid.focus();
      expect(grid).toHaveFocus();
    });
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(within(dialog).getByText('10000', { selector: '[role="gridcell"]' })).toBeInTheDocument());
  },
};

/** Server paging: 236 terminals, 20 a page; paging asks for the next page and numbers rows across pages. */
export const Paged: Story = {
  render: (args) => <Demo {...args} serverPaged />,
  args: { rows: paged, total: undefined },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(args.onPageChange).toHaveBeenCalledWith(2, 20));
    await waitFor(() => expect(within(dialog).getAllByRole('gridcell')[0]).toHaveTextContent('21'));
  },
};

/**
 * Bug reproduction: after clicking a page number, focus dropped to the page body while the page loaded
 * (the pager was disabled under the pressed button) and Escape no longer closed the picker. The pager is pending
 * instead: the pressed page keeps the focus, and Escape closes.
 */
export const PageNumberKeepsFocus: Story = {
  render: (args) => <Demo {...args} serverPaged latencyMs={400} />,
  args: { rows: paged, total: undefined },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    const page2 = within(dialog).getByRole('button', { name: '第 2 页' });
    await userEvent.click(page2);
    await waitFor(() => expect(args.onPageChange).toHaveBeenCalledWith(2, 20));
    // while the page loads and after: the focus stays on the pressed page, inside the picker
    await expect(within(dialog).getByRole('button', { name: '第 2 页' })).toHaveFocus();
    await waitFor(() => expect(within(dialog).getAllByRole('gridcell')[0]).toHaveTextContent('21'));
    await waitFor(() => expect(within(dialog).getByRole('grid')).not.toHaveAttribute('aria-busy', 'true'));
    await expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledWith('escape');
  },
};

/** Role 2 (provider): the provider column (tsp code) instead of the mode. */
export const ProviderRole: Story = {
  args: { columns: providerColumns },
  globals: { role: 'provider', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    const headers = within(dialog).getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toContain('服务商');
    await expect(headers).not.toContain('模式');
  },
};

/** Role 3 (agency): the mode column, in the agency theme. */
export const AgencyRole: Story = {
  args: { columns: memberColumns },
  globals: { role: 'agency', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    const headers = within(dialog).getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toContain('模式');
    await expect(headers).not.toContain('服务商');
  },
};

/** Typing '  上海  ' keeps every character; onSearch gets '上海' once, after the 100 ms debounce. */
export const Searching: Story = {
  args: { rows: twenty, total: undefined },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    const input = within(dialog).getByRole('textbox');
    await userEvent.click(input);
    // The key arrives in one input (a paste): typed key by key, a busy machine's keystrokes can come further apart than
    // the debounce, and each gap is a pause that searches. The debounce's timing is tested on a controlled clock
    // (TerminalPicker.renders.test.tsx).
    await userEvent.paste('  上海  ');
    await expect(input).toHaveValue('  上海  ');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('上海'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    // Given the whole list, the picker filters it itself.
    const rows = within(dialog).getAllByRole('row').slice(1);
    const shanghai = twenty.filter((terminal) => terminal.name.includes('上海'));
    await expect(rows).toHaveLength(shanghai.length);
    for (const [i, terminal] of shanghai.entries()) await expect(rows[i]).toHaveTextContent(terminal.name);
  },
};

/** Keyboard: into the grid, down a row, Enter; the confirm asks the spec's question; tick new window; confirm. */
export const SwitchConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    const grid = within(dialog).getByRole('grid');
    for (let i = 0; i < 6 && dialog.ownerDocument.activeElement !== grid; i++) await userEvent.tab();
    await expect(grid).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    const confirm = await body(canvasElement).findByRole('alertdialog');
    const terminal = twenty[1]!;
    await expect(within(confirm).getByTestId('switch-question')).toHaveTextContent(`当前终端切换为【${terminal.name}】?`, {
      normalizeWhitespace: false,
    });
    const checkbox = within(confirm).getByRole('checkbox');
    while (confirm.ownerDocument.activeElement !== checkbox) await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    const ok = within(confirm).getByRole('button', { name: '确定' });
    while (confirm.ownerDocument.activeElement !== ok) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSwitch).toHaveBeenCalledWith(terminal, { newWindow: true }));
    // Switched: the confirm and the picker close.
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A switch that fails: OK loads while pending, then the confirm and the picker stay open. */
export const SwitchRejected: Story = {
  args: {
    onSwitch: fn(() => new Promise((_, reject) => setTimeout(() => reject(new Error('switch failed')), 600))),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(within(dialog).getAllByRole('row')[1]!);
    const confirm = await body(canvasElement).findByRole('alertdialog');
    const ok = within(confirm).getByRole('button', { name: '确定' });
    await userEvent.click(ok);
    await waitFor(() => expect(ok).toHaveAttribute('aria-disabled', 'true'));
    await waitFor(() => expect(ok).not.toHaveAttribute('aria-disabled'));
    await expect(args.onSwitch).toHaveBeenCalledTimes(1);
    await expect(confirm).toBeInTheDocument();
    await expect(body(canvasElement).getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Loading: the rows stay, covered by a spinner; the pager waits. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await expect(within(dialog).getByRole('grid')).toHaveAttribute('aria-busy', 'true');
  },
};

/** 当前账号未设置默认终端，请设置: 'set first in list' (by keyboard) or 'go to terminal list'. */
export const NoDefaultTerminal: Story = {
  args: { onSetFirst: fn(), onGoToList: fn() } as Partial<Story['args']>,
  render: function Render(args) {
    const extra = args as unknown as { onSetFirst: () => void; onGoToList: () => void };
    // Stays open after a choice, so the screenshot shows the dialog.
    return <NoDefaultTerminalDialog isOpen onSetFirst={extra.onSetFirst} onGoToList={extra.onGoToList} />;
  },
  play: async ({ canvasElement, args }) => {
    const extra = args as unknown as { onSetFirst: () => void; onGoToList: () => void };
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('当前账号未设置默认终端，请设置');
    const setFirst = within(dialog).getByRole('button', { name: '设置列表第一个终端' });
    await expect(within(dialog).getByRole('button', { name: '前往终端列表' })).toBeVisible();
    while (dialog.ownerDocument.activeElement !== setFirst) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(extra.onSetFirst).toHaveBeenCalledTimes(1));
    await expect(extra.onGoToList).not.toHaveBeenCalled();
  },
};

/** The picker (search and the whole-list table: five pagers would repeat one landmark name) and the no-default-terminal prompt, each open in its own stage, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth="auto" stacked>
      <OverlayStage height={560} width={1280}>
        <TerminalPicker isOpen columns={memberColumns} rows={twenty.slice(0, 4)} onSwitch={() => {}} />
      </OverlayStage>
      <OverlayStage height={240} width={1280}>
        <NoDefaultTerminalDialog isOpen onSetFirst={() => {}} onGoToList={() => {}} />
      </OverlayStage>
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const dsp = storyT('dsProduct');
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const picker = panel.getByRole('dialog', { name: dsp('terminalPicker.title') });
      const prompt = panel.getByRole('alertdialog', { name: dsp('terminalPicker.noDefault.title') });
      await expect(within(picker).getByRole('textbox', { name: dsp('terminalPicker.searchLabel') })).toBeVisible();
      await expect(within(picker).getAllByRole('row')).toHaveLength(5);
      await expect(within(picker).getByText(twenty[0]!.name)).toBeVisible();
      await expect(prompt).toHaveTextContent(dsp('terminalPicker.noDefault.content'));
      await expect(within(prompt).getByRole('button', { name: dsp('terminalPicker.noDefault.setFirst') })).toBeEnabled();
    }
  },
};
