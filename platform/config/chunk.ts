// spec 01 §8, §9: a lazily loaded chunk that fails, or takes over 120000 ms, raises ChunkLoadError.

/** Chunk timeout (spec 01 §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A route's code could not be loaded: the router shows a reload prompt. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  /** 'timeout' after 120 s, 'failed' when the import rejected. */
  readonly reason: 'timeout' | 'failed';

  constructor(reason: 'timeout' | 'failed', options?: { cause?: unknown }) {
    super(`ChunkLoadError: ${reason}`, options);
    this.reason = reason;
  }
}

/** True for a ChunkLoadError, also one re-thrown across module copies (matched by name). */
export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError');
}

/**
 * Wraps a dynamic import: rejects with ChunkLoadError when it fails or has not settled within the timeout.
 * Usage: `lazy(() => loadChunk(() => import('./pages/Home')))`.
 */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    let loading: Promise<T>;
    try {
      loading = importer();
    } catch (cause) {
      loading = Promise.reject(cause);
    }
    loading.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(cause) ? cause : new ChunkLoadError('failed', { cause }));
      },
    );
  });
}
