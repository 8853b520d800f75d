export { apiBase, usesRealBackend, siteBase, cloudStorageHosts, customerService } from './env';
export { configSlice, configReducer, staticConfigLoaded, selectStaticConfig } from './staticConfig';
export type { StaticConfig, ConfigState } from './staticConfig';
export { CONFIG_POLL_MS, staticConfigUrl, fetchStaticConfig, startConfigPolling, startStaticConfig } from './polling';
export type { ConfigPollingOptions } from './polling';
export { CHUNK_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './chunk';
