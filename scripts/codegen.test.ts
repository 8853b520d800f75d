// @vitest-environment node
// Fails when a committed features/<folder>/api.ts differs from what platform/api/openapi/*.yaml generate now:
// regenerates every domain into a temp dir with scripts/codegen.mjs and compares byte for byte.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const out = mkdtempSync(path.join(tmpdir(), 'codegen-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('generated endpoints', () => {
  it('are up to date with the OpenAPI documents (run npm run codegen)', () => {
    const log = execFileSync(process.execPath, [path.join(root, 'scripts/codegen.mjs'), '--out', out], { cwd: root, encoding: 'utf8' });
    const files = [...log.matchAll(/^generated (.+)$/gm)].map((m) => (m[1] as string).trim());
    // One endpoints file per OpenAPI document.
    expect(files.length).toBe(readdirSync(path.join(root, 'platform/api/openapi')).filter((f) => f.endsWith('.yaml')).length);
    const stale = files.filter((f) => {
      let committed: string | null;
      try {
        committed = readFileSync(path.join(root, f), 'utf8');
      } catch {
        committed = null;
      }
      return committed !== readFileSync(path.join(out, f), 'utf8');
    });
    expect(stale).toEqual([]);
  });
});
