import { useContext, type ReactNode } from 'react';
import styled from 'styled-components';
import { DialogFormContext } from './Dialog';

// The form of a dialog whose OK submits it (Dialog `submitsForm`): the state and the save live in the body, where
// the fields are; the dialog's OK (or Enter in a field) submits, and the promise onSubmit returns keeps the OK
// pending, and the dialog open when it resolves to false or rejects (validation failed, the server refused).

// Lays out nothing of its own: the body looks the same with or without it.
const Form = styled.form`
  display: contents;
`;

export interface DialogFormProps {
  /** Saves; resolve to false (or reject) to keep the dialog open, anything else closes it. */
  onSubmit(): unknown;
  children?: ReactNode;
}

export function DialogForm({ onSubmit, children }: DialogFormProps) {
  const dialog = useContext(DialogFormContext);
  return (
    <Form
      id={dialog?.formId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (dialog) void dialog.settle(onSubmit);
        else void onSubmit();
      }}
    >
      {children}
    </Form>
  );
}
