// Fixed stuck invoices, tasks and a record for the invoice-repair stories (fixed dates: the same screenshots every day).
import type { RepairItem, RepairRecordEntry, RepairTask } from '../../features/invoice-repair/api';

const seller = { diskId: '661000000001', taxerId: '91310000MA1G000001', taxerName: '杭州华泰餐饮管理有限公司' } as const;

export const storyRepairItems: RepairItem[] = [
  { ...seller, id: 'RP0001', orderId: 'OR0001', fplxdm: '026', fpdm: '031002600010', fphm: '26100000', gfmc: '上海启明商务咨询有限公司', totalAmount: '135.68', issueTime: '2025-06-28T02:00:00.000Z', problem: '1', platformFpzt: 2, terminalStatus: 'issued', state: '0', progress: 0, detectTime: '2025-06-28T02:30:00.000Z' },
  { ...seller, id: 'RP0002', orderId: 'OR0002', fplxdm: '004', fpdm: '031002600011', fphm: '26100001', gfmc: '杭州云帆科技有限公司', totalAmount: '2918.06', issueTime: '2025-06-27T02:07:00.000Z', problem: '1', platformFpzt: 2, terminalStatus: 'issued', state: '2', progress: 33, taskId: 'RT1001', taskKind: 'full', detectTime: '2025-06-27T02:37:00.000Z' },
  { ...seller, id: 'RP0003', orderId: 'OR0003', fplxdm: '007', fpdm: '031002600012', fphm: '26100002', gfmc: '苏州恒信物流有限公司', totalAmount: '464.10', issueTime: '2025-06-26T02:14:00.000Z', problem: '2', platformFpzt: 3, terminalStatus: 'voided', state: '4', progress: 0, taskId: 'RT1002', taskKind: 'quick', message: '读取税盘发票超时，请检查税盘连接后重试', detectTime: '2025-06-26T04:14:00.000Z' },
  { ...seller, id: 'RP0004', orderId: 'OR0004', fplxdm: '026', fpdm: '031002600013', fphm: '26100003', gfmc: '南京瑞丰贸易有限公司', totalAmount: '1887.72', issueTime: '2025-06-24T02:21:00.000Z', problem: '1', platformFpzt: 3, terminalStatus: 'issued', state: '3', progress: 100, taskId: 'RT0002', taskKind: 'full', detectTime: '2025-06-24T02:51:00.000Z', fixTime: '2025-06-28T07:00:30.000Z' },
  { ...seller, id: 'RP0005', fplxdm: '026', fpdm: '031002600001', fphm: '26000001', gfmc: '深圳远航建筑工程有限公司', totalAmount: '312.70', issueTime: '2025-06-27T01:00:00.000Z', problem: '3', terminalStatus: 'issued', state: '1', progress: 0, taskId: 'RT1003', taskKind: 'quick', detectTime: '2025-06-28T03:00:00.000Z' },
  { ...seller, id: 'RP0006', orderId: 'OR0006', fplxdm: '007', fpdm: '031002600015', fphm: '26100005', gfmc: '成都嘉禾餐饮管理有限公司', totalAmount: '988.00', issueTime: '2025-06-23T02:35:00.000Z', problem: '2', platformFpzt: 3, terminalStatus: 'voided', state: '5', progress: 0, taskId: 'RT1004', taskKind: 'full', detectTime: '2025-06-23T04:35:00.000Z' },
];

export const storyDigitalItems: RepairItem[] = [
  { ...seller, id: 'RP0011', orderId: 'OR0011', fplxdm: '82', fpdm: '', fphm: '26319100000000000004', gfmc: '上海启明商务咨询有限公司', totalAmount: '720.80', issueTime: '2025-06-28T02:28:00.000Z', problem: '1', platformFpzt: 2, terminalStatus: 'issued', state: '0', progress: 0, detectTime: '2025-06-28T02:58:00.000Z' },
  { ...seller, id: 'RP0012', orderId: 'OR0012', fplxdm: '81', fpdm: '', fphm: '26319100000000000005', gfmc: '杭州云帆科技有限公司', totalAmount: '5240.00', issueTime: '2025-06-27T02:35:00.000Z', problem: '1', platformFpzt: 2, terminalStatus: 'issued', state: '2', progress: 66, taskId: 'RT1005', taskKind: 'full', detectTime: '2025-06-27T03:05:00.000Z' },
];

/** The list call's reply for some items (every one counted, those queued or running as active). */
export function repairListReply(items: RepairItem[]) {
  return { code: 0, msg: 'success', data: { list: items, pages: { items: items.length, page: 1, pageSize: 20 }, active: items.filter((i) => i.state === '1' || i.state === '2').length } };
}

export const storyRepairTasks: RepairTask[] = [
  { id: 'RT0002', repId: 'RP0004', kind: 'full', state: '3', progress: 100, step: 'succeeded', createTime: '2025-06-28T07:00:00.000Z', startTime: '2025-06-28T07:00:00.000Z', endTime: '2025-06-28T07:00:30.000Z', operator: '陈开票' },
  { id: 'RT0001', repId: 'RP0004', kind: 'quick', state: '4', progress: 0, step: 'failed', createTime: '2025-06-27T06:00:00.000Z', startTime: '2025-06-27T06:00:00.000Z', endTime: '2025-06-27T06:00:03.000Z', message: '读取税盘发票超时，请检查税盘连接后重试', operator: '陈开票' },
];

/** The running task of RP0002. */
export const storyRunningTask: RepairTask = { id: 'RT1001', repId: 'RP0002', kind: 'full', state: '2', progress: 33, step: 'compare', createTime: '2025-06-28T08:00:00.000Z', startTime: '2025-06-28T08:00:00.000Z', operator: '周财务' };

export const storyRecord: RepairRecordEntry[] = [
  { time: '2025-06-28T07:00:00.000Z', event: 'created' },
  { time: '2025-06-28T07:00:00.000Z', event: 'read' },
  { time: '2025-06-28T07:00:10.000Z', event: 'compare' },
  { time: '2025-06-28T07:00:20.000Z', event: 'update' },
  { time: '2025-06-28T07:00:30.000Z', event: 'succeeded', message: '平台发票已更新为已开具（号码 26100003）' },
];
