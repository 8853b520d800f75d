import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ColumnSettings } from './ColumnSettings';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const changed = fn();

function Demo({ initiallyHidden = [] as string[] }) {
  const { t } = useTranslation('stories');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set(initiallyHidden));
  const columns = [
    { key: 'account', title: t('tree.columns.account'), isRequired: true },
    { key: 'name', title: t('tree.columns.name') },
    { key: 'phone', title: t('tree.columns.phone') },
    { key: 'actions', title: t('tree.columns.actions'), isRequired: true },
  ];
  return (
    <ColumnSettings
      columns={columns}
      hidden={hidden}
      onChange={(next) => {
        changed(next);
        setHidden(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/ColumnSettings',
  component: Demo,
  beforeEach: () => changed.mockClear(),
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 列设置: a column is hidden by its checkbox, required ones stay, 重置 shows them all again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const t = storyT();
    const ds = storyT('ds');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: ds('columnSettings.trigger') }));
    const panel = await body.findByRole('dialog', { name: ds('columnSettings.title') });
    await expect(within(panel).getByRole('checkbox', { name: t('tree.columns.account') })).toBeDisabled();
    await userEvent.click(within(panel).getByRole('checkbox', { name: t('tree.columns.phone') }));
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith(new Set(['phone'])));
    await expect(within(panel).getByRole('checkbox', { name: t('tree.columns.phone') })).not.toBeChecked();
    await userEvent.click(within(panel).getByRole('button', { name: ds('columnSettings.reset') }));
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith(new Set()));
  },
};

/** The trigger in every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <Demo initiallyHidden={['phone']} />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const ds = storyT('ds');
    for (const { panel } of await expectThemePanels(canvasElement)) {
      await expect(panel.getByRole('button', { name: ds('columnSettings.trigger') })).toBeVisible();
    }
  },
};
