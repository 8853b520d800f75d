import { useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { lazyPart, useLazyOverlay, useTriggerElement } from '../../overlays/lazyPart';
import type { PopoverPlacement } from './tokens';

/** The panel's code (PopoverPanel.tsx), loaded once for every Popover (an object, so that a test can hold it back). */
export const popoverPart = lazyPart(() => import('./PopoverPanel'));

/** What a render-function `content` may call. */
export interface PopoverRenderApi {
  /** Closes the panel; focus returns to the trigger. */
  close: () => void;
}

interface PopoverBaseProps {
  /** The trigger: one pressable element, typically the design system's `Button` (or an `IconButton`). */
  children: ReactElement;
  /** The panel's content: any nodes, or `({ close }) => nodes` when the content needs to close it. */
  content: ReactNode | ((api: PopoverRenderApi) => ReactNode);
  /** @default 'bottom' */
  placement?: PopoverPlacement;
  /** Draws the small arrow pointing at the trigger. @default true */
  showArrow?: boolean;
  /** Controlled open state. */
  isOpen?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called whenever the panel opens or closes (trigger press, Escape, outside click, `close()`). */
  onOpenChange?: (isOpen: boolean) => void;
  /** 'wide' lets the panel grow to 800 px for a small table. @default 'default' */
  size?: PopoverSize;
}

/** How wide a panel may grow. */
export type PopoverSize = 'default' | 'wide';

interface TitledPopoverProps extends PopoverBaseProps {
  /** A heading at the top of the panel; it names the dialog. */
  title: ReactNode;
  /** Overrides the name given by the title. */
  'aria-label'?: string;
}

interface UntitledPopoverProps extends PopoverBaseProps {
  title?: undefined;
  /** Names the dialog when there is no title (translated text). */
  'aria-label': string;
}

/** Either a `title` or an `aria-label` names the panel's dialog: the types refuse a nameless one. */
export type PopoverProps = TitledPopoverProps | UntitledPopoverProps;

/**
 * A panel anchored to its trigger, for information and small actions (e.g. the header's customer service).
 * react-aria DialogTrigger + Popover + Dialog: the trigger's press opens it and focus moves into the panel;
 * Escape or a click outside closes it and focus returns to the trigger. No mask is drawn; while it is open
 * react-aria keeps Tab inside the panel and the page behind it inert, so the first outside click only closes it.
 *
 * The trigger shows at once; the panel's code loads when the pointer or focus reaches it, and anyway once the page is
 * idle, and then takes over the same trigger. A press that comes before the code opens the panel as it arrives.
 */
export function Popover({ children, isOpen, defaultOpen = false, onOpenChange, ...panel }: PopoverProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = isOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (next === open) return;
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const ref = useRef<HTMLElement>(null);
  const lazy = useLazyOverlay(popoverPart, ref, open);
  const light = useTriggerElement(children, ref, { ...lazy.triggerProps, 'aria-expanded': false, onPress: () => setOpen(true) });
  if (!lazy.part) return light;
  const { PopoverPanel } = lazy.part;
  return <PopoverPanel {...panel} trigger={children} isOpen={open} onOpenChange={setOpen} takeFocus={lazy.hadFocus || open} />;
}
