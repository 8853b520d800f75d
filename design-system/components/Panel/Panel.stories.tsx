import { Trans } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { Panel } from './index';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

/** The page background a panel sits on. */
const Page = styled.div`
  width: 480px;
  padding: 16px;
  background: ${vars.colorBackground};
`;

const meta = {
  title: 'Components/Panel',
  component: Panel,
  args: {
    title: <Trans i18nKey="stories:panel.title" />,
    children: <Trans i18nKey="stories:panel.body" />,
  },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A titled block of a page: a region named by its heading. */
export const Default: Story = {
  decorators: [(Story) => <Page>{Story()}</Page>],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '最近开具' });
    await expect(within(region).getByRole('heading', { level: 2, name: '最近开具' })).toBeInTheDocument();
    await expect(region).toHaveTextContent('本月已开具 3 张发票。');
  },
};

/** A summary at the right of the title. */
export const WithExtra: Story = {
  args: { extra: <Trans i18nKey="stories:panel.extra" /> },
  decorators: [(Story) => <Page>{Story()}</Page>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '最近开具' })).toHaveTextContent('共 3 张');
  },
};

/** The panel under every role theme: its title and summary follow each theme's text colours. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth={340}>
      {(role) => (
        // each region is named after its theme: five regions of one name would be indistinguishable landmarks
        <Panel title={<Trans i18nKey="stories:panel.themedTitle" values={{ theme: storyT('ds')(`theme.${role}`) }} />} extra={<Trans i18nKey="stories:panel.extra" />}>
          <Trans i18nKey="stories:panel.body" />
        </Panel>
      )}
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel, role } of await expectThemePanels(canvasElement)) {
      const region = panel.getByRole('region', { name: t('panel.themedTitle', { theme: storyT('ds')(`theme.${role}`) }) });
      await expect(region).toHaveTextContent(t('panel.extra'));
      await expect(region).toHaveTextContent(t('panel.body'));
    }
  },
};
