import type { Plugin } from 'vite';

/** Keeps only these locales of React Aria's built-in strings in the build. */
export declare function reactAriaLocales(keep: readonly string[]): Plugin;
