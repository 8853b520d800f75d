import { fontSize, fontWeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens of the invoice ticket: the printed form's ruled frame, in the tone of the invoice (a blue
// invoice in the brand-neutral ink of the form, a red one in the danger tone).
export const invoiceTicketTokens = {
  background: vars.colorSurface,
  radius: radius.md,
  padding: space[5],
  gap: space[3],
  title: { fontSize: fontSize.xxl, fontWeight: fontWeight.bold, letterSpacing: '2px' },
  label: { color: vars.colorTextSecondary, fontSize: fontSize.sm },
  value: { color: vars.colorText, fontSize: fontSize.md },
  cellPadding: `${space[2]} ${space[3]}`,
  ink: { blue: vars.colorBrandText, red: vars.colorDangerText },
  rule: { blue: vars.colorBrand, red: vars.colorDangerSolid },
  headBackground: vars.colorSurfaceSubtle,
} as const;
