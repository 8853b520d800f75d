import type { Plugin } from 'vite';

/**
 * The signed-in frame in few chunks: the plugin plans, from a first build in memory, which module goes to 'store' or
 * 'frame'; `name` is codeSplitting's group name function (null for the modules left to the bundler).
 */
export declare function signedInChunks(root: string): { plugin: Plugin; name: (id: string) => string | null };
