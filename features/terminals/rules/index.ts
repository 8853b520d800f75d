// The terminals' business rules: pure, keys and tones out (spec 01 §2, §3, §4, §8; spec 02 §3, §4).
export * from './status';
export * from './picker';
export * from './gate';
export * from './renewal';
export * from './digitalAccount';
