import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { RoleThemeProvider, roleThemes, vars } from '../../../design-system';
import { storyDeclarations, storyNow } from '../../../mocks/declarations/storyData';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';
import type { Declaration } from '../api';
import { DeclarationList } from './DeclarationList';

const route = storyRoute('account', 'declarationManagement', 'declarations');
const list = '*/v2/declare/list';
const reply = (rows: Declaration[]) => ({ code: 0, msg: 'success', data: { list: rows, pages: { items: rows.length, page: 1, pageSize: 20 } } });

const meta = {
  title: 'Pages/Declarations/DeclarationList',
  component: DeclarationList,
  args: { route, now: storyNow },
  decorators: [(Story) => <div style={{ width: 1280 }}><Story /></div>],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: [http.get(list, () => HttpResponse.json(reply(storyDeclarations)))] } },
} satisfies Meta<typeof DeclarationList>;
export default meta;
type Story = StoryObj<typeof meta>;

const inList = inPortal('agency', '/account/declarationManagement', [{ path: '/account/declarationManagement', element: <DeclarationList route={route} now={storyNow} /> }]);

/** 申报管理: every report of the period with its filing state and copy/report status; fill, pay or the certificate. */
export const Default: Story = {
  decorators: [inList],
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: '申报列表' });
    await expect(within(grid).getAllByRole('button', { name: /^填写 / })).toHaveLength(3);
    await expect(within(grid).getByRole('button', { name: /^缴款 南京恒信建材有限公司/ })).toBeVisible();
    await expect(within(grid).getByRole('button', { name: /^完税凭证 苏州启明/ })).toBeVisible();
    await expect(within(grid).getByText('已申报未缴款')).toBeVisible();
    await expect(within(grid).getByText('未抄报')).toBeVisible();
    await expect(within(canvasElement).getAllByText('共 6 条')[0]).toBeVisible();
  },
};

/** The list failed: the catalogue's message and a retry. */
export const Error: Story = {
  decorators: [inList],
  parameters: { msw: { handlers: [http.get(list, () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('申报列表加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** The first load: a skeleton. */
export const Loading: Story = {
  decorators: [inList],
  parameters: { msw: { handlers: [http.get(list, async () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载申报列表' })).toBeVisible();
  },
};

function Themed() {
  const { t } = useTranslation('ds');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {roleThemes.map((role) => (
        <RoleThemeProvider key={role} role={role} scope="subtree">
          <section data-theme-panel={role} aria-label={t(`theme.${role}`)} style={{ padding: 8, background: vars.colorSurface }}>
            <DeclarationList route={route} mode="due" only="1" now={storyNow} />
          </section>
        </RoleThemeProvider>
      ))}
    </div>
  );
}

/** Every role theme: 申报填写's list of VAT returns to file. */
export const Themes: Story = {
  // The same page five times: its landmarks repeat by design of this story only.
  parameters: {
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    msw: { handlers: [http.get(list, () => HttpResponse.json(reply(storyDeclarations.filter((d) => d.reportType === '1' && d.sbzt === '0'))))] } },
  decorators: [inPortal('agency', '/account/sbWrite', [{ path: '/account/sbWrite', element: <Themed /> }])],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('grid', { name: '待申报报表' })).toHaveLength(roleThemes.length);
  },
};
