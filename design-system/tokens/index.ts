export { vars, toneVars, tones, cssVarName, semanticTokenNames } from './semantic';
export type { Tone, SemanticTokenName, SemanticTokens } from './semantic';
export * from './scale';
export { contrastRatio } from './contrast';
