// jsdom computes a style by matching every rule of every style sheet against the element (no layout, no cascade
// index), and Testing Library (role queries), user-event (pointer-events before a click), jest-dom (visibility) and
// react-aria (focus traversal) ask for computed styles thousands of times per test file: with the design system's
// ~40 KB of styled-components CSS in the document, a role query took most of a portal test's time. In jsdom only what
// decides visibility and interactivity has an effect, so the unit tests' documents keep only those declarations of
// the CSS styled-components injects; everything else (colours, spacing, fonts, theme variables) is dropped.
// Measured here on two portal test files: getComputedStyle took 19.5 s and 27.2 s of their run before this.

const KEPT = new Set(['display', 'visibility', 'pointer-events', 'opacity', 'content']);

/** The rule text reduced to the declarations jsdom acts on ('' when none is left). Exported for its test. */
export function keepVisibilityRules(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const prelude = css.slice(i, open).trim();
    // Find the matching close brace.
    let depth = 1;
    let j = open + 1;
    while (j < css.length && depth > 0) {
      const c = css[j];
      if (c === '{') depth += 1;
      else if (c === '}') depth -= 1;
      j += 1;
    }
    const body = css.slice(open + 1, j - 1);
    if (prelude.startsWith('@media') || prelude.startsWith('@supports') || prelude.startsWith('@container')) {
      const inner = keepVisibilityRules(body);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (!prelude.startsWith('@')) {
      const kept = body
        .split(';')
        .map((d) => d.trim())
        .filter((d) => {
          const colon = d.indexOf(':');
          return colon > 0 && KEPT.has(d.slice(0, colon).trim().toLowerCase());
        });
      if (kept.length > 0) out += `${prelude}{${kept.join(';')};}`;
    }
    i = j;
  }
  return out;
}

/** Filters the rules styled-components appends to its style element (one text node per rule in development). */
export function installJsdomStyleFilter(): void {
  if (typeof HTMLStyleElement === 'undefined') return;
  const insertBefore = Node.prototype.insertBefore;
  Object.defineProperty(HTMLStyleElement.prototype, 'insertBefore', {
    configurable: true,
    writable: true,
    value: function <T extends Node>(this: HTMLStyleElement, node: T, child: Node | null): T {
      if (node instanceof Text && this.hasAttribute('data-styled')) node.data = keepVisibilityRules(node.data);
      return insertBefore.call(this, node, child) as T;
    },
  });
}
