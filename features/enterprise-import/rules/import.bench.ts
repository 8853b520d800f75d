// Vitest 5 benchmarks are tests using the `bench` fixture; `npm run bench` prints their medians.
import { test } from 'vitest';
import { printMedian } from '../../../tests/support/bench';
import { checkImportRows, type ImportRow } from './index';

// 5,000 rows as a real sheet looks: mostly correct, some repeats, a sprinkle of each mistake. Aim: under 20 ms.
const mistakes: Partial<ImportRow>[] = [
  {},
  {},
  {},
  { taxerName: 'Name (with) brackets' },
  { taxerId: '91310115ma1k3yj12x' },
  { dlsf: '6' },
  { bsrysjhm: '12812345678' },
  { mainAccountMobile: '10900001111' },
];

function sheet(count: number): ImportRow[] {
  const rows: ImportRow[] = [];
  for (let i = 0; i < count; i++) {
    // Every 50th row repeats the row before it (same taxerId and account).
    const n = i % 50 === 49 ? i - 1 : i;
    rows.push({
      taxerName: `Enterprise${n}Ltd\uff08Branch${n % 7}\uff09`,
      taxerId: `91310115MA${String(n).padStart(8, '0')}`,
      dlsf: String([1, 2, 3, 4, 5, 7, 99][n % 7]),
      dlzh: `1380000${String(n).padStart(4, '0')}`,
      dlmm: `Passw0rd${n}`,
      bsrysjhm: `1390000${String(n).padStart(4, '0')}`,
      mainAccountMobile: n % 3 === 0 ? '' : `1590000${String(n).padStart(4, '0')}`,
      ...mistakes[n % mistakes.length],
    });
  }
  return rows;
}

const rows = sheet(5_000);

test('enterprise import on a 5,000-row sheet', async ({ bench }) => {
  const name = 'checkImportRows, 5,000 rows';
  const result = await bench(name, () => {
    if (checkImportRows(rows).length !== rows.length) throw new Error('one result per row');
  }).run();
  printMedian(name, result, 20);
});
