import { act, fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HistoryRouter } from './HistoryRouter';

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <>
      <h1>
        {name}
        {search}
      </h1>
      <button onClick={() => void navigate('/b?diskId=7')}>to b</button>
      <button onClick={() => void navigate('/a', { replace: true })}>replace with a</button>
    </>
  );
}

const app = (
  <HistoryRouter>
    <Routes>
      <Route path="/a" element={<Page name="A" />} />
      <Route path="/b" element={<Page name="B" />} />
    </Routes>
  </HistoryRouter>
);

describe('HistoryRouter: the router on the browser history', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('starts at the address, pushes and replaces entries, and follows the back button', async () => {
    window.history.replaceState(null, '', '/a');
    render(app);
    expect(screen.getByRole('heading')).toHaveTextContent('A');

    fireEvent.click(screen.getByRole('button', { name: 'to b' }));
    expect(await screen.findByRole('heading', { name: 'B?diskId=7' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/b?diskId=7');

    // the back button (a popstate, as the browser sends it) returns to /a
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(await screen.findByRole('heading', { name: 'A' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/a');

    // a replace changes the address without a new entry
    fireEvent.click(screen.getByRole('button', { name: 'to b' }));
    expect(await screen.findByRole('heading', { name: 'B?diskId=7' })).toBeInTheDocument();
    const length = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'replace with a' }));
    expect(await screen.findByRole('heading', { name: 'A' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/a');
    expect(window.history.length).toBe(length);
  });
});
