import { useEffect, useRef, useState, type ReactElement } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import styled from 'styled-components';
import { useTriggerElement, useTriggerSwap } from '../../overlays/lazyPart';
import type { TooltipProps } from './Tooltip';
import { tooltipTokens as t } from './tokens';

// The bubble's code: react-aria's TooltipTrigger and Tooltip with the overlay positioning. A Tooltip loads it after the
// page has painted (Tooltip.tsx).

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

export interface TooltipBubbleProps extends Required<Omit<TooltipProps, 'children'>> {
  /** The Tooltip's trigger. */
  trigger: ReactElement;
  /** The light trigger had focus: the trigger takes it as it replaces the light one (keyboard focus shows the bubble). */
  takeFocus: boolean;
  /** The pointer rests on the trigger as it replaces the light one: the bubble shows at once. */
  showAtOnce: boolean;
}

/** A Tooltip once its bubble's code has arrived: react-aria's TooltipTrigger around the same trigger. */
export function TooltipBubble({ trigger, content, placement, delay, isDisabled, takeFocus, showAtOnce }: TooltipBubbleProps) {
  const ref = useRef<HTMLElement>(null);
  const [isOpen, setOpen] = useState(showAtOnce);
  // Shown because the pointer rested on the light trigger: react-aria saw no pointer enter this trigger, so it would
  // see no leave either; a move off the trigger closes it, as leaving it does.
  const [resting, setResting] = useState(showAtOnce);
  useTriggerSwap(ref, takeFocus);
  useEffect(() => {
    if (!resting) return;
    const onMove = (e: PointerEvent) => {
      if (e.target instanceof Node && ref.current?.contains(e.target)) return;
      setResting(false);
      setOpen(false);
    };
    document.addEventListener('pointermove', onMove);
    return () => document.removeEventListener('pointermove', onMove);
  }, [resting]);
  const child = useTriggerElement(trigger, ref);
  return (
    <TooltipTrigger
      delay={delay}
      closeDelay={100}
      isDisabled={isDisabled}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) setResting(false);
      }}
    >
      {child}
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
