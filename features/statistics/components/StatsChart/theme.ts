import { cssVarName, type SemanticTokenName } from '../../../../design-system';

/** The role theme's colours as the chart needs them, read from the CSS variables in force at `element`. */
export interface ChartTheme {
  text: string;
  textSecondary: string;
  border: string;
  surface: string;
  fontFamily: string;
  /** Series colours, brand first. */
  palette: string[];
}

const paletteTokens: readonly SemanticTokenName[] = [
  'colorBrand',
  'colorInfoSolid',
  'colorSuccessSolid',
  'colorWarningSolid',
  'colorDangerSolid',
  'colorNeutralSolid',
];

/** Reads the theme's tokens (design-system/tokens/semantic.ts) where the chart is drawn: a role switch recolours it. */
export function chartThemeAt(element: Element): ChartTheme {
  const style = getComputedStyle(element);
  const token = (name: SemanticTokenName) => style.getPropertyValue(cssVarName(name)).trim();
  return {
    text: token('colorText'),
    textSecondary: token('colorTextSecondary'),
    border: token('colorBorder'),
    surface: token('colorSurface'),
    fontFamily: style.fontFamily,
    palette: distinct(paletteTokens.map(token).filter(Boolean)),
  };
}

/** The RGB of a #rgb or #rrggbb colour, null for any other notation. */
function rgbOf(colour: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/**
 * The colours without the tones too close to the brand (the first): a role whose brand is orange would otherwise show
 * two orange slices, its brand and the warning tone.
 */
function distinct(colours: readonly string[]): string[] {
  const [brand, ...tones] = colours;
  const brandRgb = brand ? rgbOf(brand) : null;
  const far = (colour: string) => {
    const rgb = rgbOf(colour);
    return !brandRgb || !rgb || Math.hypot(rgb[0] - brandRgb[0], rgb[1] - brandRgb[1], rgb[2] - brandRgb[2]) >= 40;
  };
  return brand ? [brand, ...tones.filter(far)] : [...tones];
}
