import { useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog as AriaDialog,
  Group,
  Heading,
  I18nProvider,
  Popover as AriaPopover,
  RangeCalendar,
  type DateRangePickerProps,
  type ValidationResult,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldButton, FieldFrame, fieldControlStyles, type FieldLayout } from '../Field';
import { Icon } from '../Icon';
import { dateRangeTokens as t } from './tokens';

/** A range of calendar days as ISO dates (`2026-10-01`), both ends included. */
export interface DateRangeValue {
  start: string;
  end: string;
}

const Root = styled(DateRangePicker)`
  display: block;
  width: 100%;
` as typeof DateRangePicker;

const Control = styled(Group)`
  ${fieldControlStyles}
  gap: 2px;
`;

const Input = styled(DateInput)`
  display: inline-flex;
  align-items: center;
  flex: none;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Segment = styled(DateSegment)`
  padding: 0 1px;
  border-radius: ${t.segment.radius};
  outline: none;
  &[data-placeholder] { color: ${t.segment.placeholder}; }
  &[data-type='literal'] { padding: 0; }
  &[data-focused] { background: ${t.segment.focusBg}; color: ${t.segment.focusFg}; }
`;

const Separator = styled.span`
  padding: 0 4px;
  color: ${t.separator};
`;

const Spacer = styled.span`
  flex: 1;
`;

const CalendarPopover = styled(AriaPopover)`
  background: ${t.popover.background};
  border-radius: ${t.popover.radius};
  box-shadow: ${t.popover.shadow};
  padding: ${t.popover.padding};
  z-index: ${t.popover.zIndex};
  outline: none;
`;

const Calendar = styled(RangeCalendar)`
  & header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: 8px;
  }
  & h2 { margin: 0; font-size: ${t.heading.fontSize}; font-weight: ${t.heading.fontWeight}; color: ${t.heading.color}; }
  & table { border-collapse: collapse; }
  & th { width: ${t.cell.size}; height: 24px; font-size: ${t.cell.fontSize}; font-weight: normal; color: ${t.cell.outside}; }
  & td { padding: 1px 0; }
` as typeof RangeCalendar;

const Cell = styled(CalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${t.cell.size};
  height: 28px;
  font-size: ${t.cell.fontSize};
  color: ${t.cell.color};
  cursor: pointer;
  outline: none;
  &[data-outside-month] { display: none; }
  &[data-hovered] { background: ${t.cell.hover}; }
  &[data-selected] { background: ${t.cell.range}; }
  &[data-selection-start], &[data-selection-end] { background: ${t.cell.edge}; color: ${t.cell.edgeText}; border-radius: ${t.cell.radius}; }
  &[data-focus-visible] { box-shadow: inset 0 0 0 2px ${t.cell.focusRing}; }
  &[data-disabled], &[data-unavailable] { color: ${t.cell.disabled}; cursor: not-allowed; }
`;

function toRange(value: DateRangeValue | null | undefined): { start: CalendarDate; end: CalendarDate } | null {
  if (!value) return null;
  try {
    return { start: parseDate(value.start), end: parseDate(value.end) };
  } catch {
    return null;
  }
}

function toDate(value: string | undefined): CalendarDate | undefined {
  if (!value) return undefined;
  try {
    return parseDate(value);
  } catch {
    return undefined;
  }
}

export interface DateRangeFieldProps
  extends Omit<DateRangePickerProps<CalendarDate>, 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'className' | 'style' | 'children'> {
  /** The label text. Without it, pass an aria-label. */
  label?: ReactNode;
  /** Help text below the control. */
  description?: ReactNode;
  /** The error shown while invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Label above or beside; defaults to the surrounding Form's layout. */
  layout?: FieldLayout;
  /** The range (controlled); null while empty. */
  value?: DateRangeValue | null;
  /** The initial range (uncontrolled). */
  defaultValue?: DateRangeValue | null;
  /** Called with the new range once both ends are complete (null when cleared). */
  onChange?(value: DateRangeValue | null): void;
  /** Earliest day that may be picked (ISO). */
  minValue?: string;
  /** Latest day that may be picked (ISO). */
  maxValue?: string;
  /** Accessible name of the calendar button. */
  calendarLabel: string;
}

/**
 * Enter in a typed date submits the surrounding form, as Enter in a text input does (the HTML standard's implicit
 * submission): the segments are not inputs, so the browser does not do it for them. Heard while capturing, as
 * react-aria's segments stop the keys they hear from bubbling. Enter on the calendar button still opens the calendar.
 */
function submitOnEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  if (event.target instanceof Element && event.target.closest('button')) return;
  const form = event.currentTarget.closest('form');
  if (!form) return;
  event.preventDefault();
  form.requestSubmit();
}

/**
 * A range of days (e.g. an inquiry's issue period): two typed dates (year, month, day segments; arrows step
 * them) and a calendar button opening a range calendar. Dates travel as ISO strings, in the portal's day. Enter in
 * a date submits the form the field is in.
 */
export function DateRangeField({ label, description, errorMessage, layout, value, defaultValue, onChange, minValue, maxValue, calendarLabel, ...rest }: DateRangeFieldProps) {
  const controlled = useMemo(() => (value === undefined ? undefined : toRange(value)), [value]);
  const initial = useMemo(() => (defaultValue === undefined ? undefined : toRange(defaultValue)), [defaultValue]);
  // Segments and calendar follow the portal's language (2026/11/23 in zh-CN), not the browser's.
  const { i18n } = useTranslation();
  return (
    <I18nProvider locale={i18n.language}>
    <Root
      {...rest}
      {...(controlled !== undefined ? { value: controlled } : {})}
      {...(initial !== undefined ? { defaultValue: initial } : {})}
      minValue={toDate(minValue)}
      maxValue={toDate(maxValue)}
      onChange={(range) => onChange?.(range ? { start: range.start.toString(), end: range.end.toString() } : null)}
    >
      {({ isInvalid, isDisabled, isRequired }) => (
        <FieldFrame label={label} description={description} errorMessage={errorMessage} isRequired={isRequired} layout={layout}>
          <Control data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined} onKeyDownCapture={submitOnEnter}>
            <Input slot="start">{(segment) => <Segment segment={segment} />}</Input>
            <Separator aria-hidden="true">~</Separator>
            <Input slot="end">{(segment) => <Segment segment={segment} />}</Input>
            <Spacer />
            <FieldButton aria-label={calendarLabel}>
              <Icon name="calendar" size={14} />
            </FieldButton>
          </Control>
          <CalendarPopover placement="bottom start" offset={4}>
            <AriaDialog aria-label={calendarLabel}>
              <Calendar>
                <header>
                  <AriaButtonStyled slot="previous">
                    <Icon name="chevron-left" size={14} />
                  </AriaButtonStyled>
                  <Heading />
                  <AriaButtonStyled slot="next">
                    <Icon name="chevron-right" size={14} />
                  </AriaButtonStyled>
                </header>
                <CalendarGrid>{(date) => <Cell date={date} />}</CalendarGrid>
              </Calendar>
            </AriaDialog>
          </CalendarPopover>
        </FieldFrame>
      )}
    </Root>
    </I18nProvider>
  );
}

const AriaButtonStyled = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: none;
  border-radius: ${t.cell.radius};
  background: transparent;
  color: ${t.cell.color};
  cursor: pointer;
  outline: none;
  &[data-hovered] { background: ${t.cell.hover}; }
  &[data-focus-visible] { box-shadow: 0 0 0 2px ${t.cell.focusRing}; }
`;
