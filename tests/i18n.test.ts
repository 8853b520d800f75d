import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { resources as appResources } from '../platform/i18n';
import { storyResources } from '../platform/i18n/storyResources';

const resources: Record<string, Record<string, unknown>> = {};
for (const source of [appResources, storyResources]) {
  for (const [lng, namespaces] of Object.entries(source)) resources[lng] = { ...resources[lng], ...namespaces };
}

type Json = { [key: string]: string | Json };
const root = path.resolve(import.meta.dirname, '..');

function leafKeys(node: Json, prefix = ''): string[] {
  return Object.entries(node).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leafKeys(v, `${prefix}${k}.`)));
}
function allKeys(lng: string): Set<string> {
  const language = resources[lng] ?? {};
  return new Set(Object.entries(language).flatMap(([ns, content]) => leafKeys(content as Json, `${ns}:`)));
}

describe('catalogues', () => {
  const zh = allKeys('zh-CN');
  const en = allKeys('en-US');
  it('zh-CN is not empty', () => {
    expect(zh.size).toBeGreaterThan(0);
  });
  it('every zh-CN key exists in en-US', () => {
    expect([...zh].filter((k) => !en.has(k))).toEqual([]);
  });
  it('every en-US key exists in zh-CN', () => {
    expect([...en].filter((k) => !zh.has(k))).toEqual([]);
  });
  it('no en-US text is left in Chinese', () => {
    const language = resources['en-US'] ?? {};
    const chinese = Object.entries(language).flatMap(([ns, content]) =>
      leafKeys(content as Json, '').filter((k) => {
        const value = k.split('.').reduce<string | Json | undefined>((n, p) => (typeof n === 'object' ? n[p] : undefined), content as Json);
        // Proper names the portal keeps in Chinese in both languages are marked by a key ending in `Zh`.
        return typeof value === 'string' && /[\u4e00-\u9fff]/.test(value) && !k.endsWith('Zh');
      }).map((k) => `${ns}:${k}`),
    );
    expect(chinese).toEqual([]);
  });
});

// Source that renders or returns user-facing text; stories, tests, mocks and catalogues are exempt.
const sourceDirs = ['design-system', 'features', 'app'];
const exempt = /\.(stories|test|spec|bench)\.tsx?$|\.d\.ts$|\/__screenshots__\//;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules' && name !== 'openapi') out.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(name) && !exempt.test(full)) out.push(full);
  }
  return out;
}

const cjk = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;
const visibleAttributes = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description', 'aria-valuetext']);

/** String literals with Chinese anywhere, and English words in JSX text or visible JSX attributes. */
function literalsShownToUsers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const where = (node: ts.Node) => `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      if (cjk.test(node.text)) found.push(`${where(node)} ${JSON.stringify(node.text)}`);
    } else if (ts.isJsxText(node)) {
      if (/[A-Za-z]{2,}/.test(node.text) || cjk.test(node.text)) found.push(`${where(node)} ${JSON.stringify(node.text.trim())}`);
    } else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(source);
      if (visibleAttributes.has(name) && /[A-Za-z]{2,}|[\u4e00-\u9fff]/.test(node.initializer.text)) {
        found.push(`${where(node)} ${name}=${JSON.stringify(node.initializer.text)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('source text', () => {
  it('has no user-facing Chinese or English literal outside locales/, mocks/ and tests/', () => {
    const files = sourceDirs.flatMap((d) => sourceFiles(path.join(root, d)));
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap(literalsShownToUsers)).toEqual([]);
  });
});
