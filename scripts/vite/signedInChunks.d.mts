import type { Plugin } from 'vite';

/**
 * The signed-in frame in few chunks: the plugin plans, from a first build in memory, which module goes to 'store',
 * 'frame' or 'push'; `name` is codeSplitting's group name function (null for the modules left to the bundler).
 */
export declare function signedInChunks(root: string): { plugin: Plugin; name: (id: string) => string | null };

/**
 * index.html's inline script: when a session is stored, preloads the store's and the frame's chunks and starts the
 * home's remembered calls (at the page's origin or `apiOrigin`).
 */
export declare function signedInPreloadScript(
  manifest: Record<string, { file: string; name?: string; isEntry?: boolean; imports?: string[] }>,
  base: string,
  languages: readonly string[],
  sourceLanguage: string,
  html: string,
  embeddedBackend?: boolean,
  apiOrigin?: string,
): string;
