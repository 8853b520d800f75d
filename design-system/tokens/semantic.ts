// Semantic tokens: the names every component uses. Themes give each name a value; components read
// them as CSS variables (vars.colorBrand -> var(--tp-color-brand)) so a role switch restyles without
// regenerating any component style.

const toneNames = ['success', 'warning', 'danger', 'info', 'neutral'] as const;
/** Status tones used everywhere in the spec (red warnings, red days remaining, 导出失败 in red ...). */
export type Tone = (typeof toneNames)[number];
export const tones: readonly Tone[] = toneNames;

export const semanticTokenNames = [
  'colorBrand',
  'colorBrandHover',
  'colorBrandActive',
  'colorBrandSubtle',
  'colorBrandText',
  'colorOnBrand',
  'colorHeaderBackground',
  'colorHeaderText',
  'colorText',
  'colorTextSecondary',
  'colorTextDisabled',
  'colorTextInverse',
  'colorBackground',
  'colorSurface',
  'colorSurfaceSubtle',
  'colorSurfaceHover',
  'colorSurfaceDisabled',
  'colorBorder',
  'colorBorderStrong',
  'colorFocusRing',
  'colorOverlay',
  'colorSuccessText',
  'colorSuccessBackground',
  'colorSuccessBorder',
  'colorSuccessSolid',
  'colorWarningText',
  'colorWarningBackground',
  'colorWarningBorder',
  'colorWarningSolid',
  'colorDangerText',
  'colorDangerBackground',
  'colorDangerBorder',
  'colorDangerSolid',
  'colorInfoText',
  'colorInfoBackground',
  'colorInfoBorder',
  'colorInfoSolid',
  'colorNeutralText',
  'colorNeutralBackground',
  'colorNeutralBorder',
  'colorNeutralSolid',
] as const;

export type SemanticTokenName = (typeof semanticTokenNames)[number];
export type SemanticTokens = Record<SemanticTokenName, string>;

/** colorBrandHover -> --tp-color-brand-hover */
export function cssVarName(name: SemanticTokenName): string {
  return `--tp-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Every semantic token as a CSS variable reference, for use inside styled-components. */
export const vars = Object.fromEntries(
  semanticTokenNames.map((name) => [name, `var(${cssVarName(name)})`]),
) as Record<SemanticTokenName, string>;

/** The four colour tokens of a tone, as CSS variable references. */
export function toneVars(tone: Tone): { text: string; background: string; border: string; solid: string } {
  const cap = (tone.charAt(0).toUpperCase() + tone.slice(1)) as Capitalize<Tone>;
  return {
    text: vars[`color${cap}Text`],
    background: vars[`color${cap}Background`],
    border: vars[`color${cap}Border`],
    solid: vars[`color${cap}Solid`],
  };
}
