import type { Rule } from 'eslint';

declare const layers: Rule.RuleModule;
export default layers;
export function check(from: { layer: string; rest: string }, to: { layer: string; rest: string }, isTypeOnly: boolean, isDynamic?: boolean): string | null;
