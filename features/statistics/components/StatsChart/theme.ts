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
  'colorBrandActive',
  'colorBrandHover',
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
    palette: paletteTokens.map(token).filter(Boolean),
  };
}
