import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  OverlayTriggerStateContext,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Button } from '../Button';
import type { DialogWidth } from '../../tokens/scale';
import { CloseIcon } from './icons';
import { dialogTokens as t } from './tokens';

/** How the user dismissed a dialog (Primer's onClose gesture). */
export type DialogCloseGesture = 'close-button' | 'escape' | 'cancel-button';

/** What a dialog's content, footer or render function may call. */
export interface DialogRenderApi {
  /** Closes the dialog; pass a gesture to report it through `onClose`. */
  close: (gesture?: DialogCloseGesture) => void;
  /** True while an asynchronous `onOk` is pending. */
  isPending: boolean;
}

type Renderable = ReactNode | ((api: DialogRenderApi) => ReactNode);

export interface DialogProps {
  /** The title, rendered as the dialog's heading (its accessible name). */
  title: ReactNode;
  /** One of the portal's named widths (500, 570, 1170, 1235, 1300 px). @default 'small' */
  width?: DialogWidth;
  /** The body: scrolls when taller than the viewport allows, while header and footer stay. */
  children?: Renderable;
  /** Controlled open state. Leave undefined inside a `DialogTrigger` or with `defaultOpen`. */
  isOpen?: boolean;
  /** Initial open state when uncontrolled and not inside a `DialogTrigger`. @default false */
  defaultOpen?: boolean;
  /** Called whenever the dialog wants to open or close (every close path, including a confirmed OK). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Called when the user dismisses the dialog, saying how. Not called after a confirmed OK. */
  onClose?: (gesture: DialogCloseGesture) => void;
  /**
   * Called by the OK button. May return a promise: while it is pending the button shows loading and the
   * dialog stays open; a rejection keeps it open and usable; a resolution closes it. Returning (or
   * resolving to) `false` also keeps it open, e.g. when validation fails.
   */
  onOk?: () => unknown;
  /**
   * OK submits the `DialogForm` in the body instead of calling `onOk`: the form's `onSubmit` runs (Enter in one of
   * its fields too), and its result drives the dialog as `onOk`'s would (pending, stay open on `false` or a
   * rejection, close otherwise). The form keeps its own state and save; nothing is handed up. @default false
   */
  submitsForm?: boolean;
  /** OK button text. @default ds:action.ok (确定) */
  okText?: ReactNode;
  /** Cancel button text. @default ds:action.cancel (取消) */
  cancelText?: ReactNode;
  /** OK button style. @default 'primary' */
  okVariant?: 'primary' | 'danger';
  /** Disables the OK button. @default false */
  isOkDisabled?: boolean;
  /** Shows the Cancel button of the default footer. @default true */
  showCancel?: boolean;
  /** Replaces the default footer; `null` renders no footer at all. */
  footer?: Renderable | null;
  /** Shows the × close button in the header. @default true */
  isClosable?: boolean;
  /** 'alertdialog' for confirmations and alerts that interrupt the user. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Something before the title, e.g. a tone icon. */
  titleIcon?: ReactNode;
}

const widthStyles = (Object.keys(t.widths) as DialogWidth[]).map(
  (w) => css`
    &[data-width='${w}'] {
      width: ${t.widths[w]}px;
    }
  `,
);

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${t.zIndex};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${t.viewportMargin} 16px;
  background: ${t.overlay};
`;

const StyledModal = styled(Modal)`
  display: flex;
  max-width: 100%;
  max-height: 100%;
  outline: none;
  ${widthStyles}
`;

const Panel = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: 100%;
  overflow: hidden;
  color: ${t.text};
  background: ${t.background};
  border-radius: ${t.radius};
  box-shadow: ${t.shadow};
  outline: none;
`;

const Header = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${t.header.gap};
  padding: ${t.header.paddingY} ${t.header.paddingX};
  border-bottom: 1px solid ${t.border};
`;

const Title = styled(Heading)`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${t.header.gap};
  min-width: 0;
  margin: 0;
  font-size: ${t.header.fontSize};
  font-weight: ${t.header.fontWeight};
  line-height: 1.5;
`;

const CloseButton = styled(AriaButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${t.close.size};
  height: ${t.close.size};
  margin-right: -6px;
  padding: 0;
  border: 0;
  border-radius: ${t.close.radius};
  color: ${t.close.color};
  background: transparent;
  cursor: pointer;
  outline: none;
  &[data-hovered] {
    color: ${t.close.colorHover};
    background: ${t.close.backgroundHover};
  }
  &[data-focus-visible] {
    box-shadow: 0 0 0 2px ${t.focusRing};
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  padding: ${t.body.paddingY} ${t.body.paddingX};
  overflow: auto;
  outline: none;
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${t.focusRing};
  }
`;

const Footer = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: flex-end;
  gap: ${t.footer.gap};
  padding: ${t.footer.paddingY} ${t.footer.paddingX};
  border-top: 1px solid ${t.border};
