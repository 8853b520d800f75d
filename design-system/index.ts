// The design system's only public face: features import from here and nowhere deeper.
export * from './tokens';
export * from './themes';
export * from './components/Button';
export * from './components/Spinner';
