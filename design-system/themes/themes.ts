import { palette } from '../tokens/palette';
import type { SemanticTokens } from '../tokens/semantic';

/** The role themes: member (roleType 1), provider (2), agency (3), and the group and branch entrances. */
export const roleThemes = ['member', 'provider', 'agency', 'group', 'branch'] as const;
export type RoleTheme = (typeof roleThemes)[number];

type BrandFamily = { 50: string; 100: string; 500: string; 600: string; 700: string; 800: string };

const base: Omit<
  SemanticTokens,
  | 'colorBrand'
  | 'colorBrandHover'
  | 'colorBrandActive'
  | 'colorBrandSubtle'
  | 'colorBrandText'
  | 'colorHeaderBackground'
  | 'colorFocusRing'
> = {
  colorOnBrand: palette.white,
  colorHeaderText: palette.white,
  colorText: palette.gray[900],
  colorTextSecondary: palette.gray[600],
  colorTextDisabled: palette.gray[400],
  colorTextInverse: palette.white,
  colorBackground: palette.gray[100],
  colorSurface: palette.white,
  colorSurfaceSubtle: palette.gray[50],
  colorSurfaceHover: palette.gray[100],
  colorSurfaceDisabled: palette.gray[100],
  colorBorder: palette.gray[300],
  colorBorderStrong: palette.gray[500],
  colorOverlay: 'rgba(16, 24, 40, 0.45)',
  colorSuccessText: palette.green[700],
  colorSuccessBackground: palette.green[50],
  colorSuccessBorder: palette.green[300],
  colorSuccessSolid: palette.green[600],
  colorWarningText: palette.amber[700],
  colorWarningBackground: palette.amber[50],
  colorWarningBorder: palette.amber[300],
  colorWarningSolid: palette.amber[600],
  colorDangerText: palette.red[700],
  colorDangerBackground: palette.red[50],
  colorDangerBorder: palette.red[300],
  colorDangerSolid: palette.red[600],
  colorInfoText: palette.sky[700],
  colorInfoBackground: palette.sky[50],
  colorInfoBorder: palette.sky[300],
  colorInfoSolid: palette.sky[600],
  colorNeutralText: palette.gray[700],
  colorNeutralBackground: palette.gray[100],
  colorNeutralBorder: palette.gray[300],
  colorNeutralSolid: palette.gray[600],
};

function withBrand(family: BrandFamily): SemanticTokens {
  return {
    ...base,
    colorBrand: family[600],
    colorBrandHover: family[700],
    colorBrandActive: family[800],
    colorBrandSubtle: family[50],
    colorBrandText: family[700],
    colorHeaderBackground: family[700],
    colorFocusRing: family[500],
  };
}

/** Same semantic names in every theme; each role only brings its own brand family. */
export const themes: Record<RoleTheme, SemanticTokens> = {
  member: withBrand(palette.blue),
  provider: withBrand(palette.teal),
  agency: withBrand(palette.orange),
  group: withBrand(palette.purple),
  branch: withBrand(palette.indigo),
};
