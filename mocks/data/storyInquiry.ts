// A fixed large inquiry result for the inquiry's export-task stories: more rows than the direct Excel
// export takes, the same every day (the seed's recent history follows the clock, which would move the screenshots).
import Decimal from 'decimal.js';
import type { Order } from '../../features/invoices/api';

const buyers = ['北京华信科技有限公司', '杭州云帆网络科技有限公司', '深圳前海优选供应链有限公司', '广州南沙港航物流有限公司', '成都天府软件有限公司', '武汉光谷生物医药有限公司'];

/** `count` issued blue invoices of June 2025 on the member's first disk, newest first. */
export function storyLargeInquiry(count: number): Order[] {
  return Array.from({ length: count }, (_, i) => {
    const amount = new Decimal(100 + ((i * 37) % 9000)).add(new Decimal((i * 13) % 100).div(100));
    const tax = amount.mul('0.13').toDecimalPlaces(2);
    const day = 30 - Math.floor((i * 30) / count);
    const time = `2025-06-${String(day).padStart(2, '0')}T02:00:00.000Z`;
    return {
      id: `S${String(i + 1).padStart(5, '0')}`,
      diskId: '661000000001',
      taxerId: '91310000MA1FL00001',
      xfmc: '上海示例科技有限公司',
      gfmc: buyers[i % buyers.length] ?? '',
      gfsh: `91310000MA1K${String(10000 + i).slice(-5)}X`,
      fplxdm: '026',
      ddzt: 0,
      fpzt: 3,
      kind: 0,
      fpdm: '031002500111',
      fphm: String(20250600 + i).padStart(8, '0'),
      amount: amount.toFixed(2),
      taxAmount: tax.toFixed(2),
      totalAmount: amount.add(tax).toFixed(2),
      createTime: time,
      issueTime: time,
    };
  });
}
