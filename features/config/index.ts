// The config domain's public face: its generated endpoints (static config, logo, menu, permission check, outlets).
export * from './api';
