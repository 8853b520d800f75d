import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  I18nProvider,
  Slider as AriaSlider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps as AriaSliderProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldLabel } from '../Field';
import { sliderTokens as t } from './tokens';

const Root = styled(AriaSlider<number>)`
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas: 'label output' 'track track' 'range range' 'help help';
  align-items: baseline;
  row-gap: ${t.gap};
  width: ${t.width};
  max-width: 100%;
  &[data-block] { width: 100%; }
  & > label { grid-area: label; margin-bottom: 0; }
`;

const Output = styled(SliderOutput)`
  grid-area: output;
  font-size: ${t.output.fontSize};
  color: ${t.output.color};
  font-variant-numeric: tabular-nums;
`;

const Track = styled(SliderTrack)`
  grid-area: track;
  position: relative;
  height: 20px;
  /* Inset by half a thumb so the thumb stays inside the slider at both ends. */
  margin: 0 calc(${t.thumbSize} / 2);
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 50%;
    height: ${t.railHeight};
    transform: translateY(-50%);
    border-radius: 2px;
    background: ${t.rail};
  }
  &[data-hovered]::before { background: ${t.railHover}; }
  &[data-disabled] { cursor: not-allowed; }
`;

const Fill = styled(SliderFill)`
  top: 50%;
  height: ${t.railHeight};
  transform: translateY(-50%);
  border-radius: 2px;
  background: ${t.fill};
  [data-hovered] > & { background: ${t.fillHover}; }
  [data-disabled] > & { background: ${t.disabled.fill}; }
`;

const Thumb = styled(SliderThumb)`
  top: 50%;
  width: ${t.thumbSize};
  height: ${t.thumbSize};
  border: 2px solid ${t.thumbBorder};
  border-radius: 50%;
  background: ${t.thumbBackground};
  cursor: grab;
  &[data-dragging] { cursor: grabbing; }
  &[data-focus-visible] { box-shadow: 0 0 0 3px ${t.focusRing}; }
  &[data-disabled] { border-color: ${t.disabled.thumb}; cursor: not-allowed; }
`;

// react-aria's Slider has no description slot: the help text is linked through aria-describedby.
const Help = styled.div`
  grid-area: help;
  font-size: ${t.help.fontSize};
  color: ${t.help.color};
`;

const Range = styled.div`
  grid-area: range;
  display: flex;
  justify-content: space-between;
  font-size: ${t.range.fontSize};
  color: ${t.range.color};
`;

export interface SliderProps extends Omit<AriaSliderProps<number>, 'children' | 'className' | 'style'> {
  /** The visible label, above the track on the left. Without it, give an `aria-label`. */
  label?: ReactNode;
  /** Help text below the track, linked with aria-describedby. */
  description?: ReactNode;
  /**
   * Formats the value for the output beside the label (and the range ends), e.g.
   * `(v) => t('hours', { value: v })`. Screen readers hear the value formatted by `formatOptions`;
   * pass a unit there (`{ style: 'unit', unit: 'hour' }`) when the number alone is not enough.
   */
  formatValue?: (value: number) => string;
  /** Show the value beside the label. @default true */
  showOutput?: boolean;
  /** Show the minimum and maximum under the track. @default false */
  showRange?: boolean;
  /** Stretch to the container width instead of 320 px. @default false */
  block?: boolean;
}

/**
 * A value on a continuous range, e.g. the face-scan interval 0 to 48 hours in steps of 0.5 (spec 02 §2.1 item 5).
 * Arrow keys move by `step`, Page Up/Down by a larger step, Home/End to the ends.
 */
export function Slider({
  label,
  description,
  formatValue,
  showOutput = true,
  showRange = false,
  block = false,
  minValue = 0,
  maxValue = 100,
  ...rest
}: SliderProps) {
  // Numbers (and units in formatOptions) follow the portal's language, not the browser's.
  const { i18n } = useTranslation('ds');
  const helpId = useId();
  const describedBy = [rest['aria-describedby'], description != null ? helpId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <I18nProvider locale={i18n.language}>
      <Root {...rest} aria-describedby={describedBy} minValue={minValue} maxValue={maxValue} data-block={block || undefined}>
        {({ state }) => (
          <>
            {label != null && <FieldLabel>{label}</FieldLabel>}
            {showOutput && (
              <Output>{formatValue ? formatValue(state.getThumbValue(0)) : state.getThumbValueLabel(0)}</Output>
            )}
            <Track>
              <Fill />
              <Thumb />
            </Track>
            {showRange && (
              <Range aria-hidden="true">
                <span>{formatValue ? formatValue(minValue) : state.getFormattedValue(minValue)}</span>
                <span>{formatValue ? formatValue(maxValue) : state.getFormattedValue(maxValue)}</span>
              </Range>
            )}
            {description != null && <Help id={helpId}>{description}</Help>}
          </>
        )}
      </Root>
    </I18nProvider>
  );
}
