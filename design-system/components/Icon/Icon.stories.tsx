import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { toneVars, tones } from '../../tokens/semantic';
import { Icon } from './Icon';
import { iconNames } from './icons';
import { ThemeColumns, expectFiveColours, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';
import { vars } from '../../tokens';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'search', size: 16 },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: { type: 'range', min: 12, max: 48, step: 2 } },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Decorative by default: hidden from assistive technology.
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('width', '16');
  },
};

export const Playground: Story = { args: { name: 'qr-code', size: 32, strokeWidth: 2 } };

/** Every icon the portal uses, with its name. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 112px)', gap: 8 }}>
      {iconNames.map((name) => (
        <div
          key={name}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, padding: '10px 4px', border: '1px solid var(--tp-color-border)', borderRadius: 4, background: 'var(--tp-color-surface)' }}
        >
          <Icon {...args} name={name} size={20} />
          <code style={{ fontSize: 12, color: 'var(--tp-color-text-secondary)' }}>{name}</code>
        </div>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {[12, 14, 16, 20, 24, 32].map((size) => (
        <Icon key={size} {...args} name="terminal" size={size} />
      ))}
    </div>
  ),
};

/** Icons take the colour of the text around them, so tones colour them through `color`. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {tones.map((tone) => (
        <span key={tone} style={{ color: toneVars(tone).solid }}>
          <Icon {...args} name={tone === 'danger' ? 'error-filled' : tone === 'neutral' ? 'info' : `${tone}-filled`} size={24} />
        </span>
      ))}
    </div>
  ),
};

function LabelledIcons() {
  const { t } = useTranslation('stories');
  return (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
      <Icon name="lock" label={t('icon.locked')} />
      <span>{t('icon.account')}</span>
    </p>
  );
}

/** With a label the icon is an image with an accessible name. */
export const Labelled: Story = {
  render: () => <LabelledIcons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img');
    await expect(img).toHaveAccessibleName(storyT()('icon.locked'));
    await expect(img).not.toHaveAttribute('aria-hidden');
  },
};

function IconStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <span data-brand-icon="" style={{ color: vars.colorBrand }}>
          <Icon name="terminal" size={24} />
        </span>
        {tones.map((tone) => (
          <span key={tone} style={{ color: toneVars(tone).solid }}>
            <Icon name={tone === 'danger' ? 'error-filled' : tone === 'neutral' ? 'info' : `${tone}-filled`} size={24} />
          </span>
        ))}
      </div>
      <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
        <Icon name="lock" label={t('icon.locked')} />
        <span>{t('icon.account')}</span>
      </p>
    </div>
  );
}

/** A brand-coloured icon, the tone icons and a labelled icon, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <IconStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    const brand = [];
    for (const { panel, element } of await expectThemePanels(canvasElement)) {
      await expect(panel.getByRole('img')).toHaveAccessibleName(t('icon.locked'));
      await expect(panel.getByText(t('icon.account'))).toBeVisible();
      await expect(element.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1 + tones.length);
      brand.push(element.querySelector('[data-brand-icon]')!);
    }
    await expectFiveColours(brand, 'color');
  },
};
