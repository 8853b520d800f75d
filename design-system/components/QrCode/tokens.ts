import { fontSize, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens of QrCode: dark modules on the surface colour (every theme keeps that pair high-contrast,
// which is also what scanners need), a quiet border and a veil for the expired and loading states.
export const qrCodeTokens = {
  /** Modules of quiet zone around the symbol (the standard asks for 4; the frame's padding adds the rest). */
  quietZone: 2,
  dark: vars.colorText,
  light: vars.colorSurface,
  border: vars.colorBorder,
  radius: radius.md,
  padding: space[2],
  veil: vars.colorSurface,
  veilOpacity: 0.94,
  veilText: vars.colorText,
  veilGap: space[2],
  fontSize: fontSize.md,
} as const;

/** What the code currently shows: the symbol, a loading veil or the expired veil with a refresh action. */
export const qrCodeStatusMap = { active: 'active', loading: 'loading', expired: 'expired' } as const;
export type QrCodeStatus = keyof typeof qrCodeStatusMap;
