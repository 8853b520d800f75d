// ESLint rule: the arrows of ARCHITECTURE.md. app -> features -> platform -> design-system, and
// features -> design-system; nothing imports upward. A feature reaches another feature only through its
// index.ts; the app reaches a feature through its index.ts or, to register a page lazily, its pages/. Everything
// reaches the design system through design-system/index.ts. mocks/ import types, pure rules and lookups only.
// Tests, benchmarks and stories may also use the shared test support (tests/), the mocks and the catalogues.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const layers = ['design-system', 'platform', 'features', 'app', 'mocks', 'locales', 'tests', '.storybook', 'scripts'];
/** The product's floors, lowest first: an import may only point to a floor below its own (or its own). */
const floors = ['design-system', 'platform', 'features', 'app'];

function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  return layers.includes(rel[0]) ? { layer: rel[0], rest: rel.slice(1).join('/') } : null;
}

const featureOf = (rest) => rest.split('/')[0];
const isIndex = (rest) => /^[^/]+(\/index(\.tsx?)?)?$/.test(rest);
const isDesignSystemIndex = (rest) => /^(index(\.ts)?)?$/.test(rest);

/** The message for a forbidden import, or null. */
export function check(from, to, isTypeOnly, isDynamic = false) {
  if (from.layer === to.layer) {
    if (from.layer === 'features' && featureOf(from.rest) !== featureOf(to.rest) && !isIndex(to.rest)) {
      return `features/${featureOf(from.rest)} may use features/${featureOf(to.rest)} only through features/${featureOf(to.rest)}/index.ts`;
    }
    return null;
  }
  const fromFloor = floors.indexOf(from.layer);
  const toFloor = floors.indexOf(to.layer);
  if (fromFloor >= 0 && toFloor > fromFloor) return `${from.layer}/ may not import ${to.layer}/ (imports point down: app -> features -> platform -> design-system)`;
  // The entry starts the embedded backend in development by a dynamic import (no mock is in the production bundle).
  if (from.layer === 'app' && to.layer === 'mocks' && isDynamic) return null;
  if (fromFloor >= 0 && (to.layer === 'mocks' || to.layer === 'tests')) return `${from.layer}/ does not import ${to.layer}/`;
  if (fromFloor > 0 && to.layer === 'design-system' && !isDesignSystemIndex(to.rest)) {
    return `${from.layer}/ imports the design system only through design-system/index.ts`;
  }
  if (from.layer === 'app' && to.layer === 'features' && !isIndex(to.rest) && !/^[^/]+\/pages\//.test(to.rest)) {
    return `app/ uses features/${featureOf(to.rest)} only through its index.ts (or registers its pages/)`;
  }
  if (from.layer === 'design-system' && to.layer !== 'design-system') return `the design system imports nothing of ours (found ${to.layer}/)`;
  if (from.layer === 'mocks') {
    const pure = (to.layer === 'features' && /^[^/]+\/rules(\/|\.ts|$)|^lookups\//.test(to.rest)) || (to.layer === 'platform' && /^rules(\/|$)/.test(to.rest));
    if (to.layer === 'design-system' || to.layer === 'app' || ((to.layer === 'features' || to.layer === 'platform') && !isTypeOnly && !pure)) {
      return 'mocks import types (and pure rules or lookups) only, never components';
    }
  }
  return null;
}

export default {
  meta: { type: 'problem', schema: [], docs: { description: 'Enforce the import arrows of ARCHITECTURE.md' } },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const isTestFile = /\.(test|spec|bench|stories)\.tsx?$/.test(context.filename);
    const visit = (node, source, isTypeOnly, isDynamic = false) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source.value));
      if (!to) return;
      // Test support, mocks and the catalogues loader: what tests, benchmarks and stories may reach besides their own floor.
      if (isTestFile && (to.layer === 'tests' || to.layer === 'mocks' || (to.layer === 'platform' && /^i18n(\/|$)/.test(to.rest)))) return;
      const message = check(from, to, isTypeOnly, isDynamic);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => visit(node, node.source, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => visit(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => visit(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => visit(node, node.source, false, true),
    };
  },
};
