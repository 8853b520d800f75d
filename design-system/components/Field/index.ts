export { FieldLabel, FieldDescription, FieldError, FieldFrame, FieldControl, FieldAdornment, FieldButton, FieldLayoutContext, useFieldLayout, fieldControlStyles, fieldButtonStyles } from './Field';
export type { FieldLabelProps, FieldDescriptionProps, FieldErrorProps, FieldFrameProps, FieldLayoutContextValue } from './Field';
export { fieldTokens } from './tokens';
export type { FieldLayout } from './tokens';
