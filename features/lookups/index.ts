// Every lookup table and state set of both specs (spec 01 §4, spec 02 §3.1): code -> { key, tone? }, plus the rules attached to them.
export * from './types';
export * from './tables';
export * from './helpers';
export * from './serverText';
