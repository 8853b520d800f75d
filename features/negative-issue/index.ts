// 负数发票开具: finding the blue invoice to reverse and what each of its lines has left (spec 01 §2 negative).
export { reversalStateOf, nextStepOf, scopeOfRoute } from './rules/negative';
