import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';

// The router as code outside React sees it: navigate and the rendered location. The app itself navigates only
// from inside React (the gate, pages, the session's end); tests drive and observe the router through this.

export interface Bridge {
  /** The router's navigate, once it listens (a passive effect: the router subscribes in its layout effect). */
  attach(navigate: NavigateFunction | null): void;
  /** The location as rendered. */
  saw(location: Location): void;
}

/** Hands the router's navigate and location to code outside React. */
export function NavigationBridge({ bridge }: { bridge: Bridge }) {
  const navigate = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => bridge.saw(location), [bridge, location]);
  useEffect(() => {
    bridge.attach(navigate);
    return () => bridge.attach(null);
  }, [bridge, navigate]);
  return null;
}

