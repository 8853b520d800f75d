import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { StatusBadge, type StatusBadgeSize } from '../StatusBadge';
import { Tag } from '../Tag';
import { statusCellsTokens as tk } from './tokens';
import {
  daysRemaining,
  mountTypeLabelKey,
  mountTypeTone,
  onlineStatusLabelKey,
  onlineStatusTone,
  serviceStatusLabelKey,
  serviceStatusTone,
  serviceStatusWarns,
  terminalStatusLabelKey,
  terminalStatusState,
  terminalStatusTone,
  verificationStatusLabelKey,
  verificationStatusTone,
  type ServiceStatusReading,
  type StatusCode,
  type TerminalStatusSource,
} from './tones';
import { productNamespaces } from '../../i18n';

/** What every status cell shares: the server's own text, which wins over the catalogue's label. */
export interface StatusCellTextProps {
  /** The server's description (termStatusDesc, serviceStatusDesc, qdStatusDesc, onlineStatusDesc ...); shown as text when not blank. */
  description?: string | null;
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

/** The server's text when given and not blank, else the catalogue label. */
function useLabel(description: string | null | undefined, key: string): string {
  const { t } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  const server = typeof description === 'string' ? description.trim() : '';
  return server !== '' ? server : t(key);
}

const blank = (code: StatusCode) => code === null || code === undefined || String(code).trim() === '';

/** A placeholder for a cell without a code or a description. */
function NoValue() {
  return <Dash>-</Dash>;
}

export interface ServiceStatusCellProps extends StatusCellTextProps {
  /** serviceStatus code. */
  status: StatusCode;
  /** Which reading of the code (spec 02 §3.1 gives two). @default 'terminal' */
  reading?: ServiceStatusReading;
}

/**
 * Service status: the dot in spec 02 §4's colouring (1 success; 0 or 2 warning; 3 to 6 danger) and, for 0, 2, 3
 * and 4, the text as a red warning (spec 01 §4). The `lookup` reading colours by meaning and has no red text.
 */
export function ServiceStatusCell({ status, description, reading = 'terminal', size }: ServiceStatusCellProps) {
  const label = useLabel(description, serviceStatusLabelKey(status, reading));
  if (blank(status) && !description?.trim()) return <NoValue />;
  return (
    <Fit>
      <StatusBadge tone={serviceStatusTone(status, reading)} size={size}>
        <Label title={label}>{serviceStatusWarns(status, reading) ? <WarningText data-warning="">{label}</WarningText> : label}</Label>
      </StatusBadge>
    </Fit>
  );
}

export interface TerminalStatusCellProps extends StatusCellTextProps {
  /** termStatus (or diskStatus with `source="disk"`). */
  status: StatusCode;
  /** The field read: termStatus (0 abnormal) or diskStatus (101 normal). @default 'term' */
  source?: TerminalStatusSource;
}

/** Terminal status (spec 01 §4): termStatus 0 abnormal in red; diskStatus 101 normal. */
export function TerminalStatusCell({ status, description, source = 'term', size }: TerminalStatusCellProps) {
  const label = useLabel(description, terminalStatusLabelKey(status, source));
  if (blank(status) && !description?.trim()) return <NoValue />;
  const abnormal = terminalStatusState(status, source) === 'abnormal';
  return (
    <Fit>
      <StatusBadge tone={terminalStatusTone(status, source)} coloredText={abnormal} size={size}>
        <Label title={label}>{label}</Label>
      </StatusBadge>
    </Fit>
  );
}

export interface VerificationStatusCellProps extends StatusCellTextProps {
  /** qdStatus code. */
  status: StatusCode;
}

/** Verification status (spec 01 §4, spec 02 §3.1): 0 not passed, 1 passed, 2 unverified, 3 and above error. */
export function VerificationStatusCell({ status, description, size }: VerificationStatusCellProps) {
  const label = useLabel(description, verificationStatusLabelKey(status));
  if (blank(status) && !description?.trim()) return <NoValue />;
  const tone = verificationStatusTone(status);
  return (
    <Fit>
      <StatusBadge tone={tone} coloredText={tone === 'danger'} size={size}>
        <Label title={label}>{label}</Label>
      </StatusBadge>
    </Fit>
  );
}

export interface OnlineStatusCellProps extends StatusCellTextProps {
  /** The disk's `online` code. */
  online: StatusCode;
}

/** Disk online (spec 01 §4): 1 normal, anything else 税盘未插入. */
export function OnlineStatusCell({ online, description, size }: OnlineStatusCellProps) {
  const label = useLabel(description, onlineStatusLabelKey(online));
  return (
    <Fit>
      <StatusBadge tone={onlineStatusTone(online)} size={size}>
        <Label title={label}>{label}</Label>
      </StatusBadge>
    </Fit>
  );
}

export interface DaysRemainingCellProps {
  /** Remaining days of the package (`remain`). */
  remain: StatusCode;
  /** The package's state name (`stateName`), shown when no day is left. */
  stateName?: string | null;
  /** Shows a 续费 button beside red days; without it the red text carries the prompt instead. */
  onRenew?: () => void;
}

/** Package remaining days (spec 01 §4): 30 or more plain; under 30 red with a renew prompt; 0 the state name. */
export function DaysRemainingCell({ remain, stateName, onRenew }: DaysRemainingCellProps) {
  const { t } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  const shown = daysRemaining(remain);
  const state = typeof stateName === 'string' ? stateName.trim() : '';
  let text: string;
  if (shown.kind === 'plain') text = t('statusCells.days.plain', { count: shown.days });
  else if (shown.kind === 'renew') text = t(onRenew ? 'statusCells.days.plain' : 'statusCells.days.renew', { count: shown.days });
  else text = state !== '' ? state : t('statusCells.days.none');
  return (
    <Days data-kind={shown.kind}>
      <span data-days-text="">{text}</span>
      {shown.kind !== 'plain' && onRenew && (
        <Button variant="text" size="sm" onPress={onRenew}>
          {t('statusCells.days.renewAction')}
        </Button>
      )}
    </Days>
  );
}

export interface MountTypeCellProps extends StatusCellTextProps {
  /** Mount type code. */
  mountType: StatusCode;
}

/** Mount type (spec 01 §4): 1 a success label, 2 an error label. */
export function MountTypeCell({ mountType, description }: MountTypeCellProps) {
  const label = useLabel(description, mountTypeLabelKey(mountType));
  if (blank(mountType) && !description?.trim()) return <NoValue />;
  return <Tag tone={mountTypeTone(mountType)}>{label}</Tag>;
}
