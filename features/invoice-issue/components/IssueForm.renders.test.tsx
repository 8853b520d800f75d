import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement, useState, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IssueFormState } from '../hooks/issueFormState';
import type * as LineAmounts from '../rules/lineAmounts';
import type { EditLine } from '../rules/lineAmounts';

// Typing at 2,000 lines (scripts/bench/issueGrid.mjs times it), proven by render counts rather than by time (deterministic on a shared
// machine): a keystroke in one goods line renders that line's changed cells and the totals, not the other lines' rows,
// not the buyer, remark or review fields.
const counts = vi.hoisted(() => ({ TextField: 0, TableCellInput: 0, DescriptionList: 0, rows: 0 }));

vi.mock('../../../design-system', async (importOriginal) => {
  const real = await importOriginal<Record<string, unknown>>();
  const counted = (name: 'TextField' | 'TableCellInput' | 'DescriptionList') => {
    const Real = real[name] as ComponentType<object>;
    return function Counted(props: object) {
      counts[name]++;
      return createElement(Real, props);
    };
  };
  return { ...real, TextField: counted('TextField'), TableCellInput: counted('TableCellInput'), DescriptionList: counted('DescriptionList') };
});

// The grid's tax column computes its line's figures: one call per goods row rendered.
vi.mock('../rules/lineAmounts', async (importOriginal) => {
  const real = await importOriginal<typeof LineAmounts>();
  return {
    ...real,
    lineFigures: (...args: Parameters<typeof real.lineFigures>) => {
      counts.rows++;
      return real.lineFigures(...args);
    },
  };
});

// The unit project shares its modules between files (isolate: false): an earlier file may have loaded the form with
// the real design system. The portal's modules are loaded afresh here, after the mocks above, so that they apply.
vi.resetModules();
const [{ FeedbackProvider, RoleThemeProvider }, { attachApi }, { createI18n }, { createStore }, { emptyExtras }, { contextFor }, { IssueForm }] =
  await Promise.all([
    import('../../../design-system'),
    import('../../../platform/api/attachApi'),
    import('../../../platform/i18n'),
    import('../../../platform/store'),
    import('../hooks/issueExtras'),
    import('../rules/fixtures'),
    import('./IssueForm'),
  ]);

const LINES = 2000;
const { invoiceType: _type, ...context } = contextFor('82');
const line = (i: number): EditLine => ({
  id: `line-${i}`,
  showName: `*纸制品*打印纸${i}`,
  spbm: '1060201070000000000',
  ggxh: 'A4',
  dw: '包',
  quantity: String((i % 9) + 1),
  price: '25.00',
  amount: (((i % 9) + 1) * 25).toFixed(2),
  rate: '0.13',
});
const initialState: IssueFormState = {
  invoiceType: '82',
  purchaserInfo: { buyerTaxerName: '上海示例贸易有限公司', buyerTaxerId: '91310000MA1FL0XX1A', buyerAddressTel: '', buyerBankAccount: '' },
  review: { payee: '', checker: '', drawer: '张会计' },
  remark: '',
  receiver: '',
  lines: Array.from({ length: LINES }, (_, i) => line(i)),
  idempotencyKey: 'render-count-draft',
  extras: emptyExtras(),
};

function Form() {
  const [store] = useState(() => {
    const s = createStore({ persist: false });
    attachApi(s);
    return s;
  });
  const [i18n] = useState(() => createI18n('zh-CN'));
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RoleThemeProvider role="member">
          <FeedbackProvider prefetchDialog={false}>
            <MemoryRouter>
              <IssueForm
                invoiceType="82"
                userId="render-count-user"
                diskId={context.diskId}
                context={context}
                seller={{ data: null, isLoading: false, isError: false, refetch: () => undefined }}
                includingTax={false}
                onIncludingTaxChange={() => undefined}
                submitting={false}
                failure={null}
                onSubmit={() => new Promise(() => undefined)}
                initialState={initialState}
              />
            </MemoryRouter>
          </FeedbackProvider>
        </RoleThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}

// jsdom lays nothing out: the grid's scroller gets the size it has in a browser (400 px), so that it renders rows.
beforeEach(() => {
  const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280);
  return () => {
    height.mockRestore();
    width.mockRestore();
  };
});

const reset = () => Object.assign(counts, { TextField: 0, TableCellInput: 0, DescriptionList: 0, rows: 0 });

/** Types a value into a cell, then waits until the checks and totals that follow the paint have rendered. */
async function typeInto(label: string, value: string) {
  reset();
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
  await waitFor(() => expect(counts.DescriptionList).toBeGreaterThan(0));
  // nothing else follows (the after-paint render is the last)
  await new Promise((r) => setTimeout(r, 50));
}

describe('the issuing form at 2,000 lines', () => {
  it('renders only the typed line and the totals on a keystroke', async () => {
    render(<Form />);
    const grid = await screen.findByRole('grid', { name: '商品明细表' });
    expect(grid).toHaveAttribute('aria-rowcount', String(LINES + 1));
    // virtualised: a few rows in the DOM, never the 2,000 (the bench's budget: at most 80)
    expect(grid.querySelectorAll('[role="row"]').length).toBeLessThanOrEqual(20);
    await waitFor(() => expect(screen.getByRole('button', { name: '开具' })).toBeEnabled());

    await typeInto('第1行 规格型号', 'A3');
    expect(screen.getByRole('textbox', { name: '第1行 规格型号' })).toHaveValue('A3');
    // one row of the 2,000 rendered again, and in it only the typed cell
    expect(counts.rows).toBe(1);
    expect(counts.TableCellInput).toBe(1);
    // no field of the buyer, remark, receiver or review
    expect(counts.TextField).toBe(0);

    // A quantity changes the line's amount (two cells) and the totals, still in that one row.
    await typeInto('第2行 数量', '10');
    expect(screen.getByRole('textbox', { name: /第2行 金额/ })).toHaveValue('250.00');
    expect(counts.rows).toBe(1);
    expect(counts.TableCellInput).toBe(2);
    expect(counts.TextField).toBe(0);
  });
});
