import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getDb } from '../../../mocks/db';
import { withPortalStore } from '../../../tests/support/storyStore';
import { SyncRecordDialog } from './SyncRecordDialog';
import { TaxCategoryDialog } from './TaxCategoryDialog';

// The tax-category dialog (spec 02 §2.1 item 7) on the embedded backend (MSW): the seeded categories, agreements
// and sync records of the first terminal's taxpayer.

const body = (el: HTMLElement) => within(el.ownerDocument.body);

function Demo({ records = false }: { records?: boolean }) {
  const terminal = getDb().terminals[0]!;
  return records ? (
    <SyncRecordDialog isOpen taxerId={terminal.taxerId} onClose={() => undefined} />
  ) : (
    <TaxCategoryDialog isOpen terminal={{ diskId: terminal.diskId, taxerId: terminal.taxerId, taxerName: terminal.taxerName }} onClose={() => undefined} />
  );
}

const meta = {
  title: 'Features/TaxBureau/TaxCategoryDialog',
  component: Demo,
  decorators: [withPortalStore],
  parameters: { layout: 'fullscreen', portalAccount: 'agency' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await body(canvasElement).findByRole('dialog', { name: /^(税费种信息|Tax categories)/ });
  return dialog;
}

/** The tax/fee category tab with every field, 1300 px wide. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(1300);
    const grid = within(dialog).getByRole('grid', { name: '税费种认定信息' });
    await within(grid).findByText('城市维护建设税');
    for (const header of ['征收项目', '征收品目', '征收代理方式', '纳税期限', '申报期限', '税率', '行业']) {
      await expect(within(grid).getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(within(dialog).getByRole('button', { name: '导出Excel' })).toBeEnabled();
  },
};

/** The three-party agreements tab, with 'add to seller' on each row. */
export const Agreements: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('tab', { name: '三方协议' }));
    const grid = await within(dialog).findByRole('grid', { name: '三方协议信息' });
    await within(grid).findByText('3101000020240001');
    await expect(within(grid).getByRole('button', { name: '添加到销方：1001234509876543210' })).toBeVisible();
  },
};

/** 'Add to seller' asks first, then saves the bank and account (销方信息添加成功). */
export const AddToSeller: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('tab', { name: '三方协议' }));
    const grid = await within(dialog).findByRole('grid', { name: '三方协议信息' });
    await userEvent.click(await within(grid).findByRole('button', { name: '添加到销方：1001234509876543210' }));
    const prompt = await body(canvasElement).findByRole('alertdialog');
    await expect(prompt).toHaveTextContent('确定将开户行“中国工商银行上海张江支行”及账号“1001234509876543210”添加到销方信息吗？');
  },
};

/** The sync records, 50 a page: the failure reason only for the failed one. */
export const SyncRecords: Story = {
  args: { records: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '同步记录' });
    const grid = within(dialog).getByRole('grid', { name: '同步记录列表' });
    await within(grid).findByText('同步失败');
    await expect(within(grid).getByText('同步成功')).toBeVisible();
    await expect(within(grid).getByText('同步中')).toBeVisible();
    await expect(within(grid).getByText('电子税局繁忙或在维护中，请稍后重试')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByText('共 3 条')).toBeVisible());
  },
};
