// Fixed data of the declaration stories (features/declarations/components/*.stories.tsx): a fixed clock's period,
// fixed figures, so that the screenshots do not move with the calendar.
import type { Certificate, Declaration, FinancialStatements, VatReturn } from '../../features/declarations/api';
import { vatFigures } from '../../features/declarations/rules/vatReturn';

export const storyNow = new Date('2026-06-20T04:00:00Z');
export const storyPeriod = '2026-05';

const names = ['杭州华泰餐饮管理有限公司', '上海明远商贸有限公司', '南京恒信建材有限公司', '苏州启明电子科技有限公司', '成都远航物流有限公司'];

export function storyDeclaration(k: number, reportType: Declaration['reportType'], sbzt: Declaration['sbzt'], cbzt: Declaration['cbzt'] = '3'): Declaration {
  return {
    id: `SB-${String(k).padStart(4, '0')}-1-${reportType}`,
    taxerId: `91330100MA2H00000${k}`,
    taxerName: names[k % names.length] as string,
    period: storyPeriod,
    reportType,
    sbzt,
    cbzt,
    deadline: '2026-06-15',
    ...(sbzt === '2' || sbzt === '3' || (sbzt === '4' && reportType === '1') ? { totalDue: ['12873.46', '0.00', '5402.10'][k % 3] as string } : {}),
    ...(sbzt === '2' || sbzt === '3' || sbzt === '4' ? { declareTime: '2026-06-08T02:30:00.000Z' } : {}),
    ...(sbzt === '3' ? { payTime: '2026-06-08T05:30:00.000Z', certificateId: `WSPZ-SB-${String(k).padStart(4, '0')}-1-1` } : {}),
  };
}

export const storyDeclarations: Declaration[] = [
  storyDeclaration(1, '1', '0', '1'),
  storyDeclaration(1, '2', '1'),
  storyDeclaration(2, '1', '2'),
  storyDeclaration(2, '2', '4'),
  storyDeclaration(3, '1', '3', '4'),
  storyDeclaration(4, '1', '0', '2'),
];

export const storyFigures = vatFigures(
  [
    { taxRate: '0.13', amount: '86420.00', tax: '11234.60' },
    { taxRate: '0.13', amount: '-1200.00', tax: '-156.00' },
    { taxRate: '0.09', amount: '15600.00', tax: '1404.00' },
    { taxRate: '0.06', amount: '32000.50', tax: '1920.03' },
    { taxRate: '0.03', amount: '4800.00', tax: '144.00' },
    { taxRate: '0', lslbs: '1', amount: '2300.00', tax: '0.00' },
  ],
  18,
  { count: 7, amount: '21500.00', tax: '2795.00' },
);

export const storyVatReturn = (declaration: Declaration, frozen = false): VatReturn => ({ declaration, figures: storyFigures, frozen });

export const storyStatements = (sbzt: Declaration['sbzt']): FinancialStatements => ({
  declaration: storyDeclaration(1, '2', sbzt),
  periodSales: '139920.50',
  values: {
    cash: '420000.00',
    receivables: '120000.00',
    inventory: '35000.00',
    fixedAssets: '80000.00',
    payables: '60000.00',
    taxesPayable: '12873.46',
    paidInCapital: '500000.00',
    retainedEarnings: sbzt === '4' ? '82126.54' : '80000.00',
    revenue: '139920.50',
    cost: '98000.00',
    adminExpenses: '9500.00',
  },
});

export const storyCertificates: Certificate[] = [3, 5, 2].map((k, i) => ({
  id: `WSPZ-SB-000${k}-1-1`,
  number: `32606080000000${String(k).padStart(5, '0')}`,
  taxerId: `91330100MA2H00000${k}`,
  taxerName: names[k % names.length] as string,
  period: i === 2 ? '2026-04' : storyPeriod,
  declarationId: `SB-000${k}-1-1`,
  payTime: `2026-06-0${8 - i}T05:30:00.000Z`,
  taxOffice: '国家税务总局杭州市税务局',
  bank: '中国工商银行上海分行',
  items: [
    { zsxm: '10101', amount: storyFigures.vatPayable },
    { zsxm: '10109', amount: storyFigures.urbanTax },
    { zsxm: '30203', amount: storyFigures.educationSurcharge },
    { zsxm: '30216', amount: storyFigures.localEducationSurcharge },
  ],
  total: storyFigures.totalDue,
}));
