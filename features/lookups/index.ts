// Every lookup table and state set of both specs (issue 3): code -> { key, tone? }, plus the rules attached to them.
export * from './types';
export * from './tables';
export * from './helpers';
export * from './serverText';
