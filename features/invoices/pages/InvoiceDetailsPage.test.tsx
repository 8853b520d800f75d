import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';

withEmbeddedBackend();

// The seed's first order: a special paper invoice of the member's first disk, whose details carry the red-sheet note.
const CODE = '031000002200';
const NUMBER = '24000000';

/** What React wrote to the console as errors (its nesting warnings among them), each call's arguments joined. */
function consoleErrors() {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  return { texts: () => spy.mock.calls.map((args) => args.map(String).join(' ')), restore: () => spy.mockRestore() };
}

describe('invoice details page', () => {
  let errors: ReturnType<typeof consoleErrors> | null = null;
  afterEach(() => {
    errors?.restore();
    errors = null;
  });

  it('shows its notes without nesting a block inside a paragraph (React warns of nothing)', async () => {
    errors = consoleErrors();
    renderPortal(`/member/inquireDetails/${CODE}/${NUMBER}`, { session: demoSession('member') });
    expect(await screen.findByText(/增值税专用发票须凭红字信息表开具红字发票/)).toBeInTheDocument();
    expect(errors.texts().filter((text) => /descendant of|validateDOMNesting|cannot contain a nested/.test(text))).toEqual([]);
  });

  it('at an address with a malformed escape shows the error page, without a URIError', async () => {
    errors = consoleErrors();
    const view = renderPortal('/member/inquireDetails/%E0%A4%A/1', { session: demoSession('member') });
    expect(await screen.findByText('您访问的页面不存在或已被移除')).toBeInTheDocument();
    expect(view.where()).toBe('/error');
    expect(errors.texts().filter((text) => /URIError|URI malformed/.test(text))).toEqual([]);
  });
});
