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
import type { Tone } from '../../tokens/semantic';
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
type Code = number | null;
type Translate = (key: string, options?: Record<string, unknown>) => string;

interface Row {
  kind: RowKind;
  code: Code;
  render: (description: string | undefined) => ReactNode;
  server: string | undefined;
}

const text = (kind: keyof typeof serverText, code: string | number): string | undefined =>
  (serverText[kind] as Record<string, string>)[String(code)];

// Decided data, as the terminals feature passes it (features/terminals/rules decide it in the portal): for each
// code its tone, its catalogue label (here the stories' own copy of it) and, for the service status, red text.
type Decided = { tone: Tone; label: string; warns?: boolean };
const decided: Record<Exclude<RowKind, 'days'>, Record<string, Decided>> = {
  serviceTerminal: {
    1: { tone: 'success', label: 'service.terminal.1' },
    0: { tone: 'warning', label: 'service.terminal.0', warns: true },
    2: { tone: 'warning', label: 'unknown', warns: true },
    3: { tone: 'danger', label: 'service.terminal.3', warns: true },
    4: { tone: 'danger', label: 'service.terminal.4', warns: true },
    6: { tone: 'danger', label: 'service.terminal.6' },
  },
  serviceLookup: {
    5: { tone: 'success', label: 'service.lookup.5' },
    2: { tone: 'warning', label: 'service.lookup.2' },
    3: { tone: 'warning', label: 'service.lookup.3' },
    4: { tone: 'warning', label: 'service.lookup.4' },
    1: { tone: 'danger', label: 'service.lookup.1' },
    6: { tone: 'danger', label: 'service.lookup.6' },
  },
  termStatus: { 1: { tone: 'success', label: 'terminal.normal' }, 0: { tone: 'danger', label: 'terminal.abnormal' } },
  diskStatus: { 101: { tone: 'success', label: 'terminal.normal' }, 102: { tone: 'danger', label: 'terminal.abnormal' } },
  verification: {
    1: { tone: 'success', label: 'verification.passed' },
    0: { tone: 'warning', label: 'verification.notPassed' },
    2: { tone: 'neutral', label: 'verification.unverified' },
    3: { tone: 'danger', label: 'verification.error' },
  },
  online: {
    1: { tone: 'success', label: 'online.normal' },
    0: { tone: 'danger', label: 'online.notInserted' },
    2: { tone: 'danger', label: 'online.notInserted' },
    '-321': { tone: 'danger', label: 'online.notInserted' },
  },
  mount: { 1: { tone: 'success', label: 'mount.1' }, 2: { tone: 'danger', label: 'mount.2' } },
};

/** The cell's props for a code: the server's text wins over the catalogue label; no code and no text, no label. */
function propsOf(t: Translate, kind: Exclude<RowKind, 'days'>, code: Code, description: string | undefined) {
  const d = code === null ? undefined : decided[kind][String(code)];
  return {
    tone: d?.tone ?? 'neutral',
    label: description ?? (d ? t(`statusCells.label.${d.label}`) : undefined),
    warns: d?.warns ?? false,
  } as const;
}

