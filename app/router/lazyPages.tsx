import { lazy, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner, space } from '../../design-system';
import { loadChunk } from '../../platform/config';
import type { PageProps } from '../../platform/routing';

// The lazy page loader: each page's code loads on first visit (a chunk that does not arrive within the timeout
// fails with ChunkLoadError, shown as the reload prompt), with a spinner meanwhile.

/** A page's code, loaded on first visit. */
export type PageImporter = () => Promise<{ default: ComponentType<PageProps> }>;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space[10]} ${space[4]};
`;

/** Shown while a page's chunk loads. */
export function PageLoading() {
  const { t } = useTranslation('routes');
  return (
    <Loading>
      <Spinner size={24} label={t('loading')} />
    </Loading>
  );
}

/** A lazily loaded component that renders without suspending once `preload` has brought its code. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Loads the code (once; a failed load is tried again on the next call). */
  preload(): Promise<void>;
};

/**
 * A lazy component whose first render does not suspend when its code has arrived before (`preload`): React.lazy
 * suspends on its first render however early its module loaded, and a boundary that suspends while it first mounts
 * shows its fallback and is revealed at least 300 ms later (React's throttle for fallbacks). Each mounted instance
 * keeps the kind it started with (switching would remount it and lose its state).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const get = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => get().then((component) => ({ default: component })));
  function PreloadableComponent(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload: () => get().then(() => undefined) });
}

// One component per importer, so that every route sharing a page shares its chunk and its state.
const pages = new WeakMap<PageImporter, Preloadable<PageProps>>();

/** The page of `importer`: its code loads on first render, or before with preloadPage. */
export function lazyPage(importer: PageImporter, timeoutMs: number): Preloadable<PageProps> {
  let page = pages.get(importer);
  if (!page) {
    page = preloadable(() => loadChunk(importer, timeoutMs).then((module) => module.default));
    pages.set(importer, page);
  }
  return page;
}

/**
 * Loads a page's code before the page renders, so that its first render does not suspend. The signed-in wave does this
 * for the home (app/shell/signedInWave.ts: a first render that suspended showed nothing where the page goes, and React
 * revealed the page at least 300 ms later), and main.tsx for the prerendered sign-in page before hydrating it: a page
 * that suspended while being hydrated stayed as HTML until its chunk resolved, and an update in that gap (the store's
 * code arriving) made React throw the HTML away and render the page afresh (what was typed lost, the focus reset).
 */
export function preloadPage(importer: PageImporter, timeoutMs: number): Promise<void> {
  return lazyPage(importer, timeoutMs).preload();
}
