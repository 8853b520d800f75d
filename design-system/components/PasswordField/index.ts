export { PasswordField, PasswordStrengthBar } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { passwordStrengthTones } from './tokens';
export type { PasswordStrength } from './tokens';
