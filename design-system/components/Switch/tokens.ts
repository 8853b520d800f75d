import { fontSize, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens: derived from semantic tokens, never from the palette.
export const switchTokens = {
  track: {
    md: { width: '44px', height: '22px', knob: '18px' },
    sm: { width: '28px', height: '16px', knob: '12px' },
  },
  gap: space[2],
  fontSize: fontSize.md,
  text: vars.colorText,
  off: vars.colorBorderStrong,
  offHover: vars.colorNeutralSolid,
  on: vars.colorBrand,
  onHover: vars.colorBrandHover,
  knob: vars.colorSurface,
  knobShadow: `0 1px 2px ${vars.colorOverlay}`,
  disabled: { track: vars.colorBorder, trackOn: vars.colorBrandSubtle, text: vars.colorTextDisabled },
  focusRing: vars.colorFocusRing,
} as const;

export type SwitchSize = keyof typeof switchTokens.track;
