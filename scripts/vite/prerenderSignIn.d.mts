import type { Plugin } from 'vite';

/** Prerenders the sign-in entrances into dist/<entrance>.html after the browser build; inlines the startup catalogues;
 * index.html preloads the signed-in frame when a session is stored. */
export declare function prerenderSignIn(root: string, i18n: { languages: readonly string[]; sourceLanguage: string }): Plugin;
