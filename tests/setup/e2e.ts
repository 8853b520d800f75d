import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach } from 'vitest';
import { journals, openContexts } from '../e2e/browser';

// After a failed end-to-end test, what its pages showed is kept as screenshots in node_modules/.cache/e2e-failures/
// (named by the test): the error says what was awaited, the picture what the user saw instead. Contexts a test left
// open (it failed before closing them) are closed, after printing their journal (tests/e2e/browser.ts: addresses,
// HTTP errors, console errors), so that the next test starts on a browser holding nothing.
const folder = path.resolve(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'e2e-failures');

afterEach(async ({ task }) => {
  const failed = task.result?.state === 'fail';
  const contexts = [...openContexts];
  openContexts.clear();
  for (const [c, context] of contexts.entries()) {
    if (failed) {
      const journal = journals.get(context) ?? [];
      if (journal.length) console.log(`What context ${c} of the failed test went through:\n${journal.join('\n')}`);
      mkdirSync(folder, { recursive: true });
      for (const [p, page] of context.pages().entries()) {
        const file = path.join(folder, `${task.name.replace(/[^\w\u4e00-\u9fff]+/g, '-').slice(0, 80)}-${c}-${p}.png`);
        await page.screenshot({ path: file, fullPage: true }).then(
          () => console.log(`The failed test's page ${page.url()} is shown in ${path.relative(process.cwd(), file)}`),
          () => undefined,
        );
      }
    }
    await context.close().catch(() => undefined);
  }
});
