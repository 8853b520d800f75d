import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { emptyExtras, extrasReducer, type IssueExtras } from '../hooks/issueExtras';
import { SpecialBusinessSection } from './SpecialBusinessSection';

function Section({ initial, errors }: { initial: Partial<IssueExtras>; errors?: Record<string, string> }) {
  const [extras, dispatch] = useReducer(extrasReducer, { ...emptyExtras(), ...initial });
  return <SpecialBusinessSection extras={extras} errors={new Map(Object.entries(errors ?? {}))} onAction={dispatch} />;
}

const meta = {
  title: 'Features/InvoiceIssue/SpecialBusinessSection',
  component: Section,
  args: { initial: {} },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No special business: only the type to choose. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /特定业务类型/ })).toHaveTextContent('无');
  },
};

/** 03 construction: cross-city asks for the report number; the rule's messages at their fields. */
export const Construction: Story = {
  args: {
    initial: { tdyslxdm: '03', tdywxx: { jzfw: { jzfwfsd: '上海市浦东新区', kdsbz: 'Y' } } },
    errors: { 'tdywxx.jzfw.jzxmmc': '建筑项目名称不能为空', 'tdywxx.jzfw.kqysssxbgglbm': '跨地（市）时跨区域涉税事项报验管理编号不能为空' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /建筑项目名称/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('跨地（市）时跨区域涉税事项报验管理编号不能为空')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /建筑服务发生地/ })).toHaveValue('上海市浦东新区');
  },
};

/** 04 freight: the list of transports grows and shrinks. */
export const Freight: Story = {
  args: { initial: { tdyslxdm: '04' }, errors: { 'tdywxx.hwysfw': '货物运输服务信息不能为空' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('货物运输服务信息不能为空')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '添加运输信息' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /起运地/ }), '上海');
    await expect(canvas.getByRole('group', { name: '运输信息 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '添加运输信息' }));
    await userEvent.click(canvas.getByRole('button', { name: '删除第2条' }));
    await expect(canvas.queryByRole('group', { name: '运输信息 2' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /起运地/ })).toHaveValue('上海');
  },
};

/** 06 lease with several buyers: the co-buyers' list appears with the joint flag. */
export const PropertyLeaseJoint: Story = {
  args: { initial: { tdyslxdm: '06', tdywxx: { bdcjyzlfwList: [{ bdcdz: '上海市黄浦区', xxdz: '南京东路100号' }] }, dfgtgmbq: 'Y', gtgmfList: [{ gmfmc: '张三' }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: '多方共同购买' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: '共同购买方 1' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /共同购买方名称/ })).toHaveValue('张三');
  },
};

/** 24 scrap purchase: the natural-person seller with address and phone. */
export const NaturalSeller: Story = {
  args: { initial: { tdyslxdm: '24', xfbcxx: { gj: '中国' } }, errors: { 'xfbcxx.dh': '销售方电话不能为空' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /销售方国籍/ })).toHaveValue('中国');
    await expect(canvas.getByRole('textbox', { name: /销售方电话/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /销售方地址/ })).toBeVisible();
  },
};

/** 14 motor vehicle: the chassis number is worded as the vehicle identification number. */
export const MotorVehicle: Story = {
  args: { initial: { tdyslxdm: '14' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('发动机号码和车辆识别代号/车架号码至少填写一项')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '车辆识别代号/车架号码' })).toBeVisible();
  },
};
