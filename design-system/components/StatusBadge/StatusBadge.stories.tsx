import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tones } from '../../tokens/semantic';
import { StatusBadge, type ToneMap } from './StatusBadge';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { children: <Trans i18nKey="stories:statusBadge.online" />, tone: 'success' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { tone: 'danger', coloredText: true, size: 'md' } };

/** Every tone, with the text in the body colour and, below, in the tone's own text colour. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, auto)', gap: '8px 24px' }}>
      {tones.map((tone) => (
        <StatusBadge key={tone} {...args} tone={tone}>
          <Trans i18nKey={`stories:statusBadge.tone.${tone}`} />
        </StatusBadge>
      ))}
      {tones.map((tone) => (
        <StatusBadge key={`${tone}-text`} {...args} tone={tone} coloredText>
          <Trans i18nKey={`stories:statusBadge.tone.${tone}`} />
        </StatusBadge>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <StatusBadge {...args} size="sm" />
      <StatusBadge {...args} size="md" />
    </div>
  ),
};

// spec 02 §4: service status colouring, 1 success; 0 or 2 warning; 3 to 6 danger.
const serviceStatusTones: ToneMap = { 1: 'success', 0: 'warning', 2: 'warning', 3: 'danger', 4: 'danger', 5: 'danger', 6: 'danger' };
const serviceStatuses = [1, 0, 2, 3, 4, 6] as const;

function ServiceStatuses() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {serviceStatuses.map((code) => (
        <StatusBadge key={code} value={code} toneMap={serviceStatusTones} coloredText={code !== 1}>
          {t(`statusBadge.service.${code}`)}
        </StatusBadge>
      ))}
      <StatusBadge value={99} toneMap={serviceStatusTones}>
        {t('statusBadge.unknown')}
      </StatusBadge>
    </div>
  );
}

/** A status code coloured through a tone map (spec 02 §4); unknown codes fall back to neutral. */
export const ServiceStatus: Story = {
  render: () => <ServiceStatuses />,
  play: async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll('[data-tone]');
    await expect([...badges].map((b) => b.getAttribute('data-tone'))).toEqual([
      'success', 'warning', 'warning', 'danger', 'danger', 'danger', 'neutral',
    ]);
  },
};

function OnlineStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', gap: 24 }}>
      <StatusBadge value={1} toneMap={{ 1: 'success' }} fallbackTone="danger">
        {t('statusBadge.diskOnline')}
      </StatusBadge>
      <StatusBadge value={0} toneMap={{ 1: 'success' }} fallbackTone="danger" coloredText>
        {t('statusBadge.diskNotInserted')}
      </StatusBadge>
      <StatusBadge tone="success">{t('statusBadge.verified')}</StatusBadge>
      <StatusBadge tone="warning">{t('statusBadge.unverified')}</StatusBadge>
    </div>
  );
}

/** spec 01 §4: disk online 1 is normal, otherwise not inserted; verification passed or not. */
export const TerminalStates: Story = {
  render: () => <OnlineStates />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Not inserted (online 0) falls back to danger and is the one danger badge.
    const notInserted = canvas.getByText(storyT()('statusBadge.diskNotInserted'));
    await expect(notInserted).toBeVisible();
    await expect(notInserted.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    await expect(canvasElement.querySelectorAll('[data-tone="danger"]')).toHaveLength(1);
  },
};

function BadgeStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: '8px 24px' }}>
      {tones.map((tone) => (
        <StatusBadge key={tone} tone={tone}>
          {t(`statusBadge.tone.${tone}`)}
        </StatusBadge>
      ))}
      {tones.map((tone) => (
        <StatusBadge key={`${tone}-text`} tone={tone} coloredText size="sm">
          {t(`statusBadge.tone.${tone}`)}
        </StatusBadge>
      ))}
    </div>
  );
}

/** Every tone, in body text and in the tone's own (small) text, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <BadgeStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    const expected = tones.map((tone) => t(`statusBadge.tone.${tone}`));
    for (const { element } of await expectThemePanels(canvasElement)) {
      const grid = element.querySelector(':scope > div')!;
      await expect(Array.from(grid.children, (badge) => badge.textContent)).toEqual([...expected, ...expected]);
    }
  },
};
