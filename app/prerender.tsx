import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { createPortalI18n, loadStartupCatalogues, type StartupCatalogues } from '../platform/i18n/portal';
import { sourceLanguage } from '../platform/i18n/languages';
import { createStore } from '../platform/store';
import { createPortal } from './portal';
import { publicRoutes } from './router/routes/public';

// The build's prerender (scripts/vite/prerenderSignIn.mjs bundles this for Node after the browser build): every
// sign-in entrance of the route tables rendered as the browser's first render shows it (zh-CN, signed out, the
// entrance's role theme), with the styles it uses, so that the page paints from HTML and main.tsx hydrates it.

/** The sign-in entrances a static file can serve: the route tables' entrances without path parameters. */
export function signInEntrances(): string[] {
  return publicRoutes.filter((route) => route.entrance && !route.path.includes(':')).map((route) => route.path);
}

/** The startup catalogues the HTML carries inline (zh-CN). */
export function startupCatalogues(): Promise<StartupCatalogues> {
  return loadStartupCatalogues(sourceLanguage);
}

export interface RenderedEntrance {
  /** The markup of #root. */
  html: string;
  /** The <style> tags of the styles the markup uses. */
  styles: string;
  /** The document title, as DocumentTitle sets it. */
  title: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders one entrance (a path of signInEntrances) as main.tsx's first render shows it, signed out. */
export async function renderEntrance(path: string, catalogues: StartupCatalogues): Promise<RenderedEntrance> {
  const i18n = await createPortalI18n(sourceLanguage, catalogues);
  const store = createStore({ persist: false });
  const { element } = createPortal(store, i18n, [path]);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(element));
    const html = await streamToString(prelude);
    const route = publicRoutes.find((r) => r.path === path);
    const appName = i18n.t('common:appName');
    const title = route ? i18n.t('common:documentTitle', { page: i18n.t(route.titleKey), appName }) : appName;
    return { html, styles: sheet.getStyleTags(), title };
  } finally {
    sheet.seal();
  }
}
