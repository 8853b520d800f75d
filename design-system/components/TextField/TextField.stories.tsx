import { useState, type ComponentProps } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';
import { ThemeColumns, expectThemePanels, storyBox, storyT, themesStory } from '../../foundations/ThemeColumns';

const box = { width: 360 };

const meta = {
  title: 'Components/TextField',
  component: TextField,
  decorators: [storyBox(box)],
  args: { label: <Trans i18nKey="stories:fields.buyer.name" />, onChange: fn() },
  argTypes: { layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '名称' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('杭州某某科技有限公司');
    await expect(input).toHaveValue('杭州某某科技有限公司');
    await expect(args.onChange).toHaveBeenLastCalledWith('杭州某某科技有限公司');
  },
};

export const Playground: Story = {
  args: {
    layout: 'vertical',
    isRequired: true,
    isDisabled: false,
    isReadOnly: false,
    isClearable: true,
    maxBytes: 100,
    description: <Trans i18nKey="stories:fields.buyer.remarkHelp" />,
  },
};

function Placeholder(props: { name: 'namePlaceholder' | 'taxIdPlaceholder' } & Omit<ComponentProps<typeof TextField>, 'placeholder'>) {
  const { t } = useTranslation('stories');
  const { name, ...rest } = props;
  return <TextField {...rest} placeholder={t(`fields.buyer.${name}`)} />;
}

export const WithHelp: Story = {
  args: { label: <Trans i18nKey="stories:fields.buyer.taxId" />, description: <Trans i18nKey="stories:fields.buyer.taxIdHelp" /> },
  render: (args) => <Placeholder {...args} name="taxIdPlaceholder" />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '纳税人识别号' });
    await expect(input).toHaveAccessibleDescription('15、17、18 或 20 位大写字母或数字');
    await expect(input).toHaveAttribute('placeholder', '请输入纳税人识别号');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  render: (args) => <Placeholder {...args} name="namePlaceholder" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '名称' })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    defaultValue: '#杭州',
    errorMessage: <Trans i18nKey="stories:fields.buyer.nameFormat" />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '名称' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('格式有误!请重新输入');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '杭州某某科技有限公司' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { label: <Trans i18nKey="stories:fields.phone" />, isReadOnly: true, defaultValue: '13800001234' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '手机号码' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('13800001234');
  },
};

/** The byte counter counts a Chinese character as 2 bytes (spec 01 §5). */
export const ByteCounter: Story = {
  args: { maxBytes: 100, description: <Trans i18nKey="stories:fields.buyer.remarkHelp" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0/100')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox'), '杭州ABC');
    await expect(canvas.getByText('7/100')).toBeInTheDocument();
  },
};

/** Over the limit: the message shows and the field is invalid, but nothing typed is cut. */
export const OverByteLimit: Story = {
  args: { maxBytes: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '名称' });
    await userEvent.type(input, '杭州某某科技有限公司');
    await expect(canvas.getByText('20/20')).toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('AB');
    await expect(input).toHaveValue('杭州某某科技有限公司AB');
    await expect(canvas.getByText('22/20')).toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('最多输入20个字节');
  },
};

/** The remark (备注): a text area with the 230-byte limit of paper invoices. */
export const Multiline: Story = {
  args: { label: <Trans i18nKey="stories:fields.buyer.remark" />, multiline: true, maxBytes: 230 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: '备注' });
    await userEvent.click(area);
    await userEvent.keyboard('合同号 2026-001{Enter}');
    await expect(area).toHaveValue('合同号 2026-001\n');
    await expect(canvas.getByText('16/230')).toBeInTheDocument();
  },
};

/** maxLength marks the field invalid past the limit rather than cutting the text. */
export const MaxLength: Story = {
  args: { label: <Trans i18nKey="stories:fields.phone" />, maxLength: 11, showCount: true, defaultValue: '1380000123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '手机号码' });
    await userEvent.type(input, '45');
    await expect(input).toHaveValue('138000012345');
    await expect(canvas.getByText('12/11')).toBeInTheDocument();
    await expect(input).toHaveAccessibleDescription('最多输入11个字符');
  },
};

function ClearableDemo() {
  const [value, setValue] = useState('杭州某某科技有限公司');
  const { t } = useTranslation('stories');
  return <TextField label={t('fields.buyer.name')} value={value} onChange={setValue} isClearable />;
}

/** The clear button empties the field and puts the caret back in it. */
export const Clearable: Story = {
  render: () => <ClearableDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '名称' });
    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: '清除' })).not.toBeInTheDocument();
  },
};

function TextStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <TextField label={t('fields.buyer.name')} isRequired isClearable maxBytes={100} defaultValue={t('themeSheet.buyerValue')} />
      <TextField label={t('fields.phone')} isInvalid errorMessage={t('fields.phoneInvalid')} defaultValue="1380000" />
      <TextField label={t('fields.buyer.taxId')} placeholder={t('fields.buyer.taxIdPlaceholder')} description={t('fields.buyer.taxIdHelp')} />
      <TextField label={t('fields.buyer.remark')} multiline rows={2} isDisabled defaultValue={t('fields.buyer.remarkHelp')} />
    </div>
  );
}

/** A value with counter and clear button, an error, a placeholder with help, a disabled text area, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <TextStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      await expect(panel.getByRole('textbox', { name: t('fields.buyer.name') })).toHaveValue(t('themeSheet.buyerValue'));
      await expect(panel.getByRole('button', { name: storyT('ds')('textField.clear') })).toBeVisible();
      const phone = panel.getByRole('textbox', { name: t('fields.phone') });
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toHaveAccessibleDescription(t('fields.phoneInvalid'));
      await expect(panel.getByPlaceholderText(t('fields.buyer.taxIdPlaceholder'))).toHaveAccessibleDescription(t('fields.buyer.taxIdHelp'));
      await expect(panel.getByRole('textbox', { name: t('fields.buyer.remark') })).toBeDisabled();
    }
  },
};
