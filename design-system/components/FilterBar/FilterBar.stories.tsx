import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { DateRangeField } from '../DateRangeField';
import { Select, SelectItem } from '../Select';
import { TextField } from '../TextField';
import { FilterBar, FilterBarWide } from './index';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

function InquiryFilters({ columns, name }: { columns?: number; name?: string }) {
  const { t } = useTranslation('stories');
  return (
    <FilterBar
      aria-label={name ?? t('invoiceDs.filters')}
      columns={columns}
      actions={
        <>
          <Button variant="primary">{t('invoiceDs.search')}</Button>
          <Button>{t('invoiceDs.reset')}</Button>
        </>
      }
    >
      <Select label={t('invoiceDs.status')} defaultValue="all">
        <SelectItem id="all">{t('invoiceDs.all')}</SelectItem>
      </Select>
      <TextField label={t('invoiceDs.buyer')} />
      <TextField label={t('invoiceDs.code')} />
      <TextField label={t('invoiceDs.number')} />
      <FilterBarWide>
        <DateRangeField label={t('invoiceDs.period')} calendarLabel={t('invoiceDs.calendar')} defaultValue={{ start: '2026-10-01', end: '2026-11-23' }} />
      </FilterBarWide>
    </FilterBar>
  );
}

const meta = {
  title: 'Components/FilterBar',
  component: FilterBar,
  args: { children: null },
  render: (args) => (
    <div style={{ width: 1000 }}>
      <InquiryFilters columns={args.columns} />
    </div>
  ),
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An inquiry's filters: labels above, a date range over two columns, actions on their own row at the end. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('search', { name: '查询条件' });
    await expect(within(region).getByRole('textbox', { name: '购方名称/税号' })).toBeVisible();
    await expect(within(region).getByRole('group', { name: '开票日期' })).toBeVisible();
    await expect(within(region).getByRole('button', { name: '查询' })).toBeVisible();
  },
};

/** Three fields to a row. */
export const ThreeColumns: Story = { args: { columns: 3 } };

/** The bar in every role theme, stacked. */
export const Themes: Story = {
  ...themesStory,
  render: () => <ThemeColumns columnWidth={1000} stacked>{(role) => <InquiryFilters name={`${storyT()('invoiceDs.filters')} ${role}`} />}</ThemeColumns>,
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel, role } of await expectThemePanels(canvasElement)) {
      await expect(panel.getByRole('search', { name: `${t('invoiceDs.filters')} ${role}` })).toBeVisible();
    }
  },
};
