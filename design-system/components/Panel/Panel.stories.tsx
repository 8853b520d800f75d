import { Trans } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { Panel } from './index';

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
  decorators: [(Story) => <Page>{Story()}</Page>],
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A titled block of a page: a region named by its heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '最近开具' });
    await expect(within(region).getByRole('heading', { level: 2, name: '最近开具' })).toBeInTheDocument();
    await expect(region).toHaveTextContent('本月已开具 3 张发票。');
  },
};

/** A summary at the right of the title. */
export const WithExtra: Story = {
  args: { extra: <Trans i18nKey="stories:panel.extra" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '最近开具' })).toHaveTextContent('共 3 张');
  },
};
