import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import { alertDialogCode, AlertDialogOnDemand, FeedbackProvider } from './FeedbackProvider';
import { WAIT_MS } from '../../../tests/support/ceilings';

describe('FeedbackProvider: warming the alert dialog (about 40 KB gzipped in the portal build)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("asks for nothing while the page loads, and once at the user's first press once prefetching is on", () => {
    const load = vi.spyOn(alertDialogCode, 'load').mockResolvedValue({} as Awaited<ReturnType<typeof alertDialogCode.load>>);

    const view = renderWithProviders(<FeedbackProvider prefetchDialog={false}>page</FeedbackProvider>);
    fireEvent.pointerDown(document.body);
    expect(load).not.toHaveBeenCalled();

    view.rerender(<FeedbackProvider prefetchDialog>page</FeedbackProvider>);
    view.rerender(<FeedbackProvider prefetchDialog>page again</FeedbackProvider>);
    expect(load).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(document.body);
    expect(load).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('stops listening when unmounted before any press', () => {
    const load = vi.spyOn(alertDialogCode, 'load').mockResolvedValue({} as Awaited<ReturnType<typeof alertDialogCode.load>>);
    renderWithProviders(<FeedbackProvider prefetchDialog>page</FeedbackProvider>).unmount();
    fireEvent.pointerDown(document.body);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('AlertDialogOnDemand', () => {
  it('renders nothing until first opened, then is the alert dialog, and closes as one', async () => {
    const view = renderWithProviders(<AlertDialogOnDemand isOpen={false} content="磁盘离线" />);
    expect(view.container.textContent).toBe('');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    view.rerender(<AlertDialogOnDemand isOpen content="磁盘离线" />);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('磁盘离线');

    view.rerender(<AlertDialogOnDemand isOpen={false} content="磁盘离线" />);
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: WAIT_MS });
  });
});
