import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import { MessageProvider, useMessage, type MessageApi, type MessageTone } from './Message';

let api: MessageApi;
function Grab() {
  api = useMessage();
  return null;
}

describe('useMessage timings', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each<[MessageTone, number, 'status' | 'alert']>([
    ['success', 800, 'status'],
    ['info', 3000, 'status'],
    ['warning', 5000, 'alert'],
    ['error', 5000, 'alert'],
  ])('%s stays %i ms and is announced through role=%s', (tone, ms, role) => {
    renderWithProviders(
      <MessageProvider>
        <Grab />
      </MessageProvider>,
    );
    act(() => {
      api[tone]('<i>x</i>');
    });
    expect(screen.getByRole(role)).toHaveTextContent('<i>x</i>');
    act(() => vi.advanceTimersByTime(ms - 1));
    expect(screen.getByRole(role)).toHaveTextContent('<i>x</i>');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole(role)).toBeEmptyDOMElement();
  });

  it('duration 0 stays until closed', () => {
    renderWithProviders(
      <MessageProvider>
        <Grab />
      </MessageProvider>,
    );
    let close = () => {};
    act(() => {
      close = api.info('kept', { duration: 0 });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('kept');
    act(() => close());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
