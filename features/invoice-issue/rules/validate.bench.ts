// Vitest 5 benchmarks are tests using the `bench` fixture; `npm run bench` prints their medians.
import { test } from 'vitest';
import { printMedian } from '../../../tests/support/bench';
import { contextFor, draftFor, goodsLine } from './fixtures';
import { validateInvoiceDraft } from './index';

// Realistic variety: different names, codes, rates and amounts, so no path is trivially cached. Aim: under 20 ms.
function lines(count: number) {
  return Array.from({ length: count }, (_, i) =>
    goodsLine({
      showName: `*Paper*Copy paper model ${i}`,
      spbm: i % 3 === 0 ? '1060201070000000000' : '1090511010000000000',
      amount: `${(i % 997) + 1}.${String(i % 100).padStart(2, '0')}`,
      taxRate: i % 2 === 0 ? '0.13' : '0.09',
      taxAmount: undefined,
      quantity: String((i % 7) + 1),
    }),
  );
}

const digital = { draft: draftFor('81', { goodsList: lines(2000) }), ctx: contextFor('81') };
const special = { draft: draftFor('004', { goodsList: lines(500) }), ctx: contextFor('004') };

test('invoice pre-checks on large drafts', async ({ bench }) => {
  const names = ['validateInvoiceDraft, 81 with 2,000 lines', 'validateInvoiceDraft, 004 with 500 lines'] as const;
  const results = await bench.compare(
    bench(names[0], () => {
      if (validateInvoiceDraft(digital.draft, digital.ctx).length !== 0) throw new Error('the draft is valid');
    }),
    bench(names[1], () => {
      if (validateInvoiceDraft(special.draft, special.ctx).length !== 0) throw new Error('the draft is valid');
    }),
  );
  for (const name of names) printMedian(name, results.get(name), 20);
});
