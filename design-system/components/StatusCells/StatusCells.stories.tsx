import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { RoleThemeProvider, roleThemes } from '../../themes';
import { vars } from '../../tokens/semantic';
import {
  DaysRemainingCell,
  MountTypeCell,
  OnlineStatusCell,
  ServiceStatusCell,
  TerminalStatusCell,
  VerificationStatusCell,
} from './StatusCells';
import type { StatusCode } from './tones';
import { ThemeColumns, expectFiveColours, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

// Texts the server sends (termStatusDesc, serviceStatusDesc ...): data, not UI text, so they stay Chinese in
// both locales, as they would in the portal.
const serverText = {
  serviceTerminal: { 0: '税盘未激活', 1: '服务正常', 2: '待进件', 3: '税盘激活失败', 4: '托管服务已到期', 6: '托管服务已停用' },
  serviceLookup: { 1: '已过期', 2: '待进件', 3: '待绑定终端', 4: '待申请', 5: '已开通', 6: '已停用' },
  termStatus: { 0: '终端异常', 1: '终端正常' },
  diskStatus: { 101: '税盘正常', 102: '税盘读取失败' },
  verification: { 0: '验证未通过', 1: '验证通过', 2: '未验证', 3: '密码错误已锁定' },
  online: { 1: '在线', 0: '连接异常', 2: '离线', '-321': '不可用' },
  mount: { 1: '挂载成功', 2: '挂载失败' },
} as const;

type RowKind = keyof typeof serverText | 'days';

interface Row {
  kind: RowKind;
  code: StatusCode;
  render: (description: string | undefined) => ReactNode;
  server: string | undefined;
}

const text = (kind: keyof typeof serverText, code: string | number): string | undefined =>
  (serverText[kind] as Record<string, string>)[String(code)];

function rowsOf(onRenew: () => void): Row[] {
  const rows: Row[] = [];
  for (const code of [1, 0, 2, 3, 4, 6, null]) {
    rows.push({
      kind: 'serviceTerminal',
      code,
      server: code === null ? undefined : text('serviceTerminal', code),
      render: (d) => <ServiceStatusCell status={code} description={d} />,
    });
  }
  for (const code of [5, 2, 3, 4, 1, 6]) {
    rows.push({ kind: 'serviceLookup', code, server: text('serviceLookup', code), render: (d) => <ServiceStatusCell status={code} reading="lookup" description={d} /> });
  }
  for (const code of [1, 0]) {
    rows.push({ kind: 'termStatus', code, server: text('termStatus', code), render: (d) => <TerminalStatusCell status={code} description={d} /> });
  }
  for (const code of [101, 102]) {
    rows.push({ kind: 'diskStatus', code, server: text('diskStatus', code), render: (d) => <TerminalStatusCell status={code} source="disk" description={d} /> });
  }
  for (const code of [1, 0, 2, 3]) {
    rows.push({ kind: 'verification', code, server: text('verification', code), render: (d) => <VerificationStatusCell status={code} description={d} /> });
  }
  for (const code of [1, 0, 2, -321]) {
    rows.push({ kind: 'online', code, server: text('online', code), render: (d) => <OnlineStatusCell online={code} description={d} /> });
  }
  // Days: the "server" column passes the package's stateName, shown only when no day is left; 5 has no onRenew,
  // so its red text carries the prompt itself.
  for (const days of [365, 30, 29, 5, 0]) {
    rows.push({
      kind: 'days',
      code: days,
      server: days === 0 ? '已到期' : undefined,
      render: (d) => <DaysRemainingCell remain={days} stateName={d} onRenew={days === 5 ? undefined : onRenew} />,
    });
  }
  for (const code of [1, 2]) {
    rows.push({ kind: 'mount', code, server: text('mount', code), render: (d) => <MountTypeCell mountType={code} description={d} /> });
  }
  return rows;
}

const Grid = styled.table`
  border-collapse: collapse;
  font-size: 14px;
  caption { text-align: start; padding-bottom: 8px; font-weight: 600; color: ${vars.colorText}; }
  th, td { height: 36px; padding: 0 16px; text-align: start; border-bottom: 1px solid ${vars.colorBorder}; white-space: nowrap; }
  th { background: ${vars.colorSurfaceSubtle}; font-weight: 500; color: ${vars.colorText}; }
  td:first-child { color: ${vars.colorTextSecondary}; }
  td:nth-child(2) { font-variant-numeric: tabular-nums; }
`;

function AllStatesGrid({ onRenew }: { onRenew: () => void }) {
  const { t } = useTranslation('stories');
  const [renewed, setRenewed] = useState(0);
  const rows = rowsOf(() => {
    setRenewed((n) => n + 1);
    onRenew();
  });
  return (
    <div>
      <Grid>
        <caption>{t('statusCells.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('statusCells.header.cell')}</th>
            <th scope="col">{t('statusCells.header.code')}</th>
            <th scope="col">{t('statusCells.header.catalogue')}</th>
            <th scope="col">{t('statusCells.header.server')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} data-kind={row.kind} data-code={String(row.code)}>
              <td>{t(`statusCells.row.${row.kind}`)}</td>
              <td>{row.code === null ? t('statusCells.none') : String(row.code)}</td>
              <td data-testid="catalogue">{row.render(undefined)}</td>
              <td data-testid="server">{row.render(row.server)}</td>
            </tr>
          ))}
        </tbody>
      </Grid>
      <p data-testid="renewed">{t('statusCells.renewed', { count: renewed })}</p>
    </div>
  );
}

