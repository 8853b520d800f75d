import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { FeedbackProvider } from '../../../design-system';
import { createSeed } from '../../../mocks/seed';
import type { SessionState } from '../../../platform/session';
import { signedInStore } from '../../../tests/support/demoSession';
import { expect, userEvent, within } from 'storybook/test';
import { purgeDrafts } from '../../../platform/storage';
import { demoAccounts } from '../../../mocks/accounts';
import { storyRoute } from '../../../tests/support/storyPortal';
import { IssuePage } from './IssuePage';

// The issuing page against the embedded backend (MSW in the browser): the member's default terminal.
const route = storyRoute('member', 'positive', 'invoiceIssue');

// The page reads the current terminal from the session (the shell loads it in the portal): the seeded one.
const terminal = createSeed(Date.parse('2025-06-30T04:00:00Z')).terminals[0] as unknown as NonNullable<SessionState['terminal']>;

function Frame() {
  const [store] = useState(() => signedInStore('member', { diskId: terminal.diskId, terminal }));
  return (
    <Provider store={store}>
      <FeedbackProvider prefetchDialog={false}>
        <MemoryRouter initialEntries={['/member/positive']}>
          <Routes>
            <Route path="/member/positive" element={<IssuePage route={route} />} />
          </Routes>
        </MemoryRouter>
      </FeedbackProvider>
    </Provider>
  );
}
const withTerminal: Decorator = () => <Frame />;

const meta = {
  title: 'Pages/InvoiceIssue/IssuePage',
  component: IssuePage,
  args: { route },
  decorators: [withTerminal],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
  // Each story starts without a stored draft (the restored notice carries the time it was saved).
  beforeEach: async () => {
    await purgeDrafts({ userId: demoAccounts.member.uid });
  },
} satisfies Meta<typeof IssuePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The paper/electronic form as the server prepares it: seller, buyer, goods, other information. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('上海市浦东新区张江路88号 021-50801234')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '空白发票作废' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '开具' })).toBeEnabled();
  },
};

/** A mistyped unified social credit code: a warning at the field that does not block. */
export const BuyerTaxIdWarning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const taxId = await canvas.findByRole('textbox', { name: /纳税人识别号/ });
    await userEvent.type(taxId, '914403001922038217');
    await expect(await canvas.findByText('该统一社会信用代码的校验位不正确，请核对')).toBeVisible();
    await expect(taxId).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** The seller lacks its bank account: the form says so and offers '+ 销方信息'. */
export const SellerIncomplete: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/v2/tax/issue/prepare/:id', () =>
          HttpResponse.json({ code: 0, msg: 'success', data: { taxerId: '91330100MA2H000001', taxerName: '杭州华泰餐饮管理有限公司', address: '上海市浦东新区张江路88号', tel: '021-50801234' } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('销方信息不完整：开户行及账号')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+ 销方信息' })).toBeVisible();
  },
};
