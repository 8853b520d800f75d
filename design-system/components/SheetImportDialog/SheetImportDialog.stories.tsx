import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TableColumn } from '../Table';
import { SheetImportDialog, type SheetImportDialogProps } from './SheetImportDialog';

interface Row {
  name: string;
  phone: string;
}
interface RowCheck {
  status: 'ok' | 'error';
  key: 'ok' | 'nameRequired' | 'phoneInvalid';
}

// What the caller read from the chosen file, and its checks (a feature's rules in the portal).
const sheet: Row[] = [
  { name: '杭州示例科技有限公司', phone: '13800000001' },
  { name: '', phone: '13800000002' },
  { name: '上海示例贸易有限公司', phone: '1280000' },
  { name: '北京示例信息技术有限公司', phone: '13900000004' },
];
const check = (row: Row): RowCheck =>
  row.name === '' ? { status: 'error', key: 'nameRequired' } : /^1[3-9]\d{9}$/.test(row.phone) ? { status: 'ok', key: 'ok' } : { status: 'error', key: 'phoneInvalid' };

type DemoProps = Pick<SheetImportDialogProps<RowCheck>, 'isOpen' | 'onClose' | 'fetchTemplate' | 'fetchFailed' | 'onSubmit'> & { refuse?: boolean };

/** The caller's half: reads the file (here: the rows above, or a refusal), checks the rows, sends the correct ones. */
function Demo({ refuse = false, onSubmit, ...args }: DemoProps) {
  const { t } = useTranslation('stories');
  const [rows, setRows] = useState<Row[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const results = useMemo(() => rows.map(check), [rows]);
  const columns = useMemo<TableColumn<number>[]>(
    () => [
      { key: 'name', title: t('sheetImport.name'), width: 220, render: (i) => rows[i]?.name },
      { key: 'phone', title: t('sheetImport.phone'), width: 140, render: (i) => rows[i]?.phone },
    ],
    [t, rows],
  );
  return (
    <SheetImportDialog
      {...args}
      text={(key, values) => t(`sheetImport.${key}`, values ?? {})}
      onChooseFile={async () => {
        setProblem(refuse ? t('sheetImport.refused') : null);
        if (!refuse) setRows(sheet);
        return !refuse;
      }}
      problem={problem}
      onDismissProblem={() => setProblem(null)}
      results={results}
      describe={(result) => t(`sheetImport.${result.key}`)}
      columns={columns}
      onSubmit={() => {
        onSubmit();
        setRows(rows.filter((_, i) => results[i]?.status !== 'ok'));
      }}
    />
  );
}

const meta = {
  title: 'Product/SheetImportDialog',
  component: Demo,
  args: { isOpen: true, onClose: fn(), fetchTemplate: fn(async () => null), fetchFailed: fn(async () => null), onSubmit: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (el: HTMLElement) => within(el.ownerDocument.body).findByRole('dialog');
const choose = async (dialog: HTMLElement) =>
  userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File(['x'], 'customers.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));

/** Before a file: the template, the picker, nothing to import or download. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(args.fetchTemplate).toHaveBeenCalled());
    await expect(within(dialog).getByRole('button', { name: '选择文件' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: '下载有误的行' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: '导入正确的行（0）' })).toBeDisabled();
    await expect(within(dialog).queryByRole('grid')).toBeNull();
  },
};

/** A file read: the summary, each row's result, the filter to the rows in error; the correct rows sent leave the list. */
export const Checked: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await choose(dialog);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('共 4 行，正确 2 行，有误 2 行'));
    await expect(within(dialog).getByText('文件：customers.xlsx')).toBeVisible();
    const grid = within(dialog).getByRole('grid', { name: '导入数据' });
    await expect(within(grid).getAllByText('正确')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('switch', { name: '只看有误的行' }));
    await waitFor(() => expect(within(grid).queryByText('正确')).toBeNull());
    await expect(within(grid).getByText('手机号码有误')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '下载有误的行' }));
    await waitFor(() => expect(args.fetchFailed).toHaveBeenCalled());
    await userEvent.click(within(dialog).getByRole('button', { name: '导入正确的行（2）' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('共 2 行，正确 0 行，有误 2 行'));
  },
};

/** A refused file: why, in an alert that can be dismissed; nothing is loaded. */
export const Refused: Story = {
  args: { refuse: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await choose(dialog);
    await within(dialog).findByText('表头有误，缺少：手机号');
    await expect(within(dialog).queryByRole('grid')).toBeNull();
    await expect(within(dialog).queryByText('文件：customers.xlsx')).toBeNull();
  },
};
