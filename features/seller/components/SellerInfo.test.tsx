import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/node';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';

withEmbeddedBackend();

describe('seller information', () => {
  it("the member's seller view of /member/terminal saves address, phone, bank and account, and the issuing call reads them", async () => {
    const user = userEvent.setup();
    renderPortal('/member/terminal?tab=seller', { session: demoSession('member') });
    await user.click(await screen.findByRole('button', { name: '编辑' }));
    const address = screen.getByRole('textbox', { name: /地址/ });
    await user.clear(address);
    await user.type(address, '上海市徐汇区漕河泾开发区1号');
    const bank = screen.getByRole('textbox', { name: /开户行/ });
    await user.clear(bank);
    await user.type(bank, '交通银行上海分行');
    const account = screen.getByRole('textbox', { name: /银行账号/ });
    await user.clear(account);
    await user.type(account, '310066000018800012345');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('交通银行上海分行')).toBeInTheDocument();
    expect(screen.getByText('上海市徐汇区漕河泾开发区1号')).toBeInTheDocument();
    const disk = getDb().terminals[0]?.diskId ?? '';
    await waitFor(() => expect(getDb().sellerBank[disk]).toEqual({ khh: '交通银行上海分行', yhzh: '310066000018800012345' }));
    expect(getDb().sellerContact[disk]?.address).toBe('上海市徐汇区漕河泾开发区1号');
  });
});
