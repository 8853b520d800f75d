export { apiBase, usesRealBackend, siteBase, cloudStorageHosts, customerService } from './env';
export {
  CONFIG_POLL_MS,
  staticConfigUrl,
  fetchStaticConfig,
  startConfigPolling,
  configReducer,
  staticConfigLoaded,
  selectStaticConfig,
} from './staticConfig';
export type { StaticConfig, ConfigPollingOptions, ConfigState } from './staticConfig';
export { CHUNK_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './chunk';
