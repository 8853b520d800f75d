import type { Plugin } from 'vite';

/** Adds a stable componentId to every styled component of the project's own modules (build only). */
export declare function stableStyledIds(root: string): Plugin;
