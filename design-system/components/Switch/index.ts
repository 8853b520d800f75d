export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export type { SwitchSize } from './tokens';
