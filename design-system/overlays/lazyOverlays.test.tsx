import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The header's menus, popovers and tooltips load their react-aria code after the page has painted (lazyPart.ts). A
// user who is quicker than that code presses the light trigger: the overlay opens once the code arrives, with focus
// where it would have gone, and the real trigger looks the same and keeps the focus. Each case holds the code back
// with a deferred import, in a fresh copy of the design system (the unit tests share modules between files: an
// earlier file may have loaded the overlays' code already).

/** Holds back the import of `path` (relative to this file) until `release()`. */
function holdBack(path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.resetModules();
  vi.doMock(path, async (importOriginal: () => Promise<unknown>) => {
    await gate;
    return importOriginal();
  });
  return release;
}

const shape = (button: HTMLElement) => ({ className: button.className, html: button.innerHTML });

afterAll(() => {
  vi.doUnmock('../components/Menu/Menu');
  vi.doUnmock('../components/Popover/PopoverPanel');
  vi.doUnmock('../components/Tooltip/TooltipBubble');
  vi.resetModules();
});

describe('a DropdownButton pressed before its menu’s code has arrived', () => {
  async function renderMenu() {
    const release = holdBack('../components/Menu/Menu');
    // (not the folder's index: it also exports the custom trigger's Menu, which is the code held back)
    const { DropdownButton } = await import('../components/Menu/DropdownButton');
    const { MenuItem, MenuSeparator } = await import('../components/Menu/MenuItem');
    const onAction = vi.fn();
    render(
      <DropdownButton label="张会计" onAction={onAction}>
        <MenuItem id="password">修改密码</MenuItem>
        <MenuItem id="center">个人中心</MenuItem>
        <MenuSeparator />
        <MenuItem id="signOut">退出登录</MenuItem>
      </DropdownButton>,
    );
    const light = screen.getByRole('button', { name: '张会计' });
    expect(light).toHaveAttribute('aria-haspopup', 'true');
    expect(light).toHaveAttribute('aria-expanded', 'false');
    return { release, light, lightShape: shape(light), onAction };
  }

  it('by keyboard (Enter): opens on its first item once the code arrives; Escape returns focus to the same-looking button', async () => {
    const user = userEvent.setup();
    const { release, light, lightShape, onAction } = await renderMenu();
    await user.tab();
    expect(light).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    release();
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    const trigger = screen.getByRole('button', { name: '张会计', hidden: true });
    expect(trigger).not.toBe(light);
    expect(shape(trigger)).toEqual(lightShape);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('center');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('ArrowUp: opens on its last item', async () => {
    const user = userEvent.setup();
    const { release } = await renderMenu();
    await user.tab();
    await user.keyboard('{ArrowUp}');
    release();
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toHaveFocus());
  });

  it('by pointer: opens on the menu itself; Escape returns focus to the button', async () => {
    const user = userEvent.setup();
    const { release, light } = await renderMenu();
    await user.click(light);
    release();
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: '张会计' })).toHaveFocus());
  });

  it('focused but not pressed: the button that replaces the light one keeps the focus, and opens as usual', async () => {
    const user = userEvent.setup();
    const { release, light, lightShape } = await renderMenu();
    await user.tab();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: '张会计' })).not.toBe(light));
    const trigger = screen.getByRole('button', { name: '张会计' });
    expect(trigger).toHaveFocus();
    expect(shape(trigger)).toEqual(lightShape);
    expect(screen.queryByRole('menu')).toBeNull();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
  });
});

describe('a Popover pressed before its panel’s code has arrived', () => {
  it('opens once the code arrives, focus in the panel; Escape returns focus to the trigger', async () => {
    const release = holdBack('../components/Popover/PopoverPanel');
    const { Popover } = await import('../components/Popover');
    const { Button } = await import('../components/Button');
    const onOpenChange = vi.fn();
    render(
      <Popover title="联系客服" content="客服热线：400-800-1234" onOpenChange={onOpenChange}>
        <Button>联系客服</Button>
      </Popover>,
    );
    const user = userEvent.setup();
    const light = screen.getByRole('button', { name: '联系客服' });
    const lightShape = shape(light);
    await user.click(light);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    release();
    const dialog = await screen.findByRole('dialog', { name: '联系客服' });
    expect(dialog).toHaveTextContent('客服热线：400-800-1234');
    await waitFor(() => expect(dialog).toHaveFocus());
    // hidden: the page behind the open panel is inert
    const trigger = screen.getByRole('button', { name: '联系客服', hidden: true });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(shape(trigger)).toEqual(lightShape);
  });
});

describe('a Tooltip reached before its bubble’s code has arrived', () => {
  it('keyboard focus: the bubble shows once the code arrives, the trigger keeps the focus', async () => {
    const release = holdBack('../components/Tooltip/TooltipBubble');
    const { Tooltip } = await import('../components/Tooltip');
    const { Button } = await import('../components/Button');
    const onPress = vi.fn();
    render(
      <Tooltip content="下载票税通客户端">
        <Button onPress={onPress}>客户端下载</Button>
      </Tooltip>,
    );
    const user = userEvent.setup();
    await user.tab();
    // the trigger's own press works before the code has arrived
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    release();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('下载票税通客户端');
    const trigger = screen.getByRole('button', { name: '客户端下载' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleDescription('下载票税通客户端');
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('hover: the bubble shows once the code arrives while the pointer rests there, and a move off the trigger closes it', async () => {
    const release = holdBack('../components/Tooltip/TooltipBubble');
    const { Tooltip } = await import('../components/Tooltip');
    const { Button } = await import('../components/Button');
    render(
      <div data-testid="page">
        <Tooltip content="下载票税通客户端">
          <Button>客户端下载</Button>
        </Tooltip>
      </div>,
    );
    const user = userEvent.setup();
    await user.hover(screen.getByTestId('page'));
    await user.hover(screen.getByRole('button', { name: '客户端下载' }));
    release();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('下载票税通客户端');
    await user.hover(screen.getByTestId('page'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
