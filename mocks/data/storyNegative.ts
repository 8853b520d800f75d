// Fixed blue invoices for the 负数发票开具 stories (fixed dates: the same screenshots every day).
import type { NegativeBlue, NegativeBlueDetail } from '../../features/negative-issue/api';

const partly: NegativeBlueDetail = {
  id: 'NB0001',
  diskId: '661000000001',
  fplxdm: '026',
  fpdm: '031002008800',
  fphm: '88000001',
  xfmc: '杭州华泰餐饮管理有限公司',
  gfmc: '上海星辰科技有限公司',
  gfsh: '91310115MA1K4XC001',
  issueTime: '2025-06-20T02:00:00.000Z',
  amount: '9851.00',
  taxAmount: '860.63',
  totalAmount: '10711.63',
  remainingAmount: '7952.00',
  remainingTotal: '8635.76',
  needsSheet: null,
  lines: [
    { index: 0, showName: '*信息技术服务*软件维护服务', dw: '次', quantity: '2', price: '3000.00', amount: '6000.00', taxRate: '0.06', taxAmount: '360.00', reversed: '1000.00', remaining: '5000.00' },
    { index: 1, showName: '*计算机配套产品*显示器', dw: '台', quantity: '4', price: '899.00', amount: '3596.00', taxRate: '0.13', taxAmount: '467.48', reversed: '899.00', remaining: '2697.00' },
    { index: 2, showName: '*纸制品*打印纸', dw: '箱', quantity: '10', price: '25.50', amount: '255.00', taxRate: '0.13', taxAmount: '33.15', reversed: '0.00', remaining: '255.00' },
  ],
  reds: [
    { id: 'NR0002', fpdm: '031002008800', fphm: '88100003', ddzt: 0, totalAmount: '-1015.87', createTime: '2025-06-20T04:00:00.000Z' },
    { id: 'NR0001', fpdm: '031002008800', fphm: '88100002', ddzt: 0, totalAmount: '-1060.00', createTime: '2025-06-20T03:00:00.000Z' },
  ],
  sheets: [],
};

const special: NegativeBlueDetail = {
  ...partly,
  id: 'NB0004',
  fplxdm: '004',
  fpdm: '031007008803',
  fphm: '88000004',
  gfmc: '苏州启明电子科技有限公司',
  gfsh: '91320500MA1D9QM004',
  amount: '10990.00',
  taxAmount: '1288.70',
  totalAmount: '12278.70',
  remainingAmount: '10990.00',
  remainingTotal: '12278.70',
  needsSheet: 'paper',
  lines: [
    { index: 0, showName: '*计算机配套产品*显示器', dw: '台', quantity: '10', price: '899.00', amount: '8990.00', taxRate: '0.13', taxAmount: '1168.70', reversed: '0.00', remaining: '8990.00' },
    { index: 1, showName: '*信息技术服务*软件维护服务', dw: '次', quantity: '1', price: '2000.00', amount: '2000.00', taxRate: '0.06', taxAmount: '120.00', reversed: '0.00', remaining: '2000.00' },
  ],
  reds: [],
  sheets: [{ sheetNo: '0000012506000009', status: '11', totalAmount: '-1015.87', issuable: true }],
};

const full: NegativeBlueDetail = {
  ...partly,
  id: 'NB0003',
  fphm: '88000003',
  gfmc: '南京恒信建材有限公司',
  gfsh: '91320100MA1C8HX003',
  amount: '1200.00',
  taxAmount: '72.00',
  totalAmount: '1272.00',
  remainingAmount: '0.00',
  remainingTotal: '0.00',
  lines: [{ index: 0, showName: '*餐饮服务*餐费', dw: '次', quantity: '1', price: '1200.00', amount: '1200.00', taxRate: '0.06', taxAmount: '72.00', reversed: '1200.00', remaining: '0.00' }],
  reds: [{ id: 'NR0003', fpdm: '031002008800', fphm: '88100004', ddzt: 0, totalAmount: '-1272.00', createTime: '2025-06-18T04:00:00.000Z' }],
};

export const storyNegativeDetails: Record<string, NegativeBlueDetail> = { NB0001: partly, NB0003: full, NB0004: special };

export const storyNegativeList: NegativeBlue[] = [partly, full, special].map(({ lines: _l, reds: _r, sheets: _s, xfmc: _x, ...row }) => row);
