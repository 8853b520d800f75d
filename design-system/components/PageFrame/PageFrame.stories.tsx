import { Trans } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Panel } from '../Panel';
import { ActionGroup, PageFrame } from './index';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const meta = {
  title: 'Components/PageFrame',
  component: PageFrame,
  args: {
    title: <Trans i18nKey="stories:pageFrame.title" />,
    actions: (
      <Button variant="primary">
        <Trans i18nKey="stories:pageFrame.action" />
      </Button>
    ),
    children: (
      <Panel title={<Trans i18nKey="stories:panel.title" />}>
        <ActionGroup>
          <Button size="sm" variant="text">
            <Trans i18nKey="stories:pageFrame.view" />
          </Button>
          <Button size="sm" variant="text">
            <Trans i18nKey="stories:pageFrame.revoke" />
          </Button>
        </ActionGroup>
      </Panel>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page's heading (h1) with its main action, then its panels; a row's actions side by side. */
export const Default: Story = {
  // the width of a narrow page, so the action sits at the right of the heading
  decorators: [(Story) => <div style={{ width: 720 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '红字信息表' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '填开红字信息表' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '最近开具' })).toHaveTextContent('查看撤销');
  },
};

/** The frame under every role theme: the heading follows each theme's text colour. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth={340}>
      {(role) => (
        <PageFrame title={<Trans i18nKey="stories:pageFrame.themedTitle" values={{ theme: storyT('ds')(`theme.${role}`) }} />}>
          <Trans i18nKey="stories:panel.body" />
        </PageFrame>
      )}
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel, role } of await expectThemePanels(canvasElement)) {
      await expect(panel.getByRole('heading', { level: 1, name: t('pageFrame.themedTitle', { theme: storyT('ds')(`theme.${role}`) }) })).toBeVisible();
    }
  },
};
