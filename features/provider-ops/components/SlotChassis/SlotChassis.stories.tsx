import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RoleThemeProvider, roleThemes, vars } from '../../../../design-system';
import { slotKey, type SlotState } from '../../rules/slots';
import { SlotChassis, type BoardView } from './SlotChassis';

const PSN = 'JX001000';
/** Board 1 holds a slot of every state a working board can have; the others a realistic mix; board 4 does not answer. */
const first: readonly SlotState[] = ['normal', 'offline', 'abnormal', 'service', 'restarting', 'empty', 'normal', 'normal'];
const mix: readonly SlotState[] = ['normal', 'normal', 'offline', 'normal', 'service', 'empty', 'normal', 'abnormal'];
function boards(psn = PSN): BoardView[] {
  return ['1', '2', '3', '4'].map((board, b) => ({
    board,
    faulty: board === '4',
    slots: Array.from({ length: 8 }, (_, p) => {
      const state: SlotState = board === '1' ? (first[p] as SlotState) : board === '4' ? (p === 6 ? 'empty' : 'fault') : (mix[(p + b) % mix.length] as SlotState);
      const port = String(p + 1);
      return { key: slotKey(psn, board, port), port, state, ...(state === 'empty' ? {} : { diskId: `6610${String(b * 8 + p + 1).padStart(8, '0')}`, taxerName: '上海华泰科技有限公司' }) };
    }),
  }));
}

const meta = {
  title: 'Pages/ProviderOps/SlotChassis',
  component: SlotChassis,
  args: { psn: PSN, serverName: '上海一号机房-01', boards: boards(), onOpen: fn(), onActiveChange: fn() },
  globals: { viewport: { value: 'desktop' } },
  decorators: [(Story) => <div style={{ width: 1000 }}><Story /></div>],
} satisfies Meta<typeof SlotChassis>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A chassis of four boards of eight ports: every state by its icon and word, the fourth board not answering. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: '机箱 JX001000 的卡槽' });
    await expect(within(grid).getAllByRole('gridcell')).toHaveLength(32);
    await expect(within(grid).getByRole('gridcell', { name: /^板卡 1 端口 2，税盘 661000000002，离线$/ })).toBeVisible();
    await expect(within(grid).getByRole('gridcell', { name: /^板卡 4 端口 7，无税盘，空闲$/ })).toBeVisible();
    // Every state is written out, not only coloured.
    for (const word of ['正常', '离线', '异常', '服务异常', '重启中', '板卡故障', '空闲']) await expect(within(grid).getAllByText(word).length).toBeGreaterThan(0);
  },
};

/** The keyboard: one tab stop, arrows between slots (clamped at the edges), Home/End, Ctrl+End, Enter opens. */
export const Keyboard: Story = {
  render: function Render(args) {
    const [active, setActive] = useState<string | null>(null);
    return <SlotChassis {...args} activeKey={active} onActiveChange={(key) => { setActive(key); args.onActiveChange?.(key); }} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const focused = () => (canvasElement.ownerDocument.activeElement as HTMLElement).querySelector('[data-slot-name]')?.textContent ?? '';
    await expect(focused()).toMatch(/^板卡 1 端口 1，/);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await expect(focused()).toMatch(/^板卡 2 端口 3，/);
    await userEvent.keyboard('{End}');
    await expect(focused()).toMatch(/^板卡 2 端口 8，/);
    await userEvent.keyboard('{ArrowRight}');
    await expect(focused()).toMatch(/^板卡 2 端口 8，/);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(focused()).toMatch(/^板卡 4 端口 8，/);
    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect(focused()).toMatch(/^板卡 3 端口 1，/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(slotKey(PSN, '3', '1'));
    // Tab leaves the grid: only one slot is in the tab order.
    await expect(canvas.getAllByRole('gridcell').filter((c) => c.tabIndex === 0)).toHaveLength(1);
  },
};

/** The slot whose details are open is marked selected. */
export const Selected: Story = {
  args: { selectedKey: slotKey(PSN, '2', '5'), activeKey: slotKey(PSN, '2', '5') },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('gridcell', { name: /^板卡 2 端口 5，/ });
    await expect(cell).toHaveAttribute('aria-selected', 'true');
    await expect(cell).toHaveAttribute('tabindex', '0');
  },
};

function ThemedChassis() {
  const { t } = useTranslation('ds');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {roleThemes.map((role) => (
        <RoleThemeProvider key={role} role={role} scope="subtree">
          <section data-theme-panel={role} aria-labelledby={`chassis-theme-${role}`} style={{ padding: 8, background: vars.colorBackground }}>
            <h2 id={`chassis-theme-${role}`} style={{ margin: '0 0 8px', fontSize: 14, color: vars.colorText }}>
              {t(`theme.${role}`)}
            </h2>
            <SlotChassis psn={`JX00100${roleThemes.indexOf(role)}`} serverName="上海一号机房-01" boards={boards(`JX00100${roleThemes.indexOf(role)}`).filter((b) => b.board === '1' || b.board === '4')} onOpen={() => undefined} />
          </section>
        </RoleThemeProvider>
      ))}
    </div>
  );
}

/** Every role theme, every state (the first board a slot of each, the fourth not answering): tones from the theme, icons and words alike. */
export const Themes: Story = {
  render: () => <ThemedChassis />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('grid')).toHaveLength(roleThemes.length);
    const brands = roleThemes.map((role) =>
      getComputedStyle(canvasElement.querySelector(`[data-theme-panel="${role}"]`) as Element).getPropertyValue('--tp-color-brand').trim(),
    );
    await expect(new Set(brands).size).toBe(roleThemes.length);
  },
};
