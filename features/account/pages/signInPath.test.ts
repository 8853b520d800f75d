import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The sign-in route's budget (170 KB gzipped, `npm run size`) has no room for RTK Query: the modules the entry
// and the sign-in page import statically must not reach the base api, a generated endpoints file or RTK Query's
// own module (whose fetchBaseQuery would bring createApi along: a bundle cannot split a module).

const root = resolve(__dirname, '../../..');

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((p) => /\.tsx?$/.test(p) && existsSync(p));
}

/** The specifiers a module imports or re-exports as values (type-only ones are erased by the build). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) out.push((statement.moduleSpecifier as ts.StringLiteral).text);
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) out.push((statement.moduleSpecifier as ts.StringLiteral).text);
  }
  return out;
}

/** Every module reached by static value imports from the entries: local files (relative to the root) and packages. */
function staticGraph(entries: string[]): { files: Set<string>; packages: Set<string>; via: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const via = new Map<string, string>();
  const queue = entries.map((e) => resolve(root, e));
  while (queue.length > 0) {
    const file = queue.pop()!;
    const name = relative(root, file);
    if (files.has(name)) continue;
    files.add(name);
    for (const specifier of valueImports(file)) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        if (!via.has(specifier)) via.set(specifier, name);
        continue;
      }
      const target = resolveLocal(file, specifier);
      if (!target) continue;
      const targetName = relative(root, target);
      if (!via.has(targetName)) via.set(targetName, name);
      queue.push(target);
    }
  }
  return { files, packages, via };
}

const isApiModule = (file: string) => file === 'platform/api/baseApi.ts' || file === 'platform/api/attachApi.ts' || /^features\/[^/]+\/api\.ts$/.test(file);
const isRtkQuery = (pkg: string) => pkg.startsWith('@reduxjs/toolkit/query');

/** How the graph reached a module, for the failure message. */
function chain(via: Map<string, string>, target: string): string {
  const steps = [target];
  for (let at = via.get(target); at && steps.length < 30; at = via.get(at)) steps.unshift(at);
  return steps.join(' -> ');
}

describe('the sign-in route carries no RTK Query', () => {
  it('neither the entry nor the sign-in page reaches the api or RTK Query by a static import', () => {
    const { files, packages, via } = staticGraph(['app/main.tsx', 'features/account/pages/LoginPage.tsx']);
    expect(files.size).toBeGreaterThan(20);
    const offending = [...files].filter(isApiModule).concat([...packages].filter(isRtkQuery));
    expect(offending.map((m) => chain(via, m))).toEqual([]);
  });

  it('(the check sees the api where it is: the header and the signed-in pages)', () => {
    const header = staticGraph(['app/shell/ShellHeader.tsx']);
    expect([...header.files].filter(isApiModule)).toContain('platform/api/baseApi.ts');
    expect([...header.packages].filter(isRtkQuery)).not.toEqual([]);
  });
});
