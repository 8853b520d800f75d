import { useRef } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Focusable } from 'react-aria-components';
import styled from 'styled-components';
import { lazyPart, useLazyOverlay, useTriggerElement } from '../../overlays/lazyPart';
import { tooltipTokens as t, type TooltipPlacement } from './tokens';
import { isTruncated, truncateText } from './truncate';

/** The bubble's code (TooltipBubble.tsx), loaded once for every Tooltip (an object, so that a test can hold it back). */
export const tooltipPart = lazyPart(() => import('./TooltipBubble'));

export interface TooltipProps {
  /** What the tooltip says. Plain text is best: a tooltip is a description, not a place for controls. */
  content: ReactNode;
  /** The trigger: one focusable element (a Button, or a focusable element inside `Focusable`). */
  children: ReactElement;
  /** @default 'top' */
  placement?: TooltipPlacement;
  /** Hover delay in ms before opening; keyboard focus opens at once. @default 300 */
  delay?: number;
  /** Turns the tooltip off. @default false */
  isDisabled?: boolean;
}

/**
 * Opens on hover (after `delay`) and on keyboard focus; Escape closes it (react-aria TooltipTrigger).
 *
 * The trigger shows at once; the bubble's code loads when the pointer or focus reaches it, and anyway once the page is
 * idle, and then takes over the same trigger: a tooltip asked for before it arrived shows as it arrives.
 */
export function Tooltip({ content, children, placement = 'top', delay = 300, isDisabled = false }: TooltipProps) {
  const ref = useRef<HTMLElement>(null);
  const lazy = useLazyOverlay(tooltipPart, ref);
  const light = useTriggerElement(children, ref, lazy.triggerProps);
  if (!lazy.part) return light;
  const { TooltipBubble } = lazy.part;
  return (
    <TooltipBubble
      trigger={children}
      content={content}
      placement={placement}
      delay={delay}
      isDisabled={isDisabled}
      takeFocus={lazy.hadFocus}
      showAtOnce={lazy.hovered && !isDisabled}
    />
  );
}

const Cut = styled.span`
  border-radius: ${t.cutRadius};
  cursor: default;
  outline: none;
  &:focus-visible { box-shadow: 0 0 0 2px ${t.focusRing}; }
`;

export interface TruncatedTextProps {
  /** The full text. */
  text: string;
  /** Characters shown before the ellipsis (the terminal picker uses 21). */
  max: number;
  /** @default 'top' */
  placement?: TooltipPlacement;
}

/**
 * Shows `text` cut at `max` characters with an ellipsis, and the full text in a tooltip on hover and
 * keyboard focus (the cut text is a tab stop for that reason). Text that fits is shown as it is, without
 * a tooltip and without a tab stop.
 */
export function TruncatedText({ text, max, placement = 'top' }: TruncatedTextProps) {
  if (!isTruncated(text, max)) return <span>{text}</span>;
  return (
    <Tooltip content={text} placement={placement}>
      <Focusable>
        {/* No widget role fits cut text; the tooltip is wired as its description (aria-describedby). */}
        <Cut tabIndex={0} data-truncated="">
          {truncateText(text, max)}
        </Cut>
      </Focusable>
    </Tooltip>
  );
}
