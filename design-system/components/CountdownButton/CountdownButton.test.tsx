import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import { CountdownButton } from './CountdownButton';

const press = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button'));
  });
};

describe('CountdownButton', () => {
  beforeEach(() => {
    // performance.now is faked too, so the monotonic clock moves with the fake timers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from `seconds`, then is ready again and reports the end', async () => {
    const onEnd = vi.fn();
    renderWithProviders(
      <CountdownButton seconds={3} onCountdownEnd={onEnd}>
        send
      </CountdownButton>,
    );
    await press();
    expect(screen.getByRole('button')).toHaveTextContent('3秒后重新获取');
    expect(screen.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button')).toHaveTextContent('2秒后重新获取');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button')).toHaveTextContent('send');
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-disabled');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while counting', async () => {
    const onPress = vi.fn();
    renderWithProviders(
      <CountdownButton seconds={60} onPress={onPress}>
        send
      </CountdownButton>,
    );
    await press();
    await press();
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('does not count when the promise resolves to false or rejects', async () => {
    let outcome: 'false' | 'reject' = 'false';
    const onPress = vi.fn(() => (outcome === 'false' ? Promise.resolve(false) : Promise.reject(new Error('sms'))));
    renderWithProviders(
      <CountdownButton seconds={60} onPress={onPress}>
        send
      </CountdownButton>,
    );
    await press();
    expect(screen.getByRole('button')).toHaveTextContent('send');
    outcome = 'reject';
    await press();
    expect(screen.getByRole('button')).toHaveTextContent('send');
    expect(screen.getByRole('button')).not.toHaveAttribute('data-pending');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('keeps counting correctly when Date is frozen or jumps', async () => {
    vi.setSystemTime(new Date('2026-11-22T10:00:00+08:00'));
    renderWithProviders(
      <CountdownButton seconds={2} startCounting countingLabel={(s) => `wait ${s}`}>
        send
      </CountdownButton>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('wait 2');
    vi.setSystemTime(new Date('2020-01-01T00:00:00Z'));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button')).toHaveTextContent('wait 1');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button')).toHaveTextContent('send');
  });
});
