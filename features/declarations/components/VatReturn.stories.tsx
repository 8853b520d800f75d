import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DescriptionList, RoleThemeProvider, roleThemes, vars } from '../../../design-system';
import { storyDeclaration, storyFigures, storyVatReturn } from '../../../mocks/declarations/storyData';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';
import type { VatReturn as VatReturnData } from '../api';
import { figureItems, VatReturn } from './VatReturn';

const route = storyRoute('account', 'sbWrite', 'declarations');
const get = '*/v2/tax/return/vat/:id';
const submit = '*/v2/tax/return/vat/:id/submit';
const reply = (data: VatReturnData) => ({ code: 0, msg: 'success', data });
const open = storyDeclaration(1, '1', '0', '1');
const body = (el: HTMLElement) => within(el.ownerDocument.body);

const meta = {
  title: 'Pages/Declarations/VatReturn',
  component: VatReturn,
  args: { route, id: open.id, backPath: '/account/sbWrite' },
  decorators: [(Story) => <div style={{ width: 1280 }}><Story /></div>],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: [http.get(get, () => HttpResponse.json(reply(storyVatReturn(open))))] } },
} satisfies Meta<typeof VatReturn>;
export default meta;
type Story = StoryObj<typeof meta>;

const inReturn = inPortal('agency', `/account/sbWrite?id=${open.id}`, [{ path: '/account/sbWrite', element: <VatReturn route={route} id={open.id} backPath="/account/sbWrite" /> }]);

/** An open return: sales by rate and the tax computation, sent only once reviewed and confirmed. */
export const Default: Story = {
  decorators: [inReturn],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: '销售额（按税率）' });
    await expect(within(grid).getByText('13%税率')).toBeVisible();
    await expect(canvas.getByText(`¥${'139,920.50'}`)).toBeVisible();
    const send = canvas.getByRole('button', { name: '申报' });
    await expect(send).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /我已核对/ }));
    await expect(send).toBeEnabled();
  },
};

/** Sent: the confirmation names the total due; the return comes back frozen, awaiting payment. */
export const Send: Story = {
  decorators: [inReturn],
  parameters: {
    msw: {
      handlers: (() => {
        // The server's state: the return is sent once the submit call came.
        let sent = false;
        const sentReturn = () => storyVatReturn({ ...open, sbzt: '2', totalDue: storyFigures.totalDue, declareTime: '2026-06-08T02:30:00.000Z' }, true);
        return [
          http.get(get, () => HttpResponse.json(reply(sent ? sentReturn() : storyVatReturn(open)))),
          http.post(submit, () => {
            sent = true;
            return HttpResponse.json(reply(sentReturn()));
          }),
        ];
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /我已核对/ }));
    await userEvent.click(canvas.getByRole('button', { name: '申报' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(storyFigures.totalDue.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
    await userEvent.click(within(dialog).getByRole('button', { name: '申报' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '缴款' })).toBeVisible());
    // The shot is of the sent return, not of the passing 申报成功 message (800 ms): it is waited out.
    await waitFor(() => expect(body(canvasElement).queryByText('申报成功')).toBeNull());
  },
};

/** Not copied yet: the return cannot be sent before the period's tax-control invoices are copied. */
export const NotCopied: Story = {
  decorators: [inReturn],
  parameters: { msw: { handlers: [http.get(get, () => HttpResponse.json(reply(storyVatReturn({ ...open, cbzt: '2' }))))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('尚未抄报')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '申报' })).toBeDisabled();
  },
};

/** Paid: the figures as filed and the way to the certificate. */
export const Paid: Story = {
  decorators: [inReturn],
  parameters: { msw: { handlers: [http.get(get, () => HttpResponse.json(reply(storyVatReturn(storyDeclaration(3, '1', '3', '4'), true))))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '完税凭证' })).toBeVisible();
    await expect(canvas.getByText('以下为申报时提交的数据。')).toBeVisible();
  },
};

function Themed() {
  const { t } = useTranslation(['declarations', 'ds']);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {roleThemes.map((role) => (
        <RoleThemeProvider key={role} role={role} scope="subtree">
          <section data-theme-panel={role} style={{ padding: 8, background: vars.colorSurface }}>
            <DescriptionList title={t(`ds:theme.${role}`)} items={figureItems(t, storyFigures)} columns={2} bordered />
          </section>
        </RoleThemeProvider>
      ))}
    </div>
  );
}

/** Every role theme: the tax computation. */
export const Themes: Story = {
  render: () => <Themed />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('本期应缴税费合计')).toHaveLength(roleThemes.length);
  },
};
