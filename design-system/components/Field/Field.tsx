import { createContext, useContext, type ReactNode } from 'react';
import {
  Button as AriaButton,
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text as AriaText,
  type FieldErrorProps as AriaFieldErrorProps,
  type LabelProps as AriaLabelProps,
  type ValidationResult,
} from 'react-aria-components';
import styled, { css } from 'styled-components';
import { fieldTokens, type FieldLayout } from './tokens';

/** What a Form tells the fields inside it about layout. */
export interface FieldLayoutContextValue {
  /** @default 'vertical' */
  layout: FieldLayout;
}

/** Set by Form (or any container) so that fields lay out their label without prop drilling. */
export const FieldLayoutContext = createContext<FieldLayoutContextValue>({ layout: 'vertical' });

/** The layout of the nearest Form, or 'vertical' outside a form. */
export function useFieldLayout(override?: FieldLayout): FieldLayout {
  const { layout } = useContext(FieldLayoutContext);
  return override ?? layout;
}

const StyledLabel = styled(AriaLabel)`
  display: inline-block;
  color: ${fieldTokens.labelColor};
  font-size: ${fieldTokens.labelFontSize};
  line-height: 1.5715;
  cursor: default;
`;

const RequiredMark = styled.span`
  display: inline-block;
  margin-inline-end: 4px;
  color: ${fieldTokens.requiredMark};
  font-family: SimSun, sans-serif;
  line-height: 1;
`;

export interface FieldLabelProps extends Omit<AriaLabelProps, 'className' | 'style'> {
  /**
   * Shows the red `*` before the text. It is aria-hidden: the requirement itself is conveyed by
   * aria-required on the input, which the react-aria field sets from its own `isRequired`.
   * @default false
   */
  isRequired?: boolean;
  children?: ReactNode;
}

