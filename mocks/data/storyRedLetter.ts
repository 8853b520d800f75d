// Fixed red-letter sheets and a blue invoice for the stories (fixed dates: the same screenshots every day).
import type { BlueInvoice, RedSheet } from '../../features/red-letter/api';

const base = {
  diskId: '661000000001',
  xfmc: '杭州华泰餐饮管理有限公司',
  xfsh: '91330100MA2H000001',
  lines: [{ index: 0, showName: '*信息技术服务*软件维护服务', amount: '-1000.00', taxRate: '0.06', taxAmount: '-60.00' }],
  amount: '-1000.00',
  taxAmount: '-60.00',
  totalAmount: '-1060.00',
} as const;

export const storySheets: RedSheet[] = [
  { ...base, lines: [...base.lines], id: 'HZD0000001', sheetNo: '00000125110000010001', sheetKind: 'digital', direction: 'received', status: '03', gfmc: '杭州云帆贸易有限公司', gfsh: '91330100MA2K700000', blueInvoiceCode: '', blueInvoiceNumber: '26310000000090000000', fplxdm: '81', reason: '02', createTime: '2025-06-28T02:30:00.000Z' },
  { ...base, lines: [...base.lines], id: 'HZD0000002', sheetNo: '00000125110000020002', sheetKind: 'digital', direction: 'sent', status: '02', gfmc: '南京恒信建材有限公司', gfsh: '91320100MA2K700013', blueInvoiceCode: '', blueInvoiceNumber: '26310000000090000001', fplxdm: '81', reason: '01', createTime: '2025-06-27T03:10:00.000Z' },
  { ...base, lines: [...base.lines], id: 'HZD0000003', sheetNo: '00000125110000030003', sheetKind: 'digital', direction: 'sent', status: '04', gfmc: '苏州启明电子科技有限公司', gfsh: '91320500MA2K700026', blueInvoiceCode: '', blueInvoiceNumber: '26310000000090000002', fplxdm: '82', reason: '04', createTime: '2025-06-26T06:00:00.000Z', confirmTime: '2025-06-26T07:00:00.000Z' },
  { ...base, lines: [...base.lines], id: 'HZD0000004', sheetNo: '00000125110000040004', sheetKind: 'digital', direction: 'sent', status: '01', gfmc: '宁波海润物流有限公司', gfsh: '91330200MA2K700039', blueInvoiceCode: '', blueInvoiceNumber: '26310000000090000003', fplxdm: '82', reason: '03', createTime: '2025-06-25T01:45:00.000Z', redInvoiceCode: '', redInvoiceNumber: '26310000000091000003' },
  { ...base, lines: [...base.lines], id: 'HZD0000005', sheetNo: '00000125110000050005', sheetKind: 'digital', direction: 'received', status: '06', gfmc: '杭州云帆贸易有限公司', gfsh: '91330100MA2K700000', blueInvoiceCode: '', blueInvoiceNumber: '26310000000090000004', fplxdm: '82', reason: '02', createTime: '2025-06-24T08:20:00.000Z', confirmTime: '2025-06-24T09:20:00.000Z' },
];

export const storyPaperSheets: RedSheet[] = [
  { ...base, lines: [...base.lines], id: 'HZ0100001', sheetNo: '0000012506000001', sheetKind: 'paper', direction: 'sent', status: '11', gfmc: '上海明远商贸有限公司', gfsh: '91310000MA1K000101', blueInvoiceCode: '031000002502', blueInvoiceNumber: '25000002', fplxdm: '004', reason: '01', createTime: '2025-06-28T02:00:00.000Z', confirmTime: '2025-06-28T03:00:00.000Z' },
  { ...base, lines: [...base.lines], id: 'HZ0100002', sheetNo: '0000012506000002', sheetKind: 'paper', direction: 'sent', status: '10', gfmc: '北京东方科技有限公司', gfsh: '91110000MA1K000202', blueInvoiceCode: '031000002520', blueInvoiceNumber: '25000020', fplxdm: '028', reason: '02', createTime: '2025-06-27T02:00:00.000Z' },
  { ...base, lines: [...base.lines], id: 'HZ0100003', sheetNo: '0000012506000003', sheetKind: 'paper', direction: 'received', status: '11', gfmc: '广州南方贸易有限公司', gfsh: '91440100MA1K000303', blueInvoiceCode: '031000002532', blueInvoiceNumber: '25000032', fplxdm: '004', reason: '04', createTime: '2025-06-26T02:00:00.000Z', confirmTime: '2025-06-26T05:00:00.000Z' },
  { ...base, lines: [...base.lines], id: 'HZ0100004', sheetNo: '0000012506000004', sheetKind: 'paper', direction: 'sent', status: '12', gfmc: '上海明远商贸有限公司', gfsh: '91310000MA1K000101', blueInvoiceCode: '031000002515', blueInvoiceNumber: '25000055', fplxdm: '004', reason: '01', createTime: '2025-06-25T02:00:00.000Z', confirmTime: '2025-06-25T04:00:00.000Z' },
];

export const storyBlue: BlueInvoice = {
  diskId: '661000000001',
  fpdm: '',
  fphm: '26310000000090000008',
  fplxdm: '82',
  sheetKind: 'digital',
  xfmc: '杭州华泰餐饮管理有限公司',
  xfsh: '91330100MA2H000001',
  gfmc: '杭州云帆贸易有限公司',
  gfsh: '91330100MA2K700104',
  issueTime: '2025-06-20T01:30:00.000Z',
  totalAmount: '4563.39',
  lines: [
    { index: 0, showName: '*信息技术服务*软件维护服务', quantity: '9', price: '416.50', amount: '3748.50', taxRate: '0.06', taxAmount: '224.91', remaining: '3748.50' },
    { index: 1, showName: '*纸制品*打印纸', quantity: '1', price: '427.50', amount: '427.50', taxRate: '0.13', taxAmount: '55.58', remaining: '127.50' },
  ],
};

/** A list reply of the contract. */
export const listReply = (list: RedSheet[]) => ({ code: 0, msg: 'success', data: { list, pages: { items: list.length, page: 1, pageSize: 20 } } });
