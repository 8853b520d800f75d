export { Button } from './Button';
export type { ButtonProps } from './Button';
export type { ButtonVariant, ButtonSize } from './tokens';
