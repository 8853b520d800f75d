import { createHash } from 'node:crypto';
import path from 'node:path';
import MagicString from 'magic-string';
import { parseAst } from 'vite';

// styled-components names each component by a global counter (the order in which styled() runs), and its class
// names hash that id. The browser bundle and the prerender bundle (scripts/vite/prerenderSignIn.ts) evaluate the
// modules in different orders, so the same component would get other class names in the HTML than in the browser
// and hydration would mismatch. This gives every styled() call its own id from its file and position, the same in
// both bundles (what styled-components' Babel plugin does): `styled.div` becomes
// `styled.div.withConfig({ componentId: 'x<file hash>-<n>' })`.

/** @typedef {{ type: string; start: number; end: number; [key: string]: any }} Node */

/** @returns {value is Node} */
const isNode = (value) => typeof value === 'object' && value !== null && typeof value.type === 'string';

/** The local names `styled` is imported as (default import from styled-components). @param {Node} program */
function styledNames(program) {
  /** @type {Set<string>} */
  const names = new Set();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== 'styled-components') continue;
    for (const spec of statement.specifiers) {
      if (spec.type === 'ImportDefaultSpecifier' || (spec.type === 'ImportSpecifier' && spec.imported.name === 'styled')) {
        names.add(spec.local.name);
      }
    }
  }
  return names;
}

/** The `styled.x` or `styled(X)` at the root of a template tag (through `.attrs(...)`), or null. */
/** @param {Node} tag @param {Set<string>} names @returns {Node | null} */
function styledBase(tag, names) {
  const isStyled = (n) => isNode(n) && n.type === 'Identifier' && names.has(n.name);
  if (tag.type === 'MemberExpression' && isStyled(tag.object) && !tag.computed) return tag;
  if (tag.type === 'CallExpression') {
    const callee = tag.callee;
    if (isStyled(callee)) return tag;
    if (callee.type === 'MemberExpression' && callee.property.name === 'attrs') return styledBase(callee.object, names);
  }
  return null;
}

/** @param {unknown} node @param {(node: Node) => void} visit */
function walk(node, visit) {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const key of Object.keys(node)) {
    if (key !== 'type' && key !== 'start' && key !== 'end') walk(node[key], visit);
  }
}

/** Adds a stable componentId to every styled component of the project's own modules (build only). */
/** @param {string} root @returns {import('vite').Plugin} */
export function stableStyledIds(root) {
  return {
    name: 'portal:stable-styled-ids',
    apply: 'build',
    enforce: 'post',
    transform: {
      // Filtered before the hook is called: the bundler skips every other module without calling into JavaScript.
      filter: { id: { include: /\.[jt]sx?(\?.*)?$/, exclude: /\/node_modules\// }, code: 'styled-components' },
      handler(code, id) {
        /** @type {Node} */
        const program = /** @type {any} */ (parseAst(code));
        const names = styledNames(program);
        if (names.size === 0) return null;
        const file = createHash('sha256').update(path.relative(root, id.split('?')[0])).digest('hex').slice(0, 8);
        const out = new MagicString(code);
        let count = 0;
        walk(program, (node) => {
          if (node.type !== 'TaggedTemplateExpression') return;
          const base = styledBase(node.tag, names);
          if (base) out.appendLeft(base.end, `.withConfig({ componentId: 'x${file}-${count++}' })`);
        });
        return count === 0 ? null : { code: out.toString(), map: out.generateMap({ hires: true }) };
      },
    },
  };
}
