import { fontSize, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens of the terminal picker: derived from semantic tokens and scales, never from the palette.
export const terminalPickerTokens = {
  /** Two lines per row (name over tax and disk numbers; invoicing over query account). */
  rowHeight: 54,
  /** Height of the table's scrolling area, header included: ten rows in view. */
  tableMaxHeight: 54 * 11,
  searchWidth: '340px',
  gap: space[4],
  secondary: { color: vars.colorTextSecondary, fontSize: fontSize.xs },
  label: { color: vars.colorTextSecondary },
  dash: vars.colorTextDisabled,
  total: { color: vars.colorTextSecondary, fontSize: fontSize.md },
  confirmGap: space[3],
  /** Column widths in px; the name column takes what is left (at least `nameMin`). */
  column: {
    index: 56,
    nameMin: 220,
    alias: 108,
    deviceType: 104,
    provider: 96,
    mode: 96,
    terminalStatus: 104,
    verificationStatus: 112,
    accountInfo: 284,
  },
  noDefault: { iconColor: vars.colorWarningSolid },
} as const;
