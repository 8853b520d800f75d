import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { StatusBadge, type StatusBadgeSize } from '../StatusBadge';
import { Tag } from '../Tag';
import { statusCellsTokens as tk } from './tokens';
import type { Tone } from '../../tokens/semantic';
import { productNamespaces } from '../../i18n';

/**
 * What every status cell shares: a decided label and tone (which code gets which is the caller's business rule).
 * A blank label shows a dash.
 */
export interface StatusCellProps {
  /** The text shown (the server's description or a catalogue label, as the caller decided). */
  label?: string | null;
  /** The dot's (or tag's) tone. @default 'neutral' */
  tone?: Tone;
  /** @default 'md' */
  size?: StatusBadgeSize;
}

const WarningText = styled.span`
  color: ${tk.warningText};
`;

// Keeps a badge within its table cell: a long server text ends in an ellipsis (full text in the title).
const Fit = styled.span`
  display: inline-flex;
  max-width: 100%;
  min-width: 0;
  vertical-align: middle;
  > span { min-width: 0; max-width: 100%; }
`;

const Label = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Dash = styled.span`
  color: ${tk.emptyText};
`;

const Days = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tk.gap};
  white-space: nowrap;
  font-size: ${tk.fontSize};
  color: ${tk.text};
  &[data-kind='renew'] > [data-days-text],
  &[data-kind='state'] > [data-days-text] { color: ${tk.warningText}; }
`;

const blank = (label: string | null | undefined): label is null | undefined | '' => (label ?? '').trim() === '';

/** A placeholder for a cell without a code or a description. */
function NoValue() {
  return <Dash>-</Dash>;
}

export interface ServiceStatusCellProps extends StatusCellProps {
  /** Shows the label as a red warning (spec 01 §4: serviceStatus 0, 2, 3 and 4 in the terminal reading). @default false */
  warns?: boolean;
}

/** Service status: a dot in the given tone and the label, as a red warning when `warns`. */
export function ServiceStatusCell({ label, tone = 'neutral', warns = false, size }: ServiceStatusCellProps) {
  if (blank(label)) return <NoValue />;
  return (
    <Fit>
      <StatusBadge tone={tone} size={size}>
        <Label title={label}>{warns ? <WarningText data-warning="">{label}</WarningText> : label}</Label>
      </StatusBadge>
    </Fit>
  );
}

export type TerminalStatusCellProps = StatusCellProps;

/** Terminal status: the label beside a dot; a danger tone colours the text too (termStatus 0 abnormal in red). */
export function TerminalStatusCell({ label, tone = 'neutral', size }: TerminalStatusCellProps) {
  if (blank(label)) return <NoValue />;
  return (
    <Fit>
      <StatusBadge tone={tone} coloredText={tone === 'danger'} size={size}>
        <Label title={label}>{label}</Label>
      </StatusBadge>
    </Fit>
  );
}

export type VerificationStatusCellProps = StatusCellProps;

/** Verification status: the label beside a dot; a danger tone colours the text too. */
export function VerificationStatusCell({ label, tone = 'neutral', size }: VerificationStatusCellProps) {
  if (blank(label)) return <NoValue />;
  return (
    <Fit>
      <StatusBadge tone={tone} coloredText={tone === 'danger'} size={size}>
        <Label title={label}>{label}</Label>
      </StatusBadge>
    </Fit>
  );
}

export type OnlineStatusCellProps = StatusCellProps;

/** Disk online: the label beside a dot. */
export function OnlineStatusCell({ label, tone = 'neutral', size }: OnlineStatusCellProps) {
  if (blank(label)) return <NoValue />;
  return (
    <Fit>
      <StatusBadge tone={tone} size={size}>
        <Label title={label}>{label}</Label>
      </StatusBadge>
    </Fit>
  );
}

/** How remaining days show: plainly, in red with a renew prompt, or (no day left) red as the state name. */
export type DaysRemainingKind = 'plain' | 'renew' | 'state';

export interface DaysRemainingCellProps {
  /** How the days show: 'plain'; 'renew' and 'state' in red, with the renew button when `onRenew` is given. */
  kind: DaysRemainingKind;
  /** The text: the days left, the renew prompt or the state name, as the caller decided. */
  text: string;
  /** Shows a 续费 button beside red days. */
  onRenew?: () => void;
  /** The renew button's text. @default dsProduct:statusCells.days.renewAction (续费) */
  renewLabel?: string;
}

/** Package remaining days: plain, or red with a renew button; the caller decides which and says it. */
export function DaysRemainingCell({ kind, text, onRenew, renewLabel }: DaysRemainingCellProps) {
  const { t } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  return (
    <Days data-kind={kind}>
      <span data-days-text="">{text}</span>
      {kind !== 'plain' && onRenew && (
        <Button variant="text" size="sm" onPress={onRenew}>
          {renewLabel ?? t('statusCells.days.renewAction')}
        </Button>
      )}
    </Days>
  );
}

export type MountTypeCellProps = StatusCellProps;

/** Mount type: a tag in the given tone (spec 01 §4: a success label or an error label). */
export function MountTypeCell({ label, tone = 'neutral' }: MountTypeCellProps) {
  if (blank(label)) return <NoValue />;
  return <Tag tone={tone}>{label}</Tag>;
}
