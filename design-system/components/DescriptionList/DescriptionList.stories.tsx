import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';
import { Tag } from '../Tag';
import { DescriptionList, type DescriptionItem, type DescriptionListProps } from './DescriptionList';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const diskKeys = ['taxerName', 'diskId', 'termType', 'edition', 'remain', 'diskState', 'psn', 'boardPort'] as const;

/** The tax-disk detection dialog's fields (spec 01 §2), texts from the stories catalogue. */
function useDiskItems(): DescriptionItem[] {
  const { t } = useTranslation('stories');
  return diskKeys.map((key) => ({
    key,
    label: t(`descriptionList.label.${key}`),
    value:
      key === 'diskState' ? (
        <StatusBadge tone="success">{t('descriptionList.value.diskState')}</StatusBadge>
      ) : (
        t(`descriptionList.value.${key}`)
      ),
  }));
}

type Args = Omit<DescriptionListProps, 'items'> & { onDetect?: () => void };

function DiskPanel({ onDetect, ...args }: Args) {
  const { t } = useTranslation('stories');
  const items = useDiskItems();
  return (
    <div style={{ width: 640 }}>
      <DescriptionList
        {...args}
        items={items}
        title={args.title === undefined ? t('descriptionList.title') : args.title}
        extra={
          args.extra ?? (
            <Button size="sm" variant="primary" onPress={onDetect}>
              {t('descriptionList.detect')}
            </Button>
          )
        }
      />
    </div>
  );
}

const meta = {
  title: 'Components/DescriptionList',
  component: DescriptionList,
  args: { items: [], columns: 2, bordered: true, size: 'md' },
  argTypes: {
    columns: { control: 'inline-radio', options: [1, 2, 3, 4] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    items: { control: false },
  },
  render: ({ items: _items, ...args }) => <DiskPanel {...args} />,
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tax-disk detection dialog's panel: bordered, two columns, with the detect action. */
export const Default: Story = {
  render: ({ items: _items, ...args }) => <DiskPanel {...args} onDetect={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(8);
    await expect(canvas.getAllByRole('definition')).toHaveLength(8);
    await expect(canvas.getByRole('group')).toHaveAccessibleName(storyT()('descriptionList.title'));
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};

export const Playground: Story = { args: { columns: 3, bordered: true, size: 'sm' } };

/** Plain "label: value" text, as in dense side panels. */
export const Plain: Story = {
  args: { bordered: false },
  play: async ({ canvasElement }) => {
    // The label carries the locale's colon.
    await expect(within(canvasElement).getAllByRole('term')[0]!.textContent).toBe(`${storyT()('descriptionList.label.taxerName')}${storyT('ds')('descriptionList.colon')}`);
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const OneColumn: Story = { args: { columns: 1, title: null } };

export const FourColumns: Story = {
  args: { columns: 4, size: 'sm' },
  render: ({ items: _items, ...args }) => (
    <div style={{ width: 1100 }}>
      <DiskPanel {...args} />
    </div>
  ),
};

function SpanList(args: Args) {
  const { t } = useTranslation('stories');
  const items: DescriptionItem[] = [
    { key: 'taxerName', label: t('descriptionList.label.taxerName'), value: t('descriptionList.value.taxerName'), span: 2 },
    { key: 'diskId', label: t('descriptionList.label.diskId'), value: t('descriptionList.value.diskId') },
    { key: 'termType', label: t('descriptionList.label.termType'), value: t('descriptionList.value.termType') },
    { key: 'remark', label: t('descriptionList.label.remark'), value: t('descriptionList.value.remark'), span: 2 },
    { key: 'psn', label: t('descriptionList.label.psn'), value: null },
  ];
  return (
    <div style={{ width: 840 }}>
      <DescriptionList {...args} items={items} columns={3} />
    </div>
  );
}

/** Spans, a stretched last item (rows are always full) and an empty value shown as the empty mark. */
export const SpansAndEmpty: Story = {
  render: ({ items: _items, ...args }) => <SpanList {...args} />,
  play: async ({ canvasElement }) => {
    const values = within(canvasElement).getAllByRole('definition');
    await expect(values[0]).toHaveAttribute('data-span', '2');
    // Row 3 holds only the chassis number, so it stretches across all three columns.
    await expect(values[4]).toHaveAttribute('data-span', '3');
    await expect(values[4]!.textContent).toBe('-');
  },
};

function ToneValues(args: Args) {
  const { t } = useTranslation('stories');
  const items: DescriptionItem[] = [
    { key: 'edition', label: t('descriptionList.label.edition'), value: t('descriptionList.value.edition') },
    {
      key: 'remain',
      label: t('descriptionList.label.remain'),
      value: <span style={{ color: 'var(--tp-color-danger-text)' }}>{t('descriptionList.value.remainSoon')}</span>,
    },
    { key: 'diskState', label: t('descriptionList.label.diskState'), value: <StatusBadge tone="danger" coloredText>{t('descriptionList.value.notInserted')}</StatusBadge> },
    { key: 'mount', label: t('descriptionList.label.mount'), value: <Tag tone="success">{t('tag.mount.1')}</Tag> },
    { key: 'verify', label: t('descriptionList.label.verify'), value: <StatusBadge tone="warning">{t('statusBadge.unverified')}</StatusBadge> },
    { key: 'service', label: t('descriptionList.label.service'), value: <StatusBadge tone="success">{t('statusBadge.service.1')}</StatusBadge> },
  ];
  return (
    <div style={{ width: 640 }}>
      <DescriptionList {...args} items={items} columns={2} />
    </div>
  );
}

/** Status values in tones: red days remaining under 30, a disk not inserted, a success mount label (spec 01 §4). */
export const Tones: Story = { render: ({ items: _items, ...args }) => <ToneValues {...args} /> };

function ThemedDiskPanel() {
  const { t } = useTranslation('stories');
  const items = useDiskItems().slice(0, 6);
  return (
    <DescriptionList
      items={items}
      columns={1}
      bordered
      size="sm"
      title={t('descriptionList.title')}
      extra={
        <Button size="sm" variant="primary">
          {t('descriptionList.detect')}
        </Button>
      }
    />
  );
}

/** The bordered disk panel with its title, action and a status value, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth={360}>
      <ThemedDiskPanel />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      await expect(panel.getByRole('heading', { level: 3 })).toHaveTextContent(t('descriptionList.title'));
      await expect(panel.getByRole('button')).toHaveTextContent(t('descriptionList.detect'));
      for (const key of ['taxerName', 'diskId', 'diskState'] as const) {
        await expect(panel.getByText(t(`descriptionList.label.${key}`))).toBeVisible();
        await expect(panel.getByText(t(`descriptionList.value.${key}`))).toBeVisible();
      }
    }
  },
};
