import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyLine, initialFormState } from '../hooks/issueFormState';
import { invoiceTotals } from '../rules/lineAmounts';
import { rectifyProgrammes } from '../rules/rectify';
import { InvoicePreview } from './InvoicePreview';
import { ReasonDialog } from './ReasonDialog';
import { RectifyDialog } from './RectifyDialog';

// The issuing form's prompts: the preview before submitting, the 3 % reason, the buyer check with rectify proposals.
const body = (el: HTMLElement) => within(el.ownerDocument.body);

function Prompts({ which, onAnswer }: { which: 'preview' | 'previewRed' | 'reason' | 'rectify'; onAnswer: (what: string) => void }) {
  const [open, setOpen] = useState(true);
  const state = initialFormState('004', 'draft-story-0001', { ...emptyLine('L1', '0.13'), showName: '*计算机配套产品*显示器', spbm: '1090511010000000000', dw: '台', quantity: which === 'previewRed' ? '-2' : '2', price: '1000', amount: which === 'previewRed' ? '-2000.00' : '2000.00' });
  const filled = {
    ...state,
    purchaserInfo: { buyerTaxerName: '北京示例科技有限公司', buyerTaxerId: '914403001922038216', buyerAddressTel: '北京市海淀区中关村大街1号 010-12345678', buyerBankAccount: '招商银行北京分行 6222000000000001' },
    review: { payee: '李收款', checker: '王复核', drawer: '张会计' },
    remark: which === 'previewRed' ? '对应正数发票代码:031250002201号码:30000012' : '合同号 HT001',
    extras: { ...state.extras, kind: which === 'previewRed' ? (1 as const) : (0 as const) },
  };
  if (which === 'preview' || which === 'previewRed') {
    return (
      <InvoicePreview
        state={filled}
        includingTax={false}
        totals={invoiceTotals(filled.lines, false)}
        seller={{ name: '杭州华泰餐饮管理有限公司', taxId: '91330100MA2H000001', addressPhone: '上海市浦东新区张江路88号 021-50801234', bankAccount: '工商银行张江支行 1001000000000001' }}
        isOpen={open}
        onOpenChange={setOpen}
        onConfirm={async () => onAnswer('confirm')}
        issueDate={new Date('2025-06-30T12:00:00+08:00')}
      />
    );
  }
  if (which === 'reason') return <ReasonDialog isOpen={open} value="" onChoose={(r) => (onAnswer(`reason ${r}`), setOpen(false))} onCancel={() => (onAnswer('cancel'), setOpen(false))} />;
  const programmes = rectifyProgrammes({
    programmeBOList: [
      { title: '按税务登记信息修改购买方名称', updateVO: { purchaserInfo: { buyerTaxerName: '上海示例贸易有限公司' } } },
      { title: '不填购买方税号，按个人开具', updateVO: { purchaserInfo: { buyerTaxerId: '' }, gmfZrrbs: 'Y' } },
    ],
  });
  const current: Record<string, string> = { 'purchaserInfo.buyerTaxerName': '上海示例演示校验贸易有限公司', 'purchaserInfo.buyerTaxerId': '91310000MA1FL0XX1A', gmfZrrbs: '' };
  const labels: Record<string, string> = { 'purchaserInfo.buyerTaxerName': '名称', 'purchaserInfo.buyerTaxerId': '纳税人识别号', gmfZrrbs: '购买方为自然人' };
  return (
    <RectifyDialog
      isOpen={open}
      message="购买方名称与纳税人识别号登记信息不一致，是否继续开具？"
      title="购买方信息智能纠错"
      programmes={programmes}
      current={(p) => current[p] ?? ''}
      labelOf={(p) => labels[p] ?? p}
      onApply={(p) => (onAnswer(`apply ${p.title}`), setOpen(false))}
      onContinue={() => (onAnswer('continue'), setOpen(false))}
      onCancel={() => (onAnswer('cancel'), setOpen(false))}
    />
  );
}

const meta = {
  title: 'Features/InvoiceIssue/Prompts',
  component: Prompts,
  args: { which: 'preview', onAnswer: fn() },
} satisfies Meta<typeof Prompts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The preview: the invoice as it will be issued; 确认开具 submits. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '发票预览' });
    await expect(within(dialog).getByText('北京示例科技有限公司')).toBeVisible();
    await expect(within(dialog).getByText('贰仟贰佰陆拾元整')).toBeVisible();
    await expect(within(dialog).getByText('（小写）¥2,260.00')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认开具' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('confirm');
  },
};

/** A red invoice's preview: red ink, negative figures, the remark naming the blue invoice. */
export const PreviewRed: Story = {
  args: { which: 'previewRed' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '发票预览' });
    await expect(within(dialog).getByText('红字')).toBeVisible();
    await expect(within(dialog).getByText('对应正数发票代码:031250002201号码:30000012')).toBeVisible();
    await expect(within(dialog).getByText('（小写）¥-2,260.00')).toBeVisible();
  },
};

/** The 3 % reason (spec 01 §5): OK only once a reason is chosen. */
export const ThreePercentReason: Story = {
  args: { which: 'reason' },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '选择适用3%征收率的开具理由' });
    const ok = within(dialog).getByRole('button', { name: '确定' });
    await expect(ok).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: /放弃享受减按1%征收率/ }));
    await userEvent.click(ok);
    await expect(args.onAnswer).toHaveBeenCalledWith('reason 3');
  },
};

/** The buyer check (202500034) with the rectify proposals: each change shown; 采用此方案 applies one. */
export const Rectify: Story = {
  args: { which: 'rectify' },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '购买方信息智能纠错' });
    await expect(within(dialog).getByText('名称：上海示例演示校验贸易有限公司 → 上海示例贸易有限公司')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '继续开具' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '采用此方案 按税务登记信息修改购买方名称' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('apply 按税务登记信息修改购买方名称');
  },
};

/** 继续开具 by keyboard goes on with the invoice as it is. */
export const RectifyContinue: Story = {
  args: { which: 'rectify' },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '购买方信息智能纠错' });
    within(dialog).getByRole('button', { name: '继续开具' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenCalledWith('continue');
  },
};
