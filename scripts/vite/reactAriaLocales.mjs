// React Aria ships its built-in strings (screen-reader announcements, hidden labels) in some thirty-four locales, and
// every component that has such strings imports all of them: about 55 KB of source on the signed-in home, most of it in
// languages the portal does not speak. This keeps the portal's languages (platform/i18n/languages.ts) and drops the
// others from the build, as React Aria's own optimize-locales build plugin does: a browser in another language gets the
// strings of its language's nearest kept locale, else en-US (@internationalized/string's fallback, which also skips
// the missing entries).

const reactAria = /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized)[\\/]/;
const localeImport = /^import ([\w$]+) from "[^"]*[\\/]([a-z]{2}-[A-Z]{2})\.m?js";\n/gm;
const localeEntry = /^\s*"([a-z]{2}-[A-Z]{2})": ([\w$]+),?\n/gm;

/** @param {readonly string[]} keep the locales whose strings stay @returns {import('vite').Plugin} */
export function reactAriaLocales(keep) {
  return {
    name: 'portal:react-aria-locales',
    apply: 'build',
    transform: {
      filter: { id: /intlStrings\.m?js$/ },
      handler(code, id) {
        if (!reactAria.test(id)) return null;
        /** @type {Set<string>} */
        const dropped = new Set();
        let out = code.replace(localeImport, (line, name, locale) => {
          if (keep.includes(locale)) return line;
          dropped.add(name);
          return '';
        });
        out = out.replace(localeEntry, (line, locale, name) => (dropped.has(name) ? '' : line));
        // Every dropped import must have lost its entry too, or the module would point at a name no longer defined.
        for (const name of dropped) if (new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}([^\\w$]|$)`).test(out)) return null;
        return dropped.size ? { code: out, map: null } : null;
      },
    },
  };
}
