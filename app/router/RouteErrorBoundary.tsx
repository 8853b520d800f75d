import { Component, type ReactNode } from 'react';

// React 19 reports a caught error on the console itself (onCaughtError), so no componentDidCatch here.

export interface RouteErrorBoundaryProps {
  /** A change of this value (the location's key) clears a caught error, so the next page gets a fresh start. */
  resetKey: string;
  /** What to show instead of `children` once they threw. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  /** The caught error, boxed so that a thrown `undefined` still counts. */
  caught: { error: unknown } | null;
  resetKey: string;
}

/** Catches what a page (or the Shell) throws while rendering, e.g. a chunk that failed to load. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.caught ? this.props.fallback(this.state.caught.error) : this.props.children;
  }
}
