import type { ReactElement, ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
} from 'react-aria-components';
import styled from 'styled-components';
import { popoverTokens as t, type PopoverPlacement } from './tokens';

// A triangle in the top half of a square box: OverlayArrow's box is rotated per placement, about its centre.
const arrowPath = `M0 0 L${t.arrow.width / 2} ${t.arrow.height} L${t.arrow.width} 0`;

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

const Panel = styled(AriaPopover)`
  z-index: ${t.zIndex};
  box-sizing: border-box;
  min-width: ${t.minWidth};
  max-width: ${t.maxWidth};
  color: ${t.text};
  font-size: ${t.fontSize};
  line-height: ${t.lineHeight};
  background: ${t.background};
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  box-shadow: ${t.shadow};
  outline: none;

  /* The arrow overlaps the panel's border by 1px so that its base hides the border line. */
  [data-popover-arrow] svg {
    display: block;
    fill: ${t.background};
    stroke: ${t.border};
    stroke-width: 1px;
    transform: translateY(-1px);
  }
  &[data-placement='bottom'] [data-popover-arrow] svg { transform: rotate(180deg) translateY(-1px); }
  &[data-placement='right'] [data-popover-arrow] svg { transform: rotate(90deg) translateY(-1px); }
  &[data-placement='left'] [data-popover-arrow] svg { transform: rotate(-90deg) translateY(-1px); }
  &[data-size='wide'] { max-width: ${t.wideMaxWidth}; }
`;

const Body = styled(AriaDialog)`
  padding: ${t.padding};
  overflow-wrap: anywhere;
  /* The panel itself takes focus on open (react-aria); the controls inside show their own focus rings. */
  outline: none;
`;

const Title = styled(Heading)`
  margin: 0 0 ${t.title.gap};
  font-size: ${t.title.fontSize};
  font-weight: ${t.title.fontWeight};
  line-height: ${t.lineHeight};
`;

/**
 * A panel anchored to its trigger, for information and small actions (e.g. the header's customer service).
 * react-aria DialogTrigger + Popover + Dialog: the trigger's press opens it and focus moves into the panel;
 * Escape or a click outside closes it and focus returns to the trigger. No mask is drawn; while it is open
 * react-aria keeps Tab inside the panel and the page behind it inert, so the first outside click only closes it.
 */
export function Popover({
  children,
  content,
  title,
  placement = 'bottom',
  showArrow = true,
  isOpen,
  defaultOpen,
  onOpenChange,
  size = 'default',
  'aria-label': ariaLabel,
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children}
      <Panel data-size={size} placement={placement} offset={showArrow ? t.offset : t.offset - t.arrow.height}>
        {showArrow && (
          <OverlayArrow data-popover-arrow="">
            <svg width={t.arrow.width} height={t.arrow.width} viewBox={`0 0 ${t.arrow.width} ${t.arrow.width}`} aria-hidden="true" focusable="false">
              <path d={arrowPath} />
            </svg>
          </OverlayArrow>
        )}
        <Body aria-label={ariaLabel}>
          {({ close }) => (
            <>
              {title != null && <Title slot="title">{title}</Title>}
              {typeof content === 'function' ? content({ close }) : content}
            </>
          )}
        </Body>
      </Panel>
    </DialogTrigger>
  );
}
