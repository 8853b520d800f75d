import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag } from '../Tag';
import { InvoiceTicket, type InvoiceTicketProps } from './index';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

function Ticket({ tone = 'blue' }: { tone?: InvoiceTicketProps['tone'] }) {
  const { t } = useTranslation('stories');
  const k = (key: string) => t(`invoiceDs.ticket.${key}`);
  const red = tone === 'red';
  const sign = red ? '-' : '';
  return (
    <InvoiceTicket
      tone={tone}
      title={red ? k('redTitle') : k('title')}
      badges={
        <>
          <Tag tone={red ? 'danger' : 'info'}>{red ? k('red') : k('blue')}</Tag>
          <Tag tone="success">{k('issued')}</Tag>
        </>
      }
      meta={[
        { label: k('code'), value: '031000002500' },
        { label: k('number'), value: '25000000' },
        { label: k('date'), value: '2026-11-20' },
      ]}
      buyer={{
        title: k('buyer'),
        fields: [
          { label: k('name'), value: k('buyerNameZh') },
          { label: k('taxId'), value: '91320000MA20000001' },
          { label: k('address'), value: k('buyerAddressZh') },
          { label: k('bank'), value: k('buyerBankZh') },
        ],
      }}
      seller={{
        title: k('seller'),
        fields: [
          { label: k('name'), value: k('sellerNameZh') },
          { label: k('taxId'), value: '91310000MA1G000001' },
          { label: k('address'), value: k('sellerAddressZh') },
          { label: k('bank'), value: k('sellerBankZh') },
        ],
      }}
      linesLabel={k('lines')}
      columns={[
        { key: 'name', title: k('lineName') },
        { key: 'unit', title: k('unit'), align: 'center' },
        { key: 'quantity', title: k('quantity'), align: 'end' },
        { key: 'price', title: k('price'), align: 'end' },
        { key: 'amount', title: k('amount'), align: 'end' },
        { key: 'rate', title: k('rate'), align: 'center' },
        { key: 'tax', title: k('tax'), align: 'end' },
      ]}
      lines={[{ name: k('lineOneZh'), unit: k('lineUnitZh'), quantity: `${sign}2`, price: '500', amount: `${sign}1,000.00`, rate: '13%', tax: `${sign}130.00` }]}
      sum={{ name: k('sum'), amount: `¥${sign}1,000.00`, tax: `¥${sign}130.00` }}
      total={{ label: k('total'), words: red ? k('redWordsZh') : k('wordsZh'), figures: red ? k('redFigures') : k('figures') }}
      remark={{ label: k('remark'), value: k('remarkValue') }}
      signatures={[
        { label: k('payee'), value: k('payeeNameZh') },
        { label: k('checker'), value: k('checkerNameZh') },
        { label: k('drawer'), value: k('drawerNameZh') },
      ]}
    />
  );
}

const meta = {
  title: 'Product/InvoiceTicket',
  component: InvoiceTicket,
  render: (args) => (
    <div style={{ width: 960 }}>
      <Ticket tone={args.tone} />
    </div>
  ),
  args: { tone: 'blue' } as InvoiceTicketProps,
  argTypes: { tone: { control: 'inline-radio', options: ['blue', 'red'] } },
} satisfies Meta<typeof InvoiceTicket>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A blue invoice as printed: header, buyer and seller, lines with their sum, total in words, remark, signatures. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const ticket = within(canvasElement).getByRole('article', { name: '增值税电子普通发票' });
    const lines = within(ticket).getByRole('table', { name: '货物或应税劳务、服务' });
    await expect(within(lines).getAllByRole('row')).toHaveLength(3);
    await expect(within(ticket).getByText('壹仟壹佰叁拾元整')).toBeVisible();
    await expect(within(ticket).getByText('上海华泰科技有限公司')).toBeVisible();
    await expect(within(ticket).getByText('李娜')).toBeVisible();
  },
};

/** A red invoice is drawn in the danger tone. */
export const Red: Story = {
  args: { tone: 'red' } as InvoiceTicketProps,
  play: async ({ canvasElement }) => {
    const ticket = within(canvasElement).getByRole('article');
    await expect(ticket).toHaveAttribute('data-tone', 'red');
    await expect(within(ticket).getByText('负壹仟壹佰叁拾元整')).toBeVisible();
  },
};

/** The ticket in every role theme, stacked. */
export const Themes: Story = {
  ...themesStory,
  render: () => <ThemeColumns columnWidth={960} stacked>{() => <Ticket />}</ThemeColumns>,
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      await expect(panel.getByRole('article', { name: t('invoiceDs.ticket.title') })).toBeVisible();
    }
  },
};
