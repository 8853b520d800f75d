import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import { AlertDialogOnDemand, FeedbackProvider } from './FeedbackProvider';

describe('FeedbackProvider: warming the alert dialog (about 40 KB gzipped in the portal build)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('schedules nothing while prefetching is off (the sign-in route), and one idle load once it is on', () => {
    const requestIdle = vi.fn(() => 1);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);

    const view = renderWithProviders(<FeedbackProvider prefetchDialog={false}>page</FeedbackProvider>);
    expect(requestIdle).not.toHaveBeenCalled();

    view.rerender(<FeedbackProvider prefetchDialog>page</FeedbackProvider>);
    expect(requestIdle).toHaveBeenCalledTimes(1);
    view.rerender(<FeedbackProvider prefetchDialog>page again</FeedbackProvider>);
    expect(requestIdle).toHaveBeenCalledTimes(1);

    view.unmount();
    expect(cancelIdle).toHaveBeenCalledWith(1);
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
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
