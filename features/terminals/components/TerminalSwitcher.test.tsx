import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';


withEmbeddedBackend();

describe('the terminal picker in the header', () => {
  it('after a search, reopens with an empty search box over the whole list, not the filtered one', async () => {
    renderPortal('/account/home', { session: demoSession('agency') });
    const header = await screen.findByRole('banner');
    const user = userEvent.setup();
    await user.click(await within(header).findByRole('button', { name: '切换终端' }));
    let picker = await screen.findByRole('dialog', { name: '切换终端' });
    // the agency sees 40 terminals
    await within(picker).findByText('共 40 条');
    await user.type(within(picker).getByRole('textbox', { name: '搜索终端' }), '661000000005');
    await within(picker).findByText('共 1 条');
    // leave the picker (a switch leaves it the same way: the switcher stays mounted with its list state)
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '切换终端' })).toBeNull());

    await user.click(within(header).getByRole('button', { name: '切换终端' }));
    picker = await screen.findByRole('dialog', { name: '切换终端' });
    expect(within(picker).getByRole('textbox', { name: '搜索终端' })).toHaveValue('');
    expect(await within(picker).findByText('共 40 条')).toBeInTheDocument();
  });
});
