import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import type { RoleTheme } from '../../themes';
import { Form, FormActions, type FormProps } from './Form';
import { ThemeColumns, expectThemePanels, storyBox, storyT, themesStory } from '../../foundations/ThemeColumns';

type BuyerKey = 'name' | 'taxId' | 'addressPhone' | 'bankAccount' | 'remark';
type Buyer = Record<BuyerKey, string>;
type ErrorKey = 'nameRequired' | 'nameFormat' | 'taxIdRequired' | 'taxIdHelp';
const empty: Buyer = { name: '', taxId: '', addressPhone: '', bankAccount: '', remark: '' };
const taxIdPattern = /^([0-9A-Z]{15}|[0-9A-Z]{17}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;

interface BuyerFormProps extends Pick<FormProps, 'layout' | 'labelWidth' | 'scrollToFirstError' | 'aria-label'> {
  /** Errors as a server or a rule would return them, shown from the start. */
  initialErrors?: Partial<Record<BuyerKey, ErrorKey>>;
  initial?: Partial<Buyer>;
  onValid?: (buyer: Buyer) => void;
}

/** 购方信息: a small realistic form (spec 01 §5 pre-checks: required name and tax id, byte limits). */
function BuyerForm({ initialErrors = {}, initial, onValid, ...formProps }: BuyerFormProps) {
  const { t } = useTranslation('stories');
  const [buyer, setBuyer] = useState<Buyer>({ ...empty, ...initial });
  const [errors, setErrors] = useState(initialErrors);
  const [submitted, setSubmitted] = useState(false);
  const bind = (key: BuyerKey) => ({
    value: buyer[key],
    onChange: (value: string) => {
      setBuyer((b) => ({ ...b, [key]: value }));
      // Typing is never blocked: the field's error clears as soon as it is edited.
      setErrors((e) => ({ ...e, [key]: undefined }));
    },
    isInvalid: errors[key] != null,
    errorMessage: errors[key] && t(`fields.buyer.${errors[key]}`),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!buyer.name.trim()) next.name = 'nameRequired';
    if (!buyer.taxId.trim()) next.taxId = 'taxIdRequired';
    else if (!taxIdPattern.test(buyer.taxId)) next.taxId = 'taxIdHelp';
    setErrors(next);
    setSubmitted(Object.keys(next).length === 0);
    if (Object.keys(next).length === 0) onValid?.(buyer);
  };
  return (
    <Form {...formProps} onSubmit={onSubmit} aria-label={formProps['aria-label'] ?? t('fields.buyer.title')}>
      <TextField label={t('fields.buyer.name')} isRequired maxBytes={100} placeholder={t('fields.buyer.namePlaceholder')} {...bind('name')} />
      <TextField
        label={t('fields.buyer.taxId')}
        isRequired
        maxBytes={20}
        description={t('fields.buyer.taxIdHelp')}
        placeholder={t('fields.buyer.taxIdPlaceholder')}
        {...bind('taxId')}
      />
      <TextField label={t('fields.buyer.addressPhone')} maxBytes={100} {...bind('addressPhone')} />
      <TextField label={t('fields.buyer.bankAccount')} maxBytes={100} {...bind('bankAccount')} />
      <TextField label={t('fields.buyer.remark')} multiline rows={2} maxBytes={230} {...bind('remark')} />
      <FormActions>
        <Button type="submit" variant="primary">
          {t('fields.buyer.submit')}
        </Button>
        <Button
          onPress={() => {
            setBuyer(empty);
            setErrors({});
            setSubmitted(false);
          }}
        >
          {t('fields.buyer.reset')}
        </Button>
        {submitted && <span role="status">{t('fields.buyer.submitted')}</span>}
      </FormActions>
    </Form>
  );
}

const box = { width: 560 };

const meta = {
  title: 'Components/Form',
  component: BuyerForm,
  subcomponents: { Form, FormActions },
  decorators: [storyBox(box)],
  args: { onValid: fn() },
  argTypes: { layout: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
} satisfies Meta<typeof BuyerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Horizontal layout: right-aligned labels in a 120 px column, required marks, help and limits. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '名称' })).toHaveFocus();
    await userEvent.keyboard('杭州某某科技有限公司');
    await userEvent.tab();
    await userEvent.keyboard('91330100MA2B3C4D5E');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValid).toHaveBeenCalledWith(expect.objectContaining({ name: '杭州某某科技有限公司', taxId: '91330100MA2B3C4D5E' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('已提交');
  },
};

export const Playground: Story = { args: { layout: 'horizontal', labelWidth: 120, scrollToFirstError: true } };

export const Vertical: Story = { args: { layout: 'vertical' } };

/** Submitting with errors focuses the first invalid field (and scrolls it into view). */
export const ScrollToFirstError: Story = {
  args: { initial: { name: '杭州某某科技有限公司' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    const taxId = canvas.getByRole('textbox', { name: '纳税人识别号' });
    await waitFor(() => expect(taxId).toHaveFocus());
    await expect(taxId).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('请输入纳税人识别号')).toBeInTheDocument();
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};

/** Errors from a server or a rule show at once and do not block typing; editing clears them. */
export const ServerErrors: Story = {
  args: { initial: { name: '#杭州' }, initialErrors: { name: 'nameFormat', taxId: 'taxIdRequired' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: '名称' });
    await expect(name).toHaveAccessibleDescription('格式有误!请重新输入');
    await userEvent.click(name);
    await userEvent.keyboard('{Home}{Delete}');
    await expect(name).toHaveValue('杭州');
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

function ThemedBuyerForm({ role }: { role: RoleTheme }) {
  const { t } = useTranslation('stories');
  const { t: ds } = useTranslation('ds');
  return (
    <BuyerForm
      aria-label={t('themeStories.formLabel', { theme: ds(`theme.${role}`) })}
      layout="vertical"
      initial={{ name: t('themeSheet.buyerValue') }}
      initialErrors={{ taxId: 'taxIdRequired' }}
    />
  );
}

/** The buyer form (vertical) with a value and a server error, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth={320}>
      {(role) => <ThemedBuyerForm role={role} />}
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel, role } of await expectThemePanels(canvasElement)) {
      await expect(panel.getByRole('form')).toHaveAccessibleName(t('themeStories.formLabel', { theme: storyT('ds')(`theme.${role}`) }));
      await expect(panel.getByRole('textbox', { name: t('fields.buyer.name') })).toHaveValue(t('themeSheet.buyerValue'));
      const taxId = panel.getByRole('textbox', { name: t('fields.buyer.taxId') });
      await expect(taxId).toHaveAttribute('aria-invalid', 'true');
      await expect(taxId).toHaveAccessibleDescription(expect.stringContaining(t('fields.buyer.taxIdRequired')));
      await expect(panel.getAllByRole('button').map((b) => b.textContent)).toEqual([t('fields.buyer.submit'), t('fields.buyer.reset')]);
    }
  },
};
