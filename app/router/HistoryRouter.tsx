import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router';

// The declarative router on the browser's history: what react-router's BrowserRouter does (the history, its state,
// updates in a transition), composed from its Router and history. BrowserRouter lives in react-router's DOM module,
// which brings Link, Form, the fetchers and the framework's prefetching along (about 8 KB gzipped): the portal uses
// none of them before signing in (a page that renders a Link loads that module with its own chunk).

interface HistoryState {
  action: NavigationType;
  location: Location;
}

/** A BrowserRouter: the location comes from, and navigation goes to, the browser's history. */
export function HistoryRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<HistoryState>(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
