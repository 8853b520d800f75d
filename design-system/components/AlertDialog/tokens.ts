import { fontFamilyMono, fontSize, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens: derived from semantic tokens and scales, never from the palette.
export const alertDialogTokens = {
  content: { fontSize: fontSize.md, color: vars.colorText },
  toggle: {
    color: vars.colorBrandText,
    colorHover: vars.colorBrandHover,
    fontSize: fontSize.sm,
    gap: space[1],
    radius: radius.sm,
  },
  detail: {
    fontFamily: fontFamilyMono,
    fontSize: fontSize.xs,
    color: vars.colorTextSecondary,
    background: vars.colorSurfaceSubtle,
    border: vars.colorBorder,
    radius: radius.md,
    padding: `${space[2]} ${space[3]}`,
    maxHeight: '200px',
    marginTop: space[2],
  },
  focusRing: vars.colorFocusRing,
} as const;
