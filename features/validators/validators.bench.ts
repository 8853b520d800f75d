// Vitest 5 benchmarks are tests using the `bench` fixture; `npm run bench` prints their medians.
import { test } from 'vitest';
import { amountInWords, byteLength, formatNumber, hasSpecialCharacters, isPersonalId, isUnifiedSocialCreditCode } from '.';

const names = Array.from({ length: 2000 }, (_, i) => `北京某某科技有限公司第${i}分公司（朝阳）Acme Co., Ltd.`);
const amounts = Array.from({ length: 2000 }, (_, i) => `${(i * 7919) % 100000000}.${String(i % 100).padStart(2, '0')}`);

test('validators on 2,000 invoice lines', async ({ bench }) => {
  await bench.compare(
    bench('byteLength + hasSpecialCharacters', () => {
      for (const n of names) if (byteLength(n) > 200 || hasSpecialCharacters(n)) throw new Error('unexpected');
    }),
    bench('amountInWords', () => {
      for (const a of amounts) amountInWords(a);
    }),
    bench('formatNumber', () => {
      for (const a of amounts) formatNumber(a);
    }),
    bench('isUnifiedSocialCreditCode + isPersonalId', () => {
      for (let i = 0; i < 2000; i++) {
        isUnifiedSocialCreditCode('91350100M000100Y43');
        isPersonalId('11010519491231002X');
      }
    }),
  );
});
