import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InvoiceCollection } from './InvoiceCollection';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';
import { storyInputVatHandlers } from '../../../mocks/inputVat/story';

// Purchase invoices of a fixed day (mocks/inputVat/story.ts): the same screenshots every day.
const route = storyRoute('member', 'invoiceCollection', 'invoiceCollection');
const routes = [{ path: '/member/invoiceCollection', element: <InvoiceCollection route={route} /> }];
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** A fully-digital invoice's XML for the story enterprise as buyer. */
const xml = (number: string, buyer = '91310000MA1G000001') =>
  `<?xml version="1.0" encoding="UTF-8"?><EInvoice><EInvoiceData><SellerInformation><SellerIdNum>91310000631696382C</SellerIdNum><SellerName>上海宝钢包装股份有限公司</SellerName></SellerInformation><BuyerInformation><BuyerIdNum>${buyer}</BuyerIdNum><BuyerName>上海华泰科技有限公司</BuyerName></BuyerInformation><BasicInformation><TotalAmWithoutTax>2000.00</TotalAmWithoutTax><TotalTaxAm>260.00</TotalTaxAm><TotalTax-includedAmount>2260.00</TotalTax-includedAmount></BasicInformation><IssuItemInformation><ItemName>*金属制品*钢桶</ItemName><MeaUnits>只</MeaUnits><Quantity>20</Quantity><UnPrice>100</UnPrice><Amount>2000.00</Amount><TaxRate>0.13</TaxRate><ComTaxAm>260.00</ComTaxAm></IssuItemInformation></EInvoiceData><TaxSupervisionInfo><InvoiceNumber>${number}</InvoiceNumber><IssueTime>2026-11-02 09:30:00</IssueTime></TaxSupervisionInfo></EInvoice>`;

const meta = {
  title: 'Pages/InputVat/InvoiceCollection',
  component: InvoiceCollection,
  args: { route },
  decorators: [inPortal('member', '/member/invoiceCollection', routes)],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: storyInputVatHandlers() } },
} satisfies Meta<typeof InvoiceCollection>;
export default meta;
type Story = StoryObj<typeof meta>;

const listShown = async (canvasElement: HTMLElement) => {
  const grid = await within(canvasElement).findByRole('grid', { name: '已采集发票' });
  await within(grid).findAllByText('已有发票');
  return grid;
};

/** The enterprise's collected invoices, the download and the upload. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await listShown(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: '下载发票' })).toBeEnabled();
  },
};

/** Several files at once: an XML read in full, its duplicate recognised, a PDF by its tax-bureau name, a wrong buyer and a wrong kind refused. */
export const Uploaded: Story = {
  parameters: { msw: { handlers: storyInputVatHandlers() }, screenshot: false },
  play: async ({ canvasElement }) => {
    await listShown(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const file = (text: string, name: string, type: string) => new File([text], name, { type });
    await userEvent.upload(input, [
      file(xml('26312000000088880001'), '26312000000088880001.xml', 'text/xml'),
      file(xml('26312000000088880001'), '副本.xml', 'text/xml'),
      file('%PDF-1.4\n', 'dzfp_26312000000077770001_上海顺丰速运有限公司_20261105101500.pdf', 'application/pdf'),
      file(xml('26312000000088880002', '91110000000000000X'), '他人发票.xml', 'text/xml'),
    ]);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('已采集 2 张，重复 1 张，未识别 1 个')).toBeVisible();
    const results = canvas.getByRole('grid', { name: '上传结果' });
    await expect(within(results).getByText('购买方税号91110000000000000X与当前企业不符')).toBeVisible();
    await expect(within(results).getByText('文件名（查验补全）')).toBeVisible();
  },
};

/** A collected invoice opens as its ticket. */
export const Ticket: Story = {
  parameters: { msw: { handlers: storyInputVatHandlers() } },
  play: async ({ canvasElement }) => {
    const grid = await listShown(canvasElement);
    await userEvent.click(within(grid).getAllByRole('button', { name: /^查看发票/ })[0]!);
    const dialog = await body(canvasElement).findByRole('dialog', { name: '发票详情' });
    await expect(await within(dialog).findByText('数电专票')).toBeVisible();
  },
};

/** The period's download running on the server: its progress. */
export const Downloading: Story = {
  // The progress is polled while the story runs: no stable picture.
  parameters: { msw: { handlers: storyInputVatHandlers() }, screenshot: false },
  play: async ({ canvasElement }) => {
    await listShown(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '下载发票' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: /进项发票$/ });
    await expect(await within(dialog).findByText('正在从电子税务局下载发票…')).toBeVisible();
  },
};

// Every role theme the page is offered in.
export const AgencyTheme: Story = { globals: { role: 'agency' }, play: async ({ canvasElement }) => void (await listShown(canvasElement)) };
export const GroupTheme: Story = { globals: { role: 'group' }, play: async ({ canvasElement }) => void (await listShown(canvasElement)) };
export const BranchTheme: Story = { globals: { role: 'branch' }, play: async ({ canvasElement }) => void (await listShown(canvasElement)) };
export const ProviderTheme: Story = { globals: { role: 'provider' }, play: async ({ canvasElement }) => void (await listShown(canvasElement)) };
