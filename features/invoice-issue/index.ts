// The feature's public face.
export * from './rules';
