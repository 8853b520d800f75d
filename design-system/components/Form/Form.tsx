import { forwardRef, useCallback, useMemo, type FormEvent, type ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import styled from 'styled-components';
import { FieldLayoutContext, useFieldLayout } from '../Field/Field';
import type { FieldLayout } from '../Field/tokens';
import { formActionAlignments, formTokens, type FormActionsAlign } from './tokens';

const invalidSelector = '[aria-invalid="true"]';
const focusableSelector = 'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the first invalid field inside `container` and scrolls it into view. Returns whether one was
 * found. Call it after errors have rendered, e.g. for rows of a dynamic list that Form cannot see.
 */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  if (!container) return false;
  const direct = container.querySelector<HTMLElement>(invalidSelector);
  const viaRoot = container.querySelector<HTMLElement>('[data-invalid]')?.querySelector<HTMLElement>(focusableSelector);
  // Whichever comes first in document order.
  const candidates = [direct, viaRoot].filter((el): el is HTMLElement => el != null);
  candidates.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const target = candidates[0];
  if (!target) return false;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center', inline: 'nearest' });
  return true;
}

const StyledForm = styled(AriaForm)<{ $labelWidth: number }>`
  --field-label-width: ${(p) => p.$labelWidth}px;
  display: flex;
  flex-direction: column;
  gap: ${formTokens.rowGap};
  min-width: 0;
`;

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style' | 'onSubmit'> {
  /** Labels above the fields, or in a right-aligned column beside them. @default 'horizontal' */
  layout?: FieldLayout;
  /** Width of the label column in px (horizontal layout). @default 120 */
  labelWidth?: number;
  /**
   * After submit (and after an async onSubmit settles), focus and scroll to the first invalid field.
   * @default true
   */
  scrollToFirstError?: boolean;
  /**
   * 'aria' shows errors (from validate, isInvalid or server/rule issues) without blocking typing or
   * submission; 'native' also blocks submit on constraint errors.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  /** Called on submit; may return a promise. Call event.preventDefault() to stay on the page. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void | Promise<unknown>;
  children?: ReactNode;
}

/**
 * The form layout: react-aria Form with aria-mode validation, horizontal or vertical field labels, and
 * scroll-to-first-error on submit.
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { layout = 'horizontal', labelWidth = formTokens.labelWidth, scrollToFirstError = true, validationBehavior = 'aria', onSubmit, children, ...rest },
  ref,
) {
  const context = useMemo(() => ({ layout }), [layout]);
  const handleSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const result = onSubmit?.(event);
      if (!scrollToFirstError) return;
      // Errors set by the handler render after this event; look for them on the next frame.
      const focusLater = () => requestAnimationFrame(() => focusFirstInvalid(form));
      if (result instanceof Promise) result.then(focusLater, focusLater);
      else focusLater();
    },
    [onSubmit, scrollToFirstError],
  );
  return (
    <FieldLayoutContext.Provider value={context}>
      <StyledForm
        ref={ref}
        {...rest}
        validationBehavior={validationBehavior}
        onSubmit={handleSubmit}
        data-layout={layout}
        $labelWidth={labelWidth}
      >
        {children}
      </StyledForm>
    </FieldLayoutContext.Provider>
  );
});

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${formTokens.actionsGap};
  ${Object.entries(formActionAlignments)
    .map(([align, value]) => `&[data-align='${align}'] { justify-content: ${value}; }`)
    .join('\n')}
  &[data-layout='horizontal'][data-align='start'] {
    padding-inline-start: calc(var(--field-label-width, ${formTokens.labelWidth}px) + ${formTokens.labelGap});
  }
`;

export interface FormActionsProps {
  /** Where the buttons sit; 'start' lines them up with the controls in a horizontal form. @default 'start' */
  align?: FormActionsAlign;
  children?: ReactNode;
}

/** The footer row of a form: submit, reset and other buttons. */
export function FormActions({ align = 'start', children }: FormActionsProps) {
  const layout = useFieldLayout();
  return (
    <Actions data-align={align} data-layout={layout}>
      {children}
    </Actions>
  );
}