`;

/** The body; focusable only when it actually scrolls, so keyboard users can scroll it (axe scrollable-region-focusable). */
function ScrollBody({ children }: { children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const el = outer.current;
    if (!el || !inner.current) return;
    const check = () => setScrollable(el.scrollHeight > el.clientHeight + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    observer.observe(inner.current);
    return () => observer.disconnect();
  }, []);
  return (
    <Body ref={outer} tabIndex={scrollable ? 0 : undefined} data-scrollable={scrollable || undefined}>
      <div ref={inner}>{children}</div>
    </Body>
  );
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}

/** What a `DialogForm` finds in its dialog: the id its OK button submits, and how a submit's result is settled. */
export const DialogFormContext = createContext<{ formId: string; settle(run: () => unknown): Promise<void> } | null>(null);

interface PanelContentProps extends DialogProps {
  requestClose: (gesture?: DialogCloseGesture) => void;
  setPendingOutside: (pending: boolean) => void;
}

/** Lives inside the modal, so its state (pending, forms in children) resets whenever the dialog closes. */
function PanelContent(props: PanelContentProps) {
  const {
    title,
    titleIcon,
    children,
    footer,
    onOk,
    submitsForm = false,
    okText,
    cancelText,
    okVariant = 'primary',
    isOkDisabled = false,
    showCancel = true,
    isClosable = true,
    requestClose,
    setPendingOutside,
  } = props;
  const { t: tr } = useTranslation('ds');
  const [isPending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const pending = useCallback(
    (value: boolean) => {
      setPending(value);
      setPendingOutside(value);
    },
    [setPendingOutside],
  );

  const formId = useId();
  // onOk's result, or the DialogForm's onSubmit's: pending while a promise runs, then close unless it says stay.
  const settle = async (run: () => unknown) => {
    let result: unknown;
    try {
      result = run();
    } catch {
      return; // a synchronous throw keeps the dialog open
    }
    if (isThenable(result)) {
      pending(true);
      try {
        result = await result;
      } catch {
        // Rejected: stay open and usable; the caller reports the error.
        if (mounted.current) pending(false);
        return;
      }
      if (!mounted.current) return;
      pending(false);
    }
    if (result === false) return;
    requestClose();
  };
  const handleOk = () => settle(() => onOk?.());

  const api: DialogRenderApi = { close: requestClose, isPending };
  const body = typeof children === 'function' ? children(api) : children;
  let footerContent: ReactNode;
  if (footer === undefined) {
    footerContent = (
      <>
        {showCancel && (
          <Button onPress={() => requestClose('cancel-button')} isDisabled={isPending}>
            {cancelText ?? tr('action.cancel')}
          </Button>
        )}
        <Button
          variant={okVariant}
          {...(submitsForm ? { type: 'submit' as const, form: formId } : { onPress: handleOk })}
          isLoading={isPending}
          isDisabled={isOkDisabled}
        >
          {okText ?? tr('action.ok')}
        </Button>
      </>
    );
  } else {
    footerContent = typeof footer === 'function' ? footer(api) : footer;
  }

  return (
    <>
      <Header>
        <Title slot="title">
          {titleIcon}
          {title}
        </Title>
        {isClosable && (
          <CloseButton aria-label={tr('action.close')} onPress={() => requestClose('close-button')} isDisabled={isPending}>
            <CloseIcon />
          </CloseButton>
        )}
      </Header>
      <ScrollBody>{submitsForm ? <DialogFormContext.Provider value={{ formId, settle }}>{body}</DialogFormContext.Provider> : body}</ScrollBody>
      {footer !== null && <Footer>{footerContent}</Footer>}
    </>
  );
}

/**
 * A modal dialog with a title, a scrolling body and footer actions (spec 01 §2, spec 02 §2.1).
 * Focus is trapped inside and returns to the trigger on close; Escape closes only the topmost dialog.
 * Clicking the backdrop does NOT close it: accountants would lose what they typed.
 */
export function Dialog(props: DialogProps) {
  const { width = 'small', isOpen, defaultOpen, onOpenChange, onClose, role = 'dialog' } = props;
  const trigger = useContext(OverlayTriggerStateContext);
  const [internalOpen, setInternalOpen] = useState(defaultOpen ?? false);
  const [isPending, setPending] = useState(false);
  const useTrigger = isOpen === undefined && defaultOpen === undefined && trigger !== null;
  const open = isOpen ?? (useTrigger ? trigger.isOpen : internalOpen);

  const requestClose = useCallback(
    (gesture?: DialogCloseGesture) => {
      if (gesture) onClose?.(gesture);
      setPending(false);
      if (isOpen !== undefined) onOpenChange?.(false);
      else if (useTrigger) trigger.close();
      else {
        setInternalOpen(false);
        onOpenChange?.(false);
      }
    },
    [isOpen, onClose, onOpenChange, trigger, useTrigger],
  );

  return (
    <Overlay
      isOpen={open}
      // Only Escape reaches here: the backdrop does not dismiss (isDismissable is off).
      onOpenChange={(next) => {
        if (!next) requestClose('escape');
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
    >
      <StyledModal data-width={width}>
        <Panel role={role}>
          <PanelContent {...props} requestClose={requestClose} setPendingOutside={setPending} />
        </Panel>
      </StyledModal>
    </Overlay>
  );
}

/** Opens a `Dialog` from a trigger button: `<DialogTrigger><Button/><Dialog .../></DialogTrigger>`. */
export const DialogTrigger = AriaDialogTrigger;
export type { DialogTriggerProps } from 'react-aria-components';
