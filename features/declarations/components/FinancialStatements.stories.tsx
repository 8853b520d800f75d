import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RoleThemeProvider, roleThemes, vars } from '../../../design-system';
import { storyStatements } from '../../../mocks/declarations/storyData';
import { FinancialStatementsForm } from './FinancialStatements';

const meta = {
  title: 'Pages/Declarations/FinancialStatementsForm',
  component: FinancialStatementsForm,
  args: { statements: storyStatements('1'), onSave: fn(async () => true), onSend: fn(async () => true) },
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof FinancialStatementsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A saved draft that does not balance: the difference shown; sending is refused until it balances. */
export const Unbalanced: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('资产负债表不平衡')).toBeVisible();
    await expect(canvas.getByText(/相差 2,126.54/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '报送' }));
    await expect(args.onSend).not.toHaveBeenCalled();
    // Retained earnings raised by the difference: the sheet balances and may be sent.
    const retained = canvas.getByRole('textbox', { name: '未分配利润' });
    await userEvent.clear(retained);
    await userEvent.type(retained, '82126.54');
    await userEvent.tab();
    await expect(await canvas.findByText(/资产负债表平衡/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '报送' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** Typing what is not an amount keeps the text with a message; nothing is lost. */
export const BadAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cost = canvas.getByRole('textbox', { name: '营业成本' });
    await userEvent.clear(cost);
    await userEvent.type(cost, '12.345.6');
    await userEvent.tab();
    await expect(cost).toHaveValue('12.345.6');
    await expect(cost).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sent: read-only, no actions. */
export const Sent: Story = {
  args: { statements: storyStatements('4') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '报送' })).toBeNull();
    await expect(canvas.getByText(/资产负债表平衡/)).toBeVisible();
  },
};

function Themed() {
  const { t } = useTranslation('ds');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {roleThemes.map((role) => (
        <RoleThemeProvider key={role} role={role} scope="subtree">
          <section data-theme-panel={role} aria-label={t(`theme.${role}`)} style={{ padding: 8, background: vars.colorSurface }}>
            <FinancialStatementsForm statements={storyStatements('1')} onSave={async () => true} onSend={async () => true} />
          </section>
        </RoleThemeProvider>
      ))}
    </div>
  );
}

/** Every role theme. */
export const Themes: Story = {
  render: () => <Themed />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('资产负债表不平衡')).toHaveLength(roleThemes.length);
  },
};
