import type { Plugin } from 'vite';

/** Prerenders the sign-in entrances into dist/<entrance>.html after the browser build; inlines the startup catalogues. */
export declare function prerenderSignIn(root: string): Plugin;
