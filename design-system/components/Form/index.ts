export { Form, FormActions, focusFirstInvalid } from './Form';
export type { FormProps, FormActionsProps } from './Form';
export type { FormActionsAlign } from './tokens';
