import { controlHeight, fontSize, fontWeight, radius, space, zIndex } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens of the data table: derived from semantic tokens and scales, never from the palette.
export const tableTokens = {
  /** Default body row height in px; the header has the same height. Fixed, so virtualisation is exact. */
  rowHeight: 40,
  /** Width of the selection column in px. */
  selectionWidth: 48,
  /** Width in px of a column that gives neither width nor minWidth. */
  defaultMinWidth: 80,
  cellPaddingX: space[3],
  fontSize: fontSize.md,
  radius: radius.md,
  frameBorder: vars.colorBorder,
  rowDivider: vars.colorSurfaceHover,
  header: { background: vars.colorSurfaceSubtle, color: vars.colorText, fontWeight: fontWeight.medium, zIndex: zIndex.sticky },
  body: { background: vars.colorSurface, color: vars.colorText },
  rowHover: vars.colorSurfaceSubtle,
  rowSelected: vars.colorBrandSubtle,
  sortIdle: vars.colorTextDisabled,
  sortActive: vars.colorBrand,
  focusRing: vars.colorFocusRing,
  overlay: { background: vars.colorSurface, opacity: 0.6, spinner: vars.colorBrand },
  checkbox: {
    size: '16px',
    radius: radius.sm,
    border: vars.colorBorderStrong,
    background: vars.colorSurface,
    checked: vars.colorBrand,
    mark: vars.colorOnBrand,
    hoverBorder: vars.colorBrand,
  },
  controlHeight: controlHeight.md,
  /** Cell editors (TableCellInput, TableCellSelect) of an editable table. */
  editor: {
    border: vars.colorBorder,
    background: vars.colorSurface,
    focusBorder: vars.colorBrand,
    invalidBorder: vars.colorDangerBorder,
    invalidBackground: vars.colorDangerBackground,
    disabledBackground: vars.colorSurfaceDisabled,
    disabledText: vars.colorTextDisabled,
  },
} as const;

/** Horizontal alignment of a column's header and cells. */
export const tableAlign = { start: 'left', center: 'center', end: 'right' } as const;
export type TableAlign = keyof typeof tableAlign;

/** Whether rows carry a selection checkbox. */
export const tableSelectionModes = { none: 'no selection', multiple: 'checkbox column with select all' } as const;
export type TableSelectionMode = keyof typeof tableSelectionModes;
