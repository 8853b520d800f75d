import type { ReactElement, ReactNode } from 'react';
import {
  Focusable,
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
} from 'react-aria-components';
import styled from 'styled-components';
import { tooltipTokens as t, type TooltipPlacement } from './tokens';
import { isTruncated, truncateText } from './truncate';

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

const Bubble = styled(AriaTooltip)`
  z-index: ${t.zIndex};
  max-width: ${t.maxWidth};
  padding: ${t.padding};
  color: ${t.text};
  font-size: ${t.fontSize};
  line-height: 1.5;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  background: ${t.background};
  border-radius: ${t.radius};
  svg {
    display: block;
    fill: ${t.background};
  }
  &[data-placement='bottom'] svg { transform: rotate(180deg); }
  &[data-placement='right'] svg { transform: rotate(90deg); }
  &[data-placement='left'] svg { transform: rotate(-90deg); }
`;

/** Opens on hover (after `delay`) and on keyboard focus; Escape closes it (react-aria TooltipTrigger). */
export function Tooltip({ content, children, placement = 'top', delay = 300, isDisabled = false }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={100} isDisabled={isDisabled}>
      {children}
      <Bubble placement={placement} offset={t.offset}>
        <OverlayArrow>
          <svg width={t.arrowSize} height={t.arrowSize} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </Bubble>
    </TooltipTrigger>
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
