// ESLint rule: the arrows of ARCHITECTURE.md. app -> features -> design-system; the design system
// imports nothing of ours; features reach the design system only through design-system/index.ts and the
// network only through app/api; mocks import types only.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const layers = ['design-system', 'features', 'app', 'mocks', 'locales', 'tests', '.storybook', 'scripts'];

function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  return layers.includes(rel[0]) ? { layer: rel[0], rest: rel.slice(1).join('/') } : null;
}

function check(from, to, isTypeOnly) {
  if (from.layer === to.layer) {
    if (from.layer === 'features') {
      const a = from.rest.split('/')[0];
      const b = to.rest.split('/')[0];
      // A feature uses another feature only through its public face (features/<domain>/index.ts).
      if (a !== b && !/^[^/]+(\/index(\.tsx?)?)?$/.test(to.rest) && !/^[^/]+\/api(\.ts)?$/.test(to.rest)) {
        return `features/${a} may use features/${b} only through features/${b}/index.ts`;
      }
    }
    return null;
  }
  switch (from.layer) {
    case 'design-system':
      return `the design system imports nothing of ours (found ${to.layer}/)`;
    case 'features':
      if (to.layer === 'design-system' && !/^(index(\.ts)?)?$/.test(to.rest)) {
        return 'features import the design system only through design-system/index.ts';
      }
      if (to.layer === 'app' && !/^api(\/|$)/.test(to.rest)) return 'features reach app/ only through app/api';
      if (to.layer === 'mocks' || to.layer === 'tests') return `features do not import ${to.layer}/`;
      return null;
    case 'mocks':
      if (to.layer === 'design-system' || to.layer === 'app' || (to.layer === 'features' && !isTypeOnly && !/\/(rules|lookups)(\/|\.ts|$)|^lookups\//.test(to.rest))) {
        return 'mocks import types (and pure rules or lookups) only, never components';
      }
      return null;
    case 'app':
      if (to.layer === 'design-system' && !/^(index(\.ts)?)?$/.test(to.rest)) {
        return 'app imports the design system only through design-system/index.ts';
      }
      if (to.layer === 'tests') return 'app does not import tests/';
      return null;
    default:
      return null;
  }
}

export default {
  meta: { type: 'problem', schema: [], docs: { description: 'Enforce the import arrows of ARCHITECTURE.md' } },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    // Tests, benchmarks and stories may also reach the shared test support, the mocks and the catalogues.
    const isTestFile = /\.(test|spec|bench|stories)\.tsx?$/.test(context.filename);
    const visit = (node, source, isTypeOnly) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      const to = layerOf(target);
      if (!to) return;
      if (isTestFile && (to.layer === 'tests' || to.layer === 'mocks' || (to.layer === 'app' && /^i18n(\/|$)/.test(to.rest)))) return;
      const message = check(from, to, isTypeOnly);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => visit(node, node.source, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => visit(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => visit(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => visit(node, node.source, false),
    };
  },
};
