import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './lazyPages';

// The signed-in frame's parts (header, navigation, push channel) are lazily loaded and preloaded by the signed-in wave:
// rendered after their code has arrived, they must not suspend (a boundary that shows its fallback while it first
// mounts is revealed at least 300 ms later), and an instance that did suspend must keep its state when the code comes.

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

describe('preloadable', () => {
  it('renders at its first render, without its fallback, once preload has brought the code', async () => {
    const Part = preloadable(() => Promise.resolve(Counter));
    await Part.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part label="header" />
      </Suspense>,
    );
    // synchronously, without waiting: the fallback never showed
    expect(screen.getByRole('button', { name: 'header 0' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends when rendered before its code, shows it when it arrives, and keeps it (and its state) afterwards', async () => {
    const code = deferred<typeof Counter>();
    let loads = 0;
    const Part = preloadable(() => {
      loads += 1;
      return code.promise;
    });
    const { rerender } = render(
      <Suspense fallback={<p>loading</p>}>
        <Part label="nav" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    const preloaded = Part.preload();
    await act(async () => {
      code.resolve(Counter);
      await preloaded;
    });
    const button = await screen.findByRole('button', { name: 'nav 0' });
    act(() => button.click());
    rerender(
      <Suspense fallback={<p>loading</p>}>
        <Part label="nav" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'nav 1' })).toBe(button);
    expect(loads).toBe(1);
  });

  it('asks again after a failed load', async () => {
    let attempts = 0;
    const Part = preloadable(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Counter)));
    await expect(Part.preload()).rejects.toThrow('offline');
    await Part.preload();
    render(<Part label="push" />);
    expect(screen.getByRole('button', { name: 'push 0' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