function rowsOf(t: Translate, onRenew: () => void): Row[] {
  const rows: Row[] = [];
  const cell = (kind: Exclude<RowKind, 'days'>, code: Code, server: string | undefined, render: (p: ReturnType<typeof propsOf>) => ReactNode) =>
    rows.push({ kind, code, server, render: (d) => render(propsOf(t, kind, code, d)) });
  for (const code of [1, 0, 2, 3, 4, 6, null]) {
    cell('serviceTerminal', code, code === null ? undefined : text('serviceTerminal', code), (p) => <ServiceStatusCell {...p} />);
  }
  for (const code of [5, 2, 3, 4, 1, 6]) {
    cell('serviceLookup', code, text('serviceLookup', code), ({ label, tone }) => <ServiceStatusCell label={label} tone={tone} />);
  }
  for (const code of [1, 0]) cell('termStatus', code, text('termStatus', code), ({ label, tone }) => <TerminalStatusCell label={label} tone={tone} />);
  for (const code of [101, 102]) cell('diskStatus', code, text('diskStatus', code), ({ label, tone }) => <TerminalStatusCell label={label} tone={tone} />);
  for (const code of [1, 0, 2, 3]) {
    cell('verification', code, text('verification', code), ({ label, tone }) => <VerificationStatusCell label={label} tone={tone} />);
  }
  for (const code of [1, 0, 2, -321]) cell('online', code, text('online', code), ({ label, tone }) => <OnlineStatusCell label={label} tone={tone} />);
  // Days: the "server" column passes the package's stateName, shown only when no day is left; 5 has no onRenew,
  // so its red text carries the prompt itself.
  for (const days of [365, 30, 29, 5, 0]) {
    const kind = days >= 30 ? 'plain' : days > 0 ? 'renew' : 'state';
    const withButton = days !== 5;
    rows.push({
      kind: 'days',
      code: days,
      server: days === 0 ? '已到期' : undefined,
      render: (d) => (
        <DaysRemainingCell
          kind={kind}
          text={
            kind === 'state'
              ? (d ?? t('statusCells.label.days.none'))
              : t(kind === 'renew' && !withButton ? 'statusCells.label.days.renew' : 'statusCells.label.days.plain', { count: days })
          }
          onRenew={withButton ? onRenew : undefined}
        />
      ),
    });
  }
  for (const code of [1, 2]) cell('mount', code, text('mount', code), ({ label, tone }) => <MountTypeCell label={label} tone={tone} />);
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
  const translate: Translate = (key, options) => t(key, options ?? {});
  const rows = rowsOf(translate, () => {
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
  // Decided data as the terminals feature passes it (zh-CN labels): serviceStatus 1 in the terminal reading.
  args: { label: '正常', tone: 'success', warns: false },
  argTypes: {
    tone: { control: 'select', options: ['success', 'warning', 'danger', 'info', 'neutral'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof ServiceStatusCell>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvas: HTMLElement, kind: RowKind, code: Code) =>
  canvas.querySelector<HTMLTableRowElement>(`tr[data-kind="${kind}"][data-code="${String(code)}"]`)!;
const cellOf = (tr: HTMLTableRowElement, which: 'catalogue' | 'server') => within(tr).getByTestId(which);

export const Default: Story = {};

/** One service status cell driven by the controls: label, tone and red text (serviceStatus 4: 已到期). */
export const Playground: Story = { args: { label: '已到期', tone: 'danger', warns: true, size: 'md' } };

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
  args: { label: '<b>激活失败</b>', tone: 'danger', warns: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('<b>激活失败</b>');
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

/** The renew prompt is a brand-coloured text button, so it follows the role theme; the status tones do not. */
export const RoleThemes: Story = {
  render: function Render() {
    const { t } = useTranslation('ds');
    const { t: ts } = useTranslation('stories');
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, auto)', gap: 16 }}>
        {roleThemes.map((role) => (
          <RoleThemeProvider key={role} role={role} scope="subtree">
            <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 8, background: vars.colorSurface }}>
              <strong style={{ color: vars.colorBrandText }}>{t(`theme.${role}`)}</strong>
              <DaysRemainingCell kind="renew" text={ts('statusCells.label.days.plain', { count: 12 })} onRenew={() => undefined} />
              <ServiceStatusCell label={ts('statusCells.label.service.terminal.4')} tone="danger" warns />
              <VerificationStatusCell label={ts('statusCells.label.verification.passed')} tone="success" />
            </div>
          </RoleThemeProvider>
        ))}
      </div>
    );
  },
};

function CellStates() {
  const { t } = useTranslation('stories');
  const l = (key: string) => t(`statusCells.label.${key}`);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <ServiceStatusCell label={l('service.terminal.1')} tone="success" />
      <ServiceStatusCell label={l('service.terminal.4')} tone="danger" warns />
      <TerminalStatusCell label={l('terminal.abnormal')} tone="danger" />
      <VerificationStatusCell label={l('verification.passed')} tone="success" />
      <OnlineStatusCell label={l('online.notInserted')} tone="danger" />
      <DaysRemainingCell kind="renew" text={t('statusCells.label.days.plain', { count: 12 })} onRenew={() => undefined} />
      <MountTypeCell label={l('mount.2')} tone="danger" />
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
    const t = storyT();
    const renew = storyT('dsProduct')('statusCells.days.renewAction');
    const renews = [];
    for (const { panel, element } of await expectThemePanels(canvasElement)) {
      const cells = Array.from(element.querySelector(':scope > div')!.children);
      await expect(cells.map((cell) => cell.textContent)).toEqual([
        t('statusCells.label.service.terminal.1'),
        t('statusCells.label.service.terminal.4'),
        t('statusCells.label.terminal.abnormal'),
        t('statusCells.label.verification.passed'),
        t('statusCells.label.online.notInserted'),
        `${t('statusCells.label.days.plain', { count: 12 })}${renew}`,
        t('statusCells.label.mount.2'),
      ]);
      renews.push(panel.getByRole('button', { name: renew }));
    }
    // The renew prompt is the brand's text button: it follows each theme.
    await expectFiveColours(renews, 'color');
  },
};
