import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { toDataURL } from 'qrcode';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QrCode, type QrCodeProps } from './QrCode';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const link = 'https://portal.example.cn/h5/#/qrcode/661234567890?taxerName=demo&termType=IT160&tsp=1';

/** The label comes from the story catalogue, so the accessible name follows the locale toolbar. */
function Labelled({ labelKey = 'qrCode.label', ...args }: Omit<QrCodeProps, 'label'> & { labelKey?: string }) {
  const { t } = useTranslation('stories');
  return <QrCode {...args} label={t(labelKey)} />;
}

const meta = {
  title: 'Product/QrCode',
  component: QrCode,
  args: { value: link, label: '', size: 168, status: 'active', onRefresh: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['active', 'loading', 'expired'] } },
  render: (args) => <Labelled {...args} />,
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Drawn from a string as SVG, named for assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img', { name: /二维码|QR code/ });
    await expect(code.tagName.toLowerCase()).toBe('svg');
    await expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
  },
};

export const Playground: Story = {};

/** A server image (the `ewm` field of the QR response); here a PNG made on the fly as the server would. */
export const ServerImage: Story = {
  args: { value: undefined },
  loaders: [async () => ({ png: (await toDataURL('https://tpass.example.gov.cn/face?id=42', { margin: 1, width: 300 })).split(',')[1] })],
  render: (args, { loaded }) => <Labelled {...args} src={loaded.png as string} labelKey="qrCode.imageLabel" />,
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img') as HTMLImageElement;
    // A bare base64 string is shown as a PNG data URL.
    await expect(image.src).toMatch(/^data:image\/png;base64,/);
    await expect(image).toHaveAccessibleName(/刷脸二维码|Face verification QR code/);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAccessibleName(/二维码加载中|Loading QR code/);
  },
};

function RefreshDemo(args: QrCodeProps) {
  const { t } = useTranslation('stories');
  const [count, setCount] = useState(0);
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-end' }}>
      <QrCode
        {...args}
        label={t('qrCode.label')}
        onRefresh={() => {
          args.onRefresh?.();
          setCount((c) => c + 1);
        }}
      />
      <span>{t('qrCode.refreshed', { count })}</span>
    </div>
  );
}

/** Expired (valid 300 s, spec 02 §4): a veil with the notice and a refresh button, reachable by keyboard. */
export const Expired: Story = {
  args: { status: 'expired' },
  render: (args) => <RefreshDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/二维码已过期|QR code expired/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /刷新|Refresh/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(storyT()('qrCode.refreshed', { count: 1 }))).toBeInTheDocument();
  },
};

/** An active code and an expired one with its refresh button, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: (args) => (
    <ThemeColumns>
      <div style={{ display: 'flex', gap: 12 }}>
        <Labelled {...args} size={112} status="active" />
        <Labelled {...args} size={112} status="expired" />
      </div>
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      await expect(panel.getAllByRole('img', { name: t('qrCode.label') })).toHaveLength(2);
      await expect(panel.getByText(storyT('dsProduct')('qrCode.expired'))).toBeVisible();
      await expect(panel.getByRole('button')).toBeEnabled();
    }
  },
};
