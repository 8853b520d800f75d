import { fontSize, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens of NavTree: Ant-Design's inline side menu; the current page in the brand's subtle background
// with a brand bar at its leading edge, its group's title in the brand text colour.
export const navTreeTokens = {
  rowHeight: '40px',
  indent: space[6],
  paddingX: space[4],
  gap: space[2],
  radius: radius.md,
  fontSize: fontSize.md,
  text: vars.colorText,
  textSecondary: vars.colorTextSecondary,
  hoverBackground: vars.colorSurfaceHover,
  currentBackground: vars.colorBrandSubtle,
  currentText: vars.colorBrandText,
  currentBar: vars.colorBrand,
  currentBarWidth: '3px',
  focusRing: vars.colorFocusRing,
} as const;
