import { createGlobalStyle } from 'styled-components';
import { cssVarName, semanticTokenNames, vars } from '../tokens/semantic';
import { fontFamily, fontSize, lineHeight } from '../tokens/scale';
import { roleThemes, themes, type RoleTheme } from './themes';

function declarations(theme: RoleTheme): string {
  return semanticTokenNames.map((name) => `${cssVarName(name)}: ${themes[theme][name]};`).join('\n');
}

// Built once at module load: every theme as a block of CSS variables keyed by data-role-theme.
// :root carries the member theme so that anything outside a provider still has values.
const themeBlocks = [
  `:root { ${declarations('member')} }`,
  ...roleThemes.map((t) => `[data-role-theme="${t}"] { ${declarations(t)} }`),
].join('\n');

/** Theme variables plus the base document style. Render once near the root. */
export const GlobalStyle = createGlobalStyle`
  ${themeBlocks}
  *, *::before, *::after { box-sizing: border-box; }
  html, body {
    margin: 0;
    font-family: ${fontFamily};
    font-size: ${fontSize.md};
    line-height: ${lineHeight.normal};
    color: ${vars.colorText};
    background: ${vars.colorBackground};
    -webkit-font-smoothing: antialiased;
  }
  button, input, select, textarea { font: inherit; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
