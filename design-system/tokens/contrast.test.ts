import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import type { SemanticTokenName } from './semantic';
import { roleThemes, themes } from '../themes/themes';

// Foreground/background pairs that components actually draw, with the WCAG AA minimum for each:
// 4.5 for text, 3 for large text and UI component boundaries (focus ring, strong borders).
const textPairs: [SemanticTokenName, SemanticTokenName][] = [
  ['colorText', 'colorSurface'],
  ['colorText', 'colorBackground'],
  ['colorText', 'colorSurfaceSubtle'],
  ['colorText', 'colorSurfaceHover'],
  ['colorText', 'colorBrandSubtle'],
  ['colorTextSecondary', 'colorSurface'],
  ['colorTextSecondary', 'colorSurfaceSubtle'],
  ['colorOnBrand', 'colorBrand'],
  ['colorOnBrand', 'colorBrandHover'],
  ['colorOnBrand', 'colorBrandActive'],
  ['colorBrandText', 'colorSurface'],
  ['colorBrandText', 'colorBrandSubtle'],
  ['colorHeaderText', 'colorHeaderBackground'],
  ...(['Success', 'Warning', 'Danger', 'Info', 'Neutral'] as const).flatMap(
    (tone): [SemanticTokenName, SemanticTokenName][] => [
      [`color${tone}Text`, `color${tone}Background`],
      [`color${tone}Text`, 'colorSurface'],
      ['colorTextInverse', `color${tone}Solid`],
    ],
  ),
];
const uiPairs: [SemanticTokenName, SemanticTokenName][] = [
  ['colorFocusRing', 'colorSurface'],
  ['colorBorderStrong', 'colorSurface'],
  ['colorBrand', 'colorSurface'],
];

describe.each(roleThemes)('theme %s', (role) => {
  const theme = themes[role];
  it.each(textPairs)('%s on %s meets 4.5:1', (fg, bg) => {
    expect(contrastRatio(theme[fg], theme[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(uiPairs)('%s against %s meets 3:1', (fg, bg) => {
    expect(contrastRatio(theme[fg], theme[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1f5bd1', '#1f5bd1')).toBe(1);
  });
  it('rejects what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow();
  });
});
