import { fieldTokens } from '../Field/tokens';

// Component tokens of the text field: it looks exactly like the shared field control.
export const textFieldTokens = {
  control: fieldTokens.control,
  textareaRows: 3,
} as const;
