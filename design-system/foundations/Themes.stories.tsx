import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { vars } from '../tokens';
import { RoleThemeProvider, roleThemes } from '../themes';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { Checkbox } from '../components/Checkbox';
import { Radio, RadioGroup } from '../components/RadioGroup';
import { Switch } from '../components/Switch';
import { Tag } from '../components/Tag';
import { StatusBadge } from '../components/StatusBadge';
import { ProgressBar } from '../components/ProgressBar';
import { Tab, TabList, TabPanel, Tabs } from '../components/Tabs';

const meta = {
  title: 'Foundations/Themes',
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(5, 264px);
  gap: 12px;
`;
const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 12px;
  background: ${vars.colorSurface};
  border: 1px solid ${vars.colorBorder};
  border-radius: 8px;
  h2 {
    margin: -12px -12px 0;
    padding: 8px 12px;
    font-size: 14px;
    color: ${vars.colorHeaderText};
    background: ${vars.colorHeaderBackground};
    border-radius: 8px 8px 0 0;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

function ThemePanel({ role }: { role: (typeof roleThemes)[number] }) {
  const { t } = useTranslation('stories');
  const { t: ds } = useTranslation('ds');
  return (
    <RoleThemeProvider role={role} scope="subtree">
      <Panel aria-label={ds(`theme.${role}`)}>
        <h2>{ds(`theme.${role}`)}</h2>
        <Row>
          <Button variant="primary">{t('themeSheet.primary')}</Button>
          <Button>{t('themeSheet.default')}</Button>
        </Row>
        <Row>
          <Button variant="text">{t('themeSheet.text')}</Button>
          <Button variant="danger">{t('themeSheet.danger')}</Button>
        </Row>
        <TextField label={t('themeSheet.buyer')} defaultValue={t('themeSheet.buyerValue')} />
        <Row>
          <Checkbox defaultSelected>{t('themeSheet.remember')}</Checkbox>
          <Switch defaultSelected>{t('themeSheet.autoLogin')}</Switch>
        </Row>
        <RadioGroup aria-label={t('themeSheet.today')} variant="button" defaultValue="today" orientation="horizontal">
          <Radio value="today">{t('themeSheet.today')}</Radio>
          <Radio value="yesterday">{t('themeSheet.yesterday')}</Radio>
        </RadioGroup>
        <Row>
          <Tag tone="success">{t('themeSheet.normal')}</Tag>
          <Tag tone="warning">{t('themeSheet.expiring')}</Tag>
          <Tag tone="danger">{t('themeSheet.stopped')}</Tag>
          <StatusBadge tone="success">{t('themeSheet.online')}</StatusBadge>
        </Row>
        <ProgressBar label={t('themeSheet.progress')} value={45} />
        <Tabs defaultSelectedKey="issue">
          <TabList aria-label={t('themeSheet.title')}>
            <Tab id="issue">{t('themeSheet.tabIssue')}</Tab>
            <Tab id="query">{t('themeSheet.tabQuery')}</Tab>
          </TabList>
          <TabPanel id="issue">{t('themeSheet.buyerValue')}</TabPanel>
          <TabPanel id="query">{t('themeSheet.buyerValue')}</TabPanel>
        </Tabs>
      </Panel>
    </RoleThemeProvider>
  );
}

/** The core components under all five role themes, side by side: only the brand family changes. */
export const AllThemes: Story = {
  render: () => (
    <Columns>
      {roleThemes.map((role) => (
        <ThemePanel key={role} role={role} />
      ))}
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One panel per theme, each carrying its theme attribute so its CSS variables apply.
    for (const role of roleThemes) {
      const panel = canvasElement.querySelector(`[data-role-theme="${role}"]`);
      await expect(panel).not.toBeNull();
    }
    const primaries = canvas.getAllByRole('button', { name: /开具发票|Issue invoice/ });
    await expect(primaries).toHaveLength(5);
    const colours = new Set(primaries.map((b) => getComputedStyle(b).backgroundColor));
    await expect(colours.size).toBe(5);
  },
};
