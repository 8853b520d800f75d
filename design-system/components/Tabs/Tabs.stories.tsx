import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';
import { ThemeColumns, expectFiveColours, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const qrTabs = ['wechat', 'taxApp', 'personalTaxApp'] as const;

function QrTabs(props: { size?: 'sm' | 'md'; defaultSelectedKey?: string; disabledKeys?: string[]; onSelectionChange?: (key: Key) => void }) {
  const { t } = useTranslation('stories');
  return (
    <div style={{ width: 520 }}>
      <Tabs {...props}>
        <TabList aria-label={t('tabs.qr.label')}>
          {qrTabs.map((id) => (
            <Tab key={id} id={id}>
              {t(`tabs.qr.${id}`)}
            </Tab>
          ))}
        </TabList>
        {qrTabs.map((id) => (
          <TabPanel key={id} id={id}>
            {t(`tabs.qr.${id}Hint`)}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { size: 'md', children: null, onSelectionChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    children: { control: false },
  },
  render: ({ size, onSelectionChange }) => <QrTabs size={size} onSelectionChange={onSelectionChange} />,
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The face-scan QR dialog's three tabs (spec 02 §2.1 item 6). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(3);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabs[2]!);
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(storyT()('tabs.qr.personalTaxApp'));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(storyT()('tabs.qr.personalTaxAppHint'));
  },
};

export const Playground: Story = { args: { size: 'md' } };

/** A role check value of 1 opens on the tax-app tab (spec 02 §2.1 item 6). */
export const InitialTab: Story = {
  render: () => <QrTabs defaultSelectedKey="taxApp" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** Keyboard: Tab enters the selected tab, arrows move and select, Home/End jump, Tab goes on to the panel. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('taxApp');
    await userEvent.keyboard('{End}');
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    // Arrows wrap around.
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[2]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** A disabled tab is shown but skipped by arrows and clicks. */
export const DisabledTab: Story = {
  render: () => <QrTabs disabledKeys={['taxApp']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs[1]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tabs[1]!);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[2]).toHaveFocus();
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
  },
};

export const Small: Story = { args: { size: 'sm' } };

function TaxCategoryTabs() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ width: 640 }}>
      <Tabs>
        <TabList
          aria-label={t('tabs.taxCategory.label')}
          extra={<IconButton icon="refresh" variant="outlined" size="sm" aria-label={t('iconButton.refresh')} />}
        >
          <Tab id="category">{t('tabs.taxCategory.category')}</Tab>
          <Tab id="agreement">{t('tabs.taxCategory.agreement')}</Tab>
        </TabList>
        <TabPanel id="category">
          <Trans i18nKey="stories:tabs.taxCategory.categoryHint" />
        </TabPanel>
        <TabPanel id="agreement">
          <Trans i18nKey="stories:tabs.taxCategory.agreementHint" />
        </TabPanel>
      </Tabs>
    </div>
  );
}

/** The tax-category dialog's two tabs (spec 02 §2.1 item 7), with an action at the end of the bar. */
export const WithExtra: Story = {
  render: () => <TaxCategoryTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true');
    // The bar's action is the next tab stop after the selected tab.
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};

function TabStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Tabs defaultSelectedKey="taxApp" disabledKeys={['personalTaxApp']}>
        <TabList aria-label={t('tabs.qr.label')}>
          {qrTabs.map((id) => (
            <Tab key={id} id={id}>
              {t(`tabs.qr.${id}`)}
            </Tab>
          ))}
        </TabList>
        {qrTabs.map((id) => (
          <TabPanel key={id} id={id}>
            {t(`tabs.qr.${id}Hint`)}
          </TabPanel>
        ))}
      </Tabs>
      <Tabs size="sm" defaultSelectedKey="category">
        <TabList aria-label={t('tabs.taxCategory.label')}>
          <Tab id="category">{t('tabs.taxCategory.category')}</Tab>
          <Tab id="agreement">{t('tabs.taxCategory.agreement')}</Tab>
        </TabList>
        <TabPanel id="category">{t('tabs.taxCategory.categoryHint')}</TabPanel>
        <TabPanel id="agreement">{t('tabs.taxCategory.agreementHint')}</TabPanel>
      </Tabs>
    </div>
  );
}

/** Selected, unselected and disabled tabs in both sizes, with their panels, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth={380}>
      <TabStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    const selected = [];
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const taxApp = panel.getByRole('tab', { name: t('tabs.qr.taxApp') });
      await expect(taxApp).toHaveAttribute('aria-selected', 'true');
      await expect(panel.getByRole('tab', { name: t('tabs.qr.personalTaxApp') })).toHaveAttribute('aria-disabled', 'true');
      await expect(panel.getByRole('tab', { name: t('tabs.taxCategory.category') })).toHaveAttribute('aria-selected', 'true');
      await expect(panel.getAllByRole('tabpanel').map((p) => p.textContent)).toEqual([t('tabs.qr.taxAppHint'), t('tabs.taxCategory.categoryHint')]);
      selected.push(taxApp);
    }
    await expectFiveColours(selected, 'color');
  },
};