/** A field's label, wired to its input by the surrounding react-aria field (aria-labelledby / for). */
export function FieldLabel({ isRequired = false, children, ...rest }: FieldLabelProps) {
  return (
    <StyledLabel {...rest}>
      {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
      {children}
    </StyledLabel>
  );
}

const StyledDescription = styled(AriaText)`
  color: ${fieldTokens.helpColor};
  font-size: ${fieldTokens.helpFontSize};
  line-height: 20px;
`;

export interface FieldDescriptionProps {
  children?: ReactNode;
}

/** Help text under the control; the react-aria field links it with aria-describedby. */
export function FieldDescription({ children }: FieldDescriptionProps) {
  return <StyledDescription slot="description">{children}</StyledDescription>;
}

const StyledError = styled(AriaFieldError)`
  display: block;
  color: ${fieldTokens.errorColor};
  font-size: ${fieldTokens.helpFontSize};
  line-height: 20px;
`;

export type FieldErrorProps = Omit<AriaFieldErrorProps, 'className' | 'style'>;

/**
 * The error under the control, in the danger tone. Rendered only while the field is invalid; the
 * react-aria field adds it to aria-describedby.
 */
export function FieldError(props: FieldErrorProps) {
  return <StyledError {...props} />;
}

const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  row-gap: ${fieldTokens.rowGap};
  width: 100%;
  &[data-layout='horizontal'] {
    grid-template-columns: var(--field-label-width, ${fieldTokens.labelWidth}px) minmax(0, 1fr);
    column-gap: ${fieldTokens.labelGap};
  }
`;

const LabelCell = styled.div`
  display: flex;
  [data-layout='horizontal'] > & {
    align-self: start;
    justify-content: flex-end;
    align-items: center;
    min-height: ${fieldTokens.control.height};
    text-align: end;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const HelpRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${fieldTokens.labelGap};
  & > :last-child[data-aside] { margin-inline-start: auto; }
`;

const Aside = styled.span`
  flex: none;
  color: ${fieldTokens.helpColor};
  font-size: ${fieldTokens.helpFontSize};
  line-height: 20px;
  font-variant-numeric: tabular-nums;
  &[data-tone='danger'] { color: ${fieldTokens.errorColor}; }
`;

export interface FieldFrameProps {
  /** The label text; omit it only when the field has an aria-label. */
  label?: ReactNode;
  /** Help text below the control. */
  description?: ReactNode;
  /** The error shown while the field is invalid (or a function of react-aria's validation result). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Shows the required mark on the label. @default false */
  isRequired?: boolean;
  /** Label above or beside the control; defaults to the surrounding Form's layout. */
  layout?: FieldLayout;
  /** Content between the control and the help text (e.g. a password strength bar). */
  extra?: ReactNode;
  /** Small text at the end of the help row (e.g. a byte counter). */
  aside?: ReactNode;
  /** Colours the aside text as a problem. @default false */
  asideIsDanger?: boolean;
  /** The control itself. */
  children: ReactNode;
}

/**
 * Lays out a field: label above (vertical) or in a right-aligned column beside the control (horizontal),
 * then the control, help text and error. Render it inside a react-aria field (TextField, NumberField ...)
 * so that label, help and error are connected to the input.
 */
export function FieldFrame({
  label,
  description,
  errorMessage,
  isRequired = false,
  layout,
  extra,
  aside,
  asideIsDanger = false,
  children,
}: FieldFrameProps) {
  const resolved = useFieldLayout(layout);
  const labelNode = label != null && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>;
  return (
    <Frame data-layout={resolved}>
      {(resolved === 'horizontal' || labelNode) && <LabelCell>{labelNode}</LabelCell>}
      <Body>
        {children}
        {extra}
        {(description != null || aside != null) && (
          <HelpRow>
            {description != null && <FieldDescription>{description}</FieldDescription>}
            {aside != null && (
              <Aside data-aside="" data-tone={asideIsDanger ? 'danger' : undefined}>
                {aside}
              </Aside>
            )}
          </HelpRow>
        )}
        <FieldError>{errorMessage}</FieldError>
      </Body>
    </Frame>
  );
}

/**
 * The bordered box of a text-like control: 32 px high, brand border on hover and focus, danger border
 * when invalid. Set data-invalid, data-disabled, data-readonly on it (or use react-aria's Group, which
 * sets them). Exported as CSS so that other controls (Select, ComboBox) can look the same.
 */
export const fieldControlStyles = css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${fieldTokens.control.height};
  padding: 0 ${fieldTokens.control.paddingX};
  gap: 4px;
  background: ${fieldTokens.control.bg};
  color: ${fieldTokens.control.fg};
  border: 1px solid ${fieldTokens.control.border};
  border-radius: ${fieldTokens.control.radius};
  transition: border-color 0.15s, box-shadow 0.15s;
  &:hover { border-color: ${fieldTokens.control.borderHover}; }
  /* Focus: a 2 px brand outline (border plus 1 px ring), red when invalid. */
  &:focus-within {
    border-color: ${fieldTokens.control.borderFocus};
    box-shadow: 0 0 0 1px ${fieldTokens.control.focusRing};
  }
  &[data-invalid] { border-color: ${fieldTokens.control.invalidBorder}; }
  &[data-invalid]:focus-within { box-shadow: 0 0 0 1px ${fieldTokens.control.invalidBorder}; }
  &[data-readonly] { background: ${fieldTokens.control.readOnlyBg}; }
  &[data-disabled] {
    cursor: not-allowed;
    background: ${fieldTokens.control.disabledBg};
    color: ${fieldTokens.control.disabledFg};
    border-color: ${fieldTokens.control.disabledBorder};
  }
  &[data-multiline] { align-items: stretch; padding: 0; }

  input, textarea {
    flex: 1;
    min-width: 0;
    height: calc(${fieldTokens.control.height} - 2px);
    padding: 0;
    border: none;
    outline: none;
    background: transparent;
    color: inherit;
    font-size: ${fieldTokens.labelFontSize};
    &::placeholder { color: ${fieldTokens.control.placeholder}; }
    &:disabled { cursor: not-allowed; }
  }
  textarea {
    height: auto;
    min-height: 54px;
    padding: 4px ${fieldTokens.control.paddingX};
    line-height: 1.5715;
    resize: vertical;
  }
`;

/** The bordered box around an input and its adornments (prefix, clear button, toggles). */
export const FieldControl = styled.div`
  ${fieldControlStyles}
`;

/** A prefix or suffix inside the control box (e.g. ¥), in the secondary text colour. */
export const FieldAdornment = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  color: ${fieldTokens.control.adornment};
`;

/** The look of a small icon button inside the control box; for Button or ToggleButton from react-aria. */
export const fieldButtonStyles = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  margin-inline-end: -4px;
  padding: 0;
  border: none;
  border-radius: 2px;
  background: transparent;
  color: ${fieldTokens.control.adornment};
  cursor: pointer;
  outline: none;
  &[data-hovered] { color: ${fieldTokens.control.fg}; background: ${fieldTokens.control.readOnlyBg}; }
  &[data-focus-visible] { box-shadow: 0 0 0 2px ${fieldTokens.control.focusRing}; }
  &[data-disabled] { cursor: not-allowed; color: ${fieldTokens.control.disabledFg}; background: transparent; }
`;

/**
 * A small icon button inside the control box (e.g. clear). Give it an aria-label. It does not take
 * focus on a mouse press, so the caret stays in the input.
 */
export const FieldButton = styled(AriaButton).attrs({ preventFocusOnPress: true })`
  ${fieldButtonStyles}
`;
