// Static scales: the same in every role theme, so they are plain values rather than CSS variables.

export const space = { 0: '0', 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '20px', 6: '24px', 8: '32px', 10: '40px' } as const;
export type Space = keyof typeof space;

export const radius = { sm: '2px', md: '4px', lg: '8px', pill: '999px' } as const;

export const fontFamily =
  '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", sans-serif';
export const fontFamilyMono = '"Noto Sans Mono CJK SC", "Noto Sans Mono", ui-monospace, monospace';

export const fontSize = { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '18px', xxl: '22px' } as const;
export const lineHeight = { tight: 1.3, normal: 1.5715 } as const;
export const fontWeight = { regular: 400, medium: 500, bold: 600 } as const;

export const controlHeight = { sm: '24px', md: '32px', lg: '40px' } as const;

export const shadow = {
  popover: '0 6px 16px rgba(16, 24, 40, 0.12), 0 3px 6px -4px rgba(16, 24, 40, 0.16)',
  dialog: '0 12px 32px rgba(16, 24, 40, 0.18)',
} as const;

export const zIndex = { sticky: 2, dropdown: 1050, dialog: 1000, toast: 1100, tooltip: 1070 } as const;

/** Dialog widths seen across the portal (spec 01 §2, spec 02 §2.1, §9). */
export const dialogWidths = {
  /** progress dialog and small confirms */
  small: 500,
  /** account forms */
  medium: 570,
  /** wide data dialogs */
  large: 1170,
  /** the terminal picker */
  picker: 1235,
  /** the widest account-linking dialogs */
  xlarge: 1300,
} as const;
export type DialogWidth = keyof typeof dialogWidths;

/** The 18 px progress bar of spec 01 §2. */
export const progressBarHeight = '18px';

export const breakpoints = { sm: 768, md: 1024, lg: 1280, xl: 1440 } as const;
