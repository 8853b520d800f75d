import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../mocks/accounts';
import { server } from '../../../mocks/node';
import { loadDraft, purgeDrafts } from '../../../platform/storage';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';
import type { IssueFormState } from '../hooks/issueFormState';

// Drafts are never lost: the session expires mid-draft (a 401), the user signs in again and the
// draft is back, field for field.

withEmbeddedBackend();

const member = demoAccounts.member;
const address = { userId: member.uid, scope: '661000000001', kind: 'issue-004' };
// The buyer's name is a combobox (customer-library suggestions); the other fields are text boxes.
const field = (name: RegExp) => screen.queryByRole('combobox', { name }) ?? screen.getByRole('textbox', { name });

beforeEach(async () => {
  await purgeDrafts({ userId: member.uid });
});

describe('a draft across an expired session', () => {
  it('comes back field for field after a 401 and signing in again', async () => {
    const user = userEvent.setup();
    const portal = renderPortal('/member/positive', { session: demoSession('member') });
    await screen.findByRole('heading', { name: '正数发票开具' });
    await waitFor(() => expect(field(/^\*?名称$/)).toBeEnabled());
    const typed: Array<[RegExp, string]> = [
      [/^\*?名称$/, '上海会话测试有限公司'],
      [/^\*?纳税人识别号$/, '914403001922038216'],
      [/^地址、电话$/, '上海市长宁路1号 021-12345678'],
      [/^备注$/, '合同号 HT-401'],
      [/^\*?收款人$/, '李收款'],
      [/^\*?开票人$/, '张会计'],
    ];
    for (const [name, value] of typed) {
      await user.type(field(name), value);
      // the name's suggestions close, as a user would leave them
      if (screen.queryByRole('listbox')) await user.keyboard('{Escape}');
    }
    await waitFor(async () => expect((await loadDraft<IssueFormState>(address))?.value.review.drawer).toBe('张会计'));

    // The token is no longer valid: the next call answers 401 and the session ends (spec 01 §4).
    server.use(http.put('*/v2/tax/issue/cnf/:diskId', () => new HttpResponse(null, { status: 401 })));
    await user.click(screen.getByRole('switch', { name: '价格含税' }));
    await waitFor(() => expect(portal.where()).toMatch(/^\/login/));
    const expired = await screen.findByRole('alertdialog').catch(() => null);
    if (expired) await user.keyboard('{Escape}');
    await screen.findByRole('button', { name: '登录' });

    await user.type(screen.getByLabelText(/^\*?账号$/), member.username);
    await user.type(screen.getByLabelText(/^\*?密码$/), member.password);
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(portal.where()).not.toMatch(/^\/login/));
    act(() => void portal.router.navigate('/member/positive'));

    await screen.findByText(/已恢复上次未提交的草稿/);
    for (const [name, value] of typed) expect(field(name)).toHaveValue(value);
  });
});
