import { useRef, type ReactElement } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
} from 'react-aria-components';
import styled from 'styled-components';
import { useTriggerSwap, useTriggerElement } from '../../overlays/lazyPart';
import type { PopoverProps } from './Popover';
import { popoverTokens as t } from './tokens';

// The panel's code: react-aria's DialogTrigger, Popover and Dialog with their overlay machinery (positioning, focus
// containment, the page made inert). A Popover loads it after the page has painted (Popover.tsx).

// A triangle in the top half of a square box: OverlayArrow's box is rotated per placement, about its centre.
const arrowPath = `M0 0 L${t.arrow.width / 2} ${t.arrow.height} L${t.arrow.width} 0`;

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

export type PopoverPanelProps = Omit<PopoverProps, 'children' | 'isOpen' | 'defaultOpen' | 'onOpenChange'> & {
  /** The Popover's trigger. */
  trigger: ReactElement;
  /** Whether the panel is open (the Popover holds the state: a press may have come before this code). */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The light trigger had focus (or the panel opens): the trigger takes it as it replaces the light one. */
  takeFocus: boolean;
};

/** A Popover once its panel's code has arrived: react-aria's DialogTrigger around the same trigger. */
export function PopoverPanel({
  trigger,
  content,
  title,
  placement = 'bottom',
  showArrow = true,
  isOpen,
  onOpenChange,
  size = 'default',
  'aria-label': ariaLabel,
  takeFocus,
}: PopoverPanelProps) {
  const ref = useRef<HTMLElement>(null);
  const ready = useTriggerSwap(ref, takeFocus);
  const child = useTriggerElement(trigger, ref);
  return (
    <DialogTrigger isOpen={ready && isOpen} onOpenChange={onOpenChange}>
      {child}
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
