import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import writeXlsxFile from 'write-excel-file/browser';
import { withPortalStore } from '../../../tests/support/storyStore';
import { EnterpriseImportDialog } from './EnterpriseImportDialog';

// Enterprise batch import (spec 02 §2.1 item 10, §5) on the embedded backend, with real .xlsx files written in the
// browser and read back by the dialog.

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const header = ['企业名称', '企业税号', '账号身份', '登录账号', '登录密码', '实名手机号', '企业主账号'];

async function xlsx(rows: string[][], name = 'enterprises.xlsx'): Promise<File> {
  const blob = await writeXlsxFile(rows.map((r) => r.map((value) => ({ value, type: String }))), { sheet: '企业' }).toBlob();
  return new File([blob], name, { type: XLSX });
}

const good = (i: number) => [`示例企业${i}有限公司`, `91310115MA1K${String(i).padStart(4, '0')}X0`, '1', `1380000${String(i).padStart(4, '0')}`, 'Passw0rd', `1390000${String(i).padStart(4, '0')}`, ''];

const meta = {
  title: 'Features/EnterpriseImport/EnterpriseImportDialog',
  component: EnterpriseImportDialog,
  args: { isOpen: true, onClose: () => undefined },
  decorators: [withPortalStore],
  parameters: { layout: 'fullscreen', portalAccount: 'agency' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof EnterpriseImportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (el: HTMLElement) => body(el).findByRole('dialog', { name: /^(批量导入企业|Batch import)/ });
const upload = async (dialog: HTMLElement, file: File) => userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);

/** Before a file: the template, the picker, nothing to import. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: '下载模板' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: '选择文件' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: '导入正确的行（0）' })).toBeDisabled();
  },
};

/** A sheet with a correct row and three wrong ones: each row's result, the wrong cells marked. */
export const RowResults: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const bad1 = good(2);
    bad1[1] = '91310115ma1k0002x0';
    const bad2 = good(3);
    bad2[0] = '示例(企业)';
    await upload(dialog, await xlsx([header, good(1), bad1, bad2, good(1)]));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('共 4 行，正确 1 行，有误 3 行'));
    const grid = within(dialog).getByRole('grid', { name: '导入数据' });
    await expect(within(grid).getAllByText('正确')).toHaveLength(1);
    await expect(within(grid).getByRole('textbox', { name: '第 2 行 企业税号' })).toHaveAttribute('aria-invalid', 'true');
    await expect(within(grid).getByText('数据重复')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '下载有误的行' })).toBeEnabled();
  },
};

/** A cell fixed in place is checked again at once. */
export const FixInPlace: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const bad = good(2);
    bad[5] = '12812345678';
    await upload(dialog, await xlsx([header, good(1), bad]));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('共 2 行，正确 1 行，有误 1 行'));
    const cell = within(dialog).getByRole('textbox', { name: '第 2 行 实名手机号' });
    await userEvent.clear(cell);
    await userEvent.type(cell, '13900000002');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('共 2 行，正确 2 行，有误 0 行'));
    await expect(within(dialog).getByRole('button', { name: '导入正确的行（2）' })).toBeEnabled();
  },
};

/** Missing headers: a clear message, nothing loaded. */
export const WrongHeaders: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await upload(dialog, await xlsx([header.filter((h) => h !== '登录密码'), good(1).slice(0, 6)]));
    await within(dialog).findByText('表头有误，缺少：登录密码');
    await expect(within(dialog).queryByRole('grid')).toBeNull();
  },
};

/** A file named .xlsx that is no workbook: the reader refuses it, with a clear message. */
export const NotSpreadsheet: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await upload(dialog, new File(['企业名称,企业税号\n'], 'enterprises.xlsx', { type: XLSX }));
    await within(dialog).findByText('文件不是有效的 Excel 表格，请上传 .xlsx 格式的文件（可先下载模板）');
  },
};
