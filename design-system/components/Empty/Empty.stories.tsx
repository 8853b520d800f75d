import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Empty } from './index';
import { ThemeColumns, expectThemePanels, storyBox, storyT, themesStory } from '../../foundations/ThemeColumns';

const meta = {
  title: 'Components/Empty',
  component: Empty,
  argTypes: { size: { control: 'inline-radio', options: ['default', 'compact'] } },
  decorators: [storyBox({ width: 480 })],
} satisfies Meta<typeof Empty>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue's 暂无数据 for empty lists (spec 01 §8). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { size: 'default' } };

/** Compact, as inside a table body or a dropdown. */
export const Compact: Story = { args: { size: 'compact' } };

const refresh = fn();

/** A reason and an action, e.g. the terminal list's 当前列表无终端 warning (spec 01 §8). */
export const WithDescriptionAndAction: Story = {
  args: {
    description: <Trans i18nKey="stories:data.empty.description" />,
    action: (
      <Button variant="primary" onPress={refresh}>
        <Trans i18nKey="stories:data.empty.action" />
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('当前列表无终端，请联系服务商分配')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '刷新' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(refresh).toHaveBeenCalledTimes(1);
  },
};

function EmptyStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Empty size="compact" />
      <Empty
        size="compact"
        description={t('data.empty.description')}
        action={<Button variant="primary">{t('data.empty.action')}</Button>}
      />
    </div>
  );
}

/** The bare 暂无数据 and one with a reason and an action, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <EmptyStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      await expect(panel.getAllByText(storyT('ds')('empty.title'))).toHaveLength(2);
      await expect(panel.getByText(t('data.empty.description'))).toBeVisible();
      await expect(panel.getByRole('button')).toHaveTextContent(t('data.empty.action'));
    }
  },
};
