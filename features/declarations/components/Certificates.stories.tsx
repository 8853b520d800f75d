import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { RoleThemeProvider, roleThemes, vars } from '../../../design-system';
import { storyCertificates, storyNow } from '../../../mocks/declarations/storyData';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';
import type { Certificate } from '../api';
import { CertificateList, CertificateSheet } from './Certificates';

const route = storyRoute('service', 'wspzcx', 'declarations');
const list = '*/v2/declare/certificate/list';
const reply = (rows: Certificate[]) => ({ code: 0, msg: 'success', data: { list: rows, pages: { items: rows.length, page: 1, pageSize: 20 } } });

const meta = {
  title: 'Pages/Declarations/Certificates',
  component: CertificateList,
  args: { route, now: storyNow },
  decorators: [(Story) => <div style={{ width: 1280 }}><Story /></div>],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: [http.get(list, () => HttpResponse.json(reply(storyCertificates)))] } },
} satisfies Meta<typeof CertificateList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 完税凭证查询: the certificates, newest payment first, each opened as its printable face. */
export const Default: Story = {
  decorators: [inPortal('provider', '/service/wspzcx', [{ path: '/service/wspzcx', element: <CertificateList route={route} now={storyNow} /> }])],
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: '完税凭证' });
    await expect(within(grid).getAllByRole('button', { name: /^查看完税凭证 / })).toHaveLength(3);
    await expect(within(canvasElement).getByText('共 3 张')).toBeVisible();
  },
};

/** The printable face: levy items, the period, the total in figures and in words. */
export const Sheet: Story = {
  render: () => <CertificateSheet certificate={storyCertificates[0] as Certificate} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '中华人民共和国税收完税证明' })).toBeVisible();
    const items = canvas.getByRole('table', { name: '完税明细' });
    await expect(within(items).getByText('城市维护建设税')).toBeVisible();
    await expect(within(items).getByText(/整$|分$/)).toBeVisible();
  },
};

function Themed() {
  const { t } = useTranslation('ds');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {roleThemes.map((role) => (
        <RoleThemeProvider key={role} role={role} scope="subtree">
          <section data-theme-panel={role} aria-label={t(`theme.${role}`)} style={{ padding: 8, background: vars.colorSurface }}>
            <CertificateSheet certificate={storyCertificates[1] as Certificate} />
          </section>
        </RoleThemeProvider>
      ))}
    </div>
  );
}

/** Every role theme: the certificate's face. */
export const Themes: Story = {
  render: () => <Themed />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('table', { name: '完税明细' })).toHaveLength(roleThemes.length);
  },
};
