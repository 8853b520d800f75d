import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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

// One lazy component per importer, so that every route sharing a page shares its chunk and its state.
const lazyPages = new WeakMap<PageImporter, LazyExoticComponent<ComponentType<PageProps>>>();
// Pages whose code was loaded before their first render (preloadPage): rendered as they are, without suspending.
const loadedPages = new WeakMap<PageImporter, ComponentType<PageProps>>();

export function lazyPage(importer: PageImporter, timeoutMs: number): ComponentType<PageProps> {
  const loaded = loadedPages.get(importer);
  if (loaded) return loaded;
  let page = lazyPages.get(importer);
  if (!page) {
    page = lazy(() => loadChunk(importer, timeoutMs));
    lazyPages.set(importer, page);
  }
  return page;
}

/**
 * Loads a page's code before the page renders, so that its first render does not suspend. main.tsx does this for the
 * prerendered sign-in page before hydrating it: a page that suspended while being hydrated stayed as HTML until its
 * chunk resolved, and an update in that gap (the store's code arriving) made React throw the HTML away and render the
 * page afresh (what was typed lost, the focus reset).
 */
export async function preloadPage(importer: PageImporter, timeoutMs: number): Promise<void> {
  if (loadedPages.has(importer)) return;
  const { default: page } = await loadChunk(importer, timeoutMs);
  loadedPages.set(importer, page);
}

