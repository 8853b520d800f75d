// Fixed data for the batch void's stories (features/invoice-void): invoices of June 2025 on the member's first disk,
// read on a fixed clock (2025-06-30), so that the screenshots stay the same every day.
import type { Order } from '../../features/invoices/api';

const base = { diskId: '661000000001', taxerId: '91310000MA1G000001', xfmc: '上海示例科技有限公司', ddzt: 0, fpzt: 3, kind: 0 } as const;
const at = (day: number) => `2025-06-${String(day).padStart(2, '0')}T02:00:00.000Z`;

/** Issued paper invoices of June 2025 that may be voided, an electronic one, one of May, and one voided already. */
export const storyVoidOrders: Order[] = [
  { ...base, id: 'SV001', fplxdm: '004', fpdm: '031002600000', fphm: '10000001', gfmc: '杭州云帆贸易有限公司', gfsh: '91330100MA2A000011', amount: '12800.00', taxAmount: '1664.00', totalAmount: '14464.00', createTime: at(28), issueTime: at(28) },
  { ...base, id: 'SV002', fplxdm: '007', fpdm: '031002700000', fphm: '20000001', gfmc: '上海演示失败商贸有限公司', gfsh: '91310000MA2A000022', amount: '320.00', taxAmount: '19.20', totalAmount: '339.20', createTime: at(27), issueTime: at(27) },
  { ...base, id: 'SV003', fplxdm: '007', fpdm: '031002700000', fphm: '20000002', gfmc: '宁波海润物流有限公司', gfsh: '91330200MA2A000033', amount: '1500.00', taxAmount: '135.00', totalAmount: '1635.00', createTime: at(26), issueTime: at(26) },
  { ...base, id: 'SV004', fplxdm: '026', fpdm: '031002500111', fphm: '20250601', gfmc: '苏州启明电子科技有限公司', gfsh: '91320500MA2A000044', amount: '860.00', taxAmount: '111.80', totalAmount: '971.80', createTime: at(25), issueTime: at(25) },
  { ...base, id: 'SV005', fplxdm: '025', fpdm: '031002800000', fphm: '30000001', gfmc: '上海静安便利店', gfsh: '', amount: '56.00', taxAmount: '7.28', totalAmount: '63.28', createTime: at(20), issueTime: at(20) },
  { ...base, id: 'SV006', fplxdm: '007', fpdm: '031002700000', fphm: '19999990', gfmc: '常州新华印务有限公司', gfsh: '91320400MA2A000066', amount: '980.00', taxAmount: '127.40', totalAmount: '1107.40', createTime: '2025-05-20T02:00:00.000Z', issueTime: '2025-05-20T02:00:00.000Z' },
  { ...base, id: 'SV007', fplxdm: '007', fpdm: '031002700000', fphm: '19999991', fpzt: 103, kind: 3, gfmc: '无锡锦程餐饮管理有限公司', gfsh: '91320200MA2A000077', amount: '458.00', taxAmount: '27.48', totalAmount: '485.48', createTime: at(10), issueTime: at(10) },
];