const meta = {
  title: 'Product/StatusCells',
  component: ServiceStatusCell,
  args: { status: 1, reading: 'terminal' },
  argTypes: {
    status: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6] },
    reading: { control: 'inline-radio', options: ['terminal', 'lookup'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof ServiceStatusCell>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvas: HTMLElement, kind: RowKind, code: StatusCode) =>
  canvas.querySelector<HTMLTableRowElement>(`tr[data-kind="${kind}"][data-code="${String(code)}"]`)!;
const cellOf = (tr: HTMLTableRowElement, which: 'catalogue' | 'server') => within(tr).getByTestId(which);

export const Default: Story = {};

/** One service status cell driven by the controls: code, reading and server description. */
export const Playground: Story = { args: { status: 4, reading: 'terminal', description: '', size: 'md' } };

/**
 * Every state of every cell, with the catalogue's label and with the server's text. The play checks the spec's
 * colour rules and renews by keyboard.
 */
export const AllStates: Story = {
  render: function Render() {
    return <AllStatesGrid onRenew={fn()} />;
  },
  play: async ({ canvasElement }) => {
    const danger = getComputedStyle(canvasElement).getPropertyValue('--tp-color-danger-text').trim();
    const colourOf = (el: Element) => getComputedStyle(el).color;
    const probe = document.createElement('span');
    probe.style.color = danger;
    canvasElement.appendChild(probe);
    const red = colourOf(probe);
    probe.remove();

    // serviceStatus 0, 2, 3, 4: red text; 1 and 6 not (spec 01 §4).
    for (const code of [0, 2, 3, 4]) {
      const warning = cellOf(row(canvasElement, 'serviceTerminal', code), 'catalogue').querySelector('[data-warning]');
      await expect(warning).not.toBeNull();
      await expect(colourOf(warning!), `service ${code}`).toBe(red);
    }
    for (const code of [1, 6]) {
      await expect(cellOf(row(canvasElement, 'serviceTerminal', code), 'catalogue').querySelector('[data-warning]')).toBeNull();
    }
    // Server text wins over the catalogue's label.
    await expect(cellOf(row(canvasElement, 'serviceTerminal', 4), 'server')).toHaveTextContent('托管服务已到期');
    // termStatus 0 abnormal in red.
    await expect(colourOf(cellOf(row(canvasElement, 'termStatus', 0), 'catalogue').querySelector('[data-tone]')!), 'termStatus 0').toBe(red);
    // Days: 30 plain, 29 red with a renew button, 0 the state name.
    await expect(colourOf(cellOf(row(canvasElement, 'days', 30), 'catalogue').querySelector('[data-days-text]')!)).not.toBe(red);
    const days29 = cellOf(row(canvasElement, 'days', 29), 'catalogue');
    await expect(colourOf(days29.querySelector('[data-days-text]')!), 'days 29').toBe(red);
    await expect(cellOf(row(canvasElement, 'days', 0), 'server')).toHaveTextContent('已到期');

    const renew = within(days29).getByRole('button');
    renew.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByTestId('renewed')).toHaveTextContent('2');
    // Leave the page unscrolled and unfocused for the screenshot of this tall story.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  },
};

/** A server description is shown as text, never as HTML. */
export const ServerTextIsText: Story = {
  args: { status: 3, description: '<b>激活失败</b>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('<b>激活失败</b>');
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

/** The renew prompt is a brand-coloured text button, so it follows the role theme; the status tones do not. */
export const RoleThemes: Story = {
  render: function Render() {
    const { t } = useTranslation('ds');
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, auto)', gap: 16 }}>
        {roleThemes.map((role) => (
          <RoleThemeProvider key={role} role={role} scope="subtree">
            <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 8, background: vars.colorSurface }}>
              <strong style={{ color: vars.colorBrandText }}>{t(`theme.${role}`)}</strong>
              <DaysRemainingCell remain={12} onRenew={() => undefined} />
              <ServiceStatusCell status={4} />
              <VerificationStatusCell status={1} />
            </div>
          </RoleThemeProvider>
        ))}
      </div>
    );
  },
};

function CellStates() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <ServiceStatusCell status={1} />
      <ServiceStatusCell status={4} />
      <TerminalStatusCell status={0} />
      <VerificationStatusCell status={1} />
      <OnlineStatusCell online={0} />
      <DaysRemainingCell remain={12} onRenew={() => undefined} />
      <MountTypeCell mountType={2} />
    </div>
  );
}

/** Every cell (service, terminal, verification, online, days with its renew prompt, mount), under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <CellStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT('dsProduct');
    const renews = [];
    for (const { panel, element } of await expectThemePanels(canvasElement)) {
      const cells = Array.from(element.querySelector(':scope > div')!.children);
      await expect(cells.map((cell) => cell.textContent)).toEqual([
        t('statusCells.service.terminal.1'),
        t('statusCells.service.terminal.4'),
        t('statusCells.terminal.abnormal'),
        t('statusCells.verification.passed'),
        t('statusCells.online.notInserted'),
        `${t('statusCells.days.plain', { count: 12 })}${t('statusCells.days.renewAction')}`,
        t('statusCells.mount.2'),
      ]);
      renews.push(panel.getByRole('button', { name: t('statusCells.days.renewAction') }));
    }
    // The renew prompt is the brand's text button: it follows each theme.
    await expectFiveColours(renews, 'color');
  },
};
