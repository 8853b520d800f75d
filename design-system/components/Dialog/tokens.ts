import { dialogWidths, fontSize, fontWeight, radius, shadow, space, zIndex } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens: derived from semantic tokens and scales, never from the palette.
export const dialogTokens = {
  widths: dialogWidths,
  zIndex: zIndex.dialog,
  /** Space kept between the dialog and the viewport edge; the body scrolls inside what is left. */
  viewportMargin: space[10],
  overlay: vars.colorOverlay,
  background: vars.colorSurface,
  text: vars.colorText,
  border: vars.colorBorder,
  radius: radius.lg,
  shadow: shadow.dialog,
  header: { paddingY: space[4], paddingX: space[6], fontSize: fontSize.lg, fontWeight: fontWeight.medium, gap: space[2] },
  body: { paddingY: space[5], paddingX: space[6] },
  footer: { paddingY: space[3], paddingX: space[6], gap: space[2] },
  close: {
    size: '28px',
    radius: radius.md,
    color: vars.colorTextSecondary,
    colorHover: vars.colorText,
    backgroundHover: vars.colorSurfaceHover,
  },
  focusRing: vars.colorFocusRing,
} as const;
