import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { ThemeColumns, expectFiveColours, expectThemePanels, storyT } from './ThemeColumns';
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

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

function ThemeSheet() {
  const { t } = useTranslation('stories');
  return (
    <>
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
    </>
  );
}

/** The core components under all five role themes, side by side: only the brand family changes. */
export const AllThemes: Story = {
  render: () => (
    <ThemeColumns>
      <ThemeSheet />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    // One labelled panel per theme, each carrying its theme attribute so its CSS variables apply.
    const primaries = [];
    for (const { panel } of await expectThemePanels(canvasElement)) {
      primaries.push(panel.getByRole('button', { name: storyT()('themeSheet.primary') }));
    }
    await expectFiveColours(primaries);
  },
};
