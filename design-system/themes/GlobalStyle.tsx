import { useInsertionEffect } from 'react';
import { cssVarName, semanticTokenNames, vars } from '../tokens/semantic';
import { fontFamily, fontSize, lineHeight } from '../tokens/scale';
import { roleThemes, themes, type RoleTheme } from './themes';

function declarations(theme: RoleTheme): string {
  return semanticTokenNames.map((name) => `${cssVarName(name)}: ${themes[theme][name]};`).join('\n');
}

/** The id of the one <style> element that holds the global style (the prerendered HTML carries it too). */
export const GLOBAL_STYLE_ID = 'tp-global-style';

/**
 * Theme variables plus the base document style, as plain CSS: every theme as a block of CSS variables keyed by
 * data-role-theme, :root carrying the member theme so that anything outside a provider still has values. Built once at
 * module load; plain CSS rather than a styled-components global style, which compiled this whole text again in the
 * browser while a prerendered page was being hydrated (most of a long task on a slow phone).
 */
export const globalCss = [
  `:root { ${declarations('member')} }`,
  ...roleThemes.map((t) => `[data-role-theme="${t}"] { ${declarations(t)} }`),
  `*, *::before, *::after { box-sizing: border-box; }
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
}`,
].join('\n');

/** The global style as a <style> element, for HTML rendered ahead of time (the prerendered sign-in pages). */
export const globalStyleTag = (): string => `<style id="${GLOBAL_STYLE_ID}">${globalCss}</style>`;

/**
 * Theme variables plus the base document style. Render once near the root: it adds the style to the document's head
 * (once, however many are rendered; a page prerendered with globalStyleTag already has it) and renders nothing.
 */
export function GlobalStyle(): null {
  useInsertionEffect(() => {
    if (document.getElementById(GLOBAL_STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = GLOBAL_STYLE_ID;
    style.textContent = globalCss;
    // First in the head: the components' styles (styled-components) come after it and win at equal specificity.
    document.head.prepend(style);
  }, []);
  return null;
}
