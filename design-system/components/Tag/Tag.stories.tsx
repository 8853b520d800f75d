import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { tones } from '../../tokens/semantic';
import { Tag } from './Tag';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { children: <Trans i18nKey="stories:tag.normal" />, tone: 'neutral' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { tone: 'success', size: 'md', closable: false, onClose: fn() } };

/** Every tone: the tone's text on its own background, AA in every role theme. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {tones.map((tone) => (
        <Tag key={tone} {...args} tone={tone}>
          <Trans i18nKey={`stories:tag.tone.${tone}`} />
        </Tag>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Tag {...args} tone="info" size="sm" />
      <Tag {...args} tone="info" size="md" />
    </div>
  ),
};

export const WithIcon: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Tag {...args} tone="success" icon="success">
        <Trans i18nKey="stories:tag.verified" />
      </Tag>
      <Tag {...args} tone="warning" icon="clock">
        <Trans i18nKey="stories:tag.expiring" />
      </Tag>
      <Tag {...args} tone="danger" icon="error">
        <Trans i18nKey="stories:tag.notInserted" />
      </Tag>
    </div>
  ),
};

function MountTypes() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Tag tone="success">{t('tag.mount.1')}</Tag>
      <Tag tone="danger">{t('tag.mount.2')}</Tag>
    </div>
  );
}

/** spec 01 §4: mount type 1 is a success label, 2 an error label. */
export const MountType: Story = { render: () => <MountTypes /> };

function ClosableTags() {
  const { t } = useTranslation('stories');
  const [tags, setTags] = useState(['IT100', 'IT300', 'WT200']);
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', minWidth: 320 }}>
      {tags.map((tag) => (
        <Tag key={tag} tone="info" closable onClose={() => setTags((all) => all.filter((x) => x !== tag))}>
          {tag}
        </Tag>
      ))}
      {tags.length === 0 && <span>{t('tag.none')}</span>}
    </div>
  );
}

/** Keyboard: each close button is a tab stop named after its tag; Enter removes the tag. */
export const Closable: Story = {
  render: () => <ClosableTags />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: /IT100/ });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('IT100')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /WT200/ }));
    await expect(canvas.queryByText('WT200')).not.toBeInTheDocument();
    await expect(canvas.getByText('IT300')).toBeInTheDocument();
  },
};

function TagStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {tones.map((tone) => (
        <Tag key={tone} tone={tone}>
          {t(`tag.tone.${tone}`)}
        </Tag>
      ))}
      <Tag tone="success" icon="success" size="sm">
        {t('tag.verified')}
      </Tag>
      <Tag tone="info" closable onClose={() => {}}>
        {t('tag.mount.1')}
      </Tag>
    </div>
  );
}

/** Every tone, a small tag with an icon and a closable one, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <TagStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel, element } of await expectThemePanels(canvasElement)) {
      for (const tone of tones) await expect(panel.getByText(t(`tag.tone.${tone}`))).toBeVisible();
      await expect(element).toHaveTextContent(t('tag.verified'));
      await expect(panel.getByRole('button')).toHaveAccessibleName(storyT('ds')('tag.removeNamed', { label: t('tag.mount.1') }));
    }
  },
};
