// Fixed data of the stories of 抄报管理, 电子税局 and 税务机器人 (the stories' clock is 2026-11-22 10:00 Shanghai): the
// seeded backend follows the real day, these do not, so the screenshots stay the same on every day.
import type { CopyResult, CopyTerminal } from '../../features/copy-clear/api';
import type { RobotJob, RobotTerminal } from '../../features/robot-tasks/api';
import type { TaxLoginRow } from '../../features/tax-bureau-overview/api';

const names = ['杭州华泰餐饮管理有限公司', '上海明远商贸有限公司', '南京恒信建材有限公司', '苏州启明电子科技有限公司', '北京云帆物流有限公司', '深圳博远科技有限公司'];
const disk = (k: number) => `6610${String(k + 1).padStart(8, '0')}`;
const taxerId = (k: number) => `91310000MA1G${String(k + 1).padStart(6, '0')}`;
const statuses: CopyTerminal['cbzt'][] = ['2', '2', '3', '4', '1', '3'];

/** One copy/report row; k picks the name, disk and status. */
export function storyCopyTerminal(k: number): CopyTerminal {
  const cbzt = statuses[k % statuses.length] as CopyTerminal['cbzt'];
  return {
    diskId: disk(k),
    taxerName: k < names.length ? (names[k] as string) : `${names[k % names.length]}第${k + 1}分公司`,
    taxerId: taxerId(k),
    diskType: 2,
    tsp: 'IT200',
    period: '2026-10',
    cbzt,
    declared: k % 2 === 0,
    online: 1,
    serviceStatus: 1,
    typeCount: 4,
    ...(cbzt === '3' || cbzt === '4' ? { copyTime: '2026-11-18T02:00:00.000Z' } : {}),
    ...(cbzt === '4' ? { clearTime: '2026-11-21T07:00:00.000Z' } : {}),
    ...(k === 5 ? { last: { id: 'CL00001', action: 'clear' as const, ok: false, msg: '本期尚未申报，请先申报再反写', time: '2026-11-21T07:00:00.000Z', operator: '李代账' } } : {}),
  };
}

export const storyCopyTerminals: CopyTerminal[] = Array.from({ length: 6 }, (_, k) => storyCopyTerminal(k));

export function copyListReply(list: CopyTerminal[]) {
  const counts = { '1': 0, '2': 0, '3': 0, '4': 0 };
  for (const row of list) counts[row.cbzt] += 1;
  return { code: 0, msg: 'success', data: { list, pages: { items: list.length }, counts } };
}

/** The server's answer to a run: the first terminal refused (a timeout), the others done. */
export function storyRunReply(diskIds: string[], action: string): { code: number; msg: string; data: { results: CopyResult[] } } {
  return {
    code: 0,
    msg: 'success',
    data: {
      results: diskIds.map((diskId, k) => (k === 0 ? { diskId, ok: false, code: 201500004, msg: '税盘通讯超时，请稍后重试' } : { diskId, ok: true, code: 0, msg: action === 'clear' ? '清卡成功' : '抄报成功' })),
    },
  };
}

export const storyCopyDetail = {
  code: 0,
  msg: 'success',
  data: {
    terminal: storyCopyTerminal(2),
    periods: [
      { fplxdm: '004', period: '2026-10', cbzt: '3' as const, declared: true, copyTime: '2026-11-18T02:00:00.000Z', invoiceCount: 18, totalAmount: '182340.50' },
      { fplxdm: '007', period: '2026-10', cbzt: '3' as const, declared: true, copyTime: '2026-11-18T02:00:00.000Z', invoiceCount: 42, totalAmount: '56320.00' },
      { fplxdm: '026', period: '2026-10', cbzt: '3' as const, declared: true, copyTime: '2026-11-18T02:00:00.000Z', invoiceCount: 130, totalAmount: '98765.43' },
    ],
    log: [
      { id: 'CL00003', action: 'clear' as const, ok: false, msg: '本期尚未申报，请先申报再反写', time: '2026-11-19T03:00:00.000Z', operator: '李代账' },
      { id: 'CL00002', action: 'copy' as const, ok: true, msg: '抄报成功', time: '2026-11-18T02:00:00.000Z', operator: '税务机器人' },
      { id: 'CL00001', action: 'copy' as const, ok: false, msg: '税盘通讯超时，请稍后重试', time: '2026-11-18T01:40:00.000Z', operator: '税务机器人' },
    ],
  },
};

const loginStates: TaxLoginRow['state'][] = ['loggedIn', 'loggedIn', 'dropped', 'loggedOut', 'unlinked', 'loggedIn'];

export const storyLoginRows: TaxLoginRow[] = names.map((taxerName, k) => {
  const state = loginStates[k] as TaxLoginRow['state'];
  const status = state === 'loggedIn' ? 1 : 0;
  return {
    diskId: disk(k),
    termId: `T${String(k + 1).padStart(4, '0')}`,
    taxerName,
    taxerId: taxerId(k),
    tsp: k % 2 ? 'IT600' : 'IT200',
    termType: 1,
    diskType: k === 5 ? 7 : 6,
    status,
    state,
    ...(status ? { loginTime: '2026-11-22T00:30:00.000Z' } : {}),
    ...(state === 'dropped' ? { dropTime: '2026-11-21T15:10:00.000Z', dropReason: '电子税局会话已超时，请重新登录' } : {}),
    faceState: status ? (k === 5 ? '2' : '1') : '0',
    ...(status && k !== 5 ? { faceValidUntil: '2026-11-24T00:30:00.000Z' } : {}),
    ...(state !== 'unlinked' ? { invoicingAccount: { dlzh: `1391000${String(k).padStart(4, '0')}`, dlsfStr: '开票员' } } : {}),
    ...(k % 3 === 0 ? { queryAccount: { dlzh: `1382000${String(k).padStart(4, '0')}`, dlsfStr: '财务负责人' } } : {}),
  };
});

export function loginOverviewReply(list: TaxLoginRow[]) {
  const counts = { loggedIn: 0, dropped: 0, loggedOut: 0, unlinked: 0 };
  for (const row of list) counts[row.state] += 1;
  return { code: 0, msg: 'success', data: { list, counts } };
}

const jobRows: Array<Pick<RobotJob, 'kind' | 'state'> & { message?: string; success?: number; count: number; fail?: number }> = [
  { kind: 'download', state: 2, count: 64, message: '电子税局要求刷脸认证，请扫码刷脸后任务将继续' },
  { kind: 'copyClear', state: 3, count: 4, message: '电子税局登录已失效，请重新登录后任务将继续' },
  { kind: 'issue', state: 4, count: 40, success: 18, message: '发票已用完，请领购发票后重试' },
  { kind: 'declare', state: 5, count: 1 },
  { kind: 'copyClear', state: 1, count: 4, success: 2 },
  { kind: 'download', state: 0, count: 143, success: 140, fail: 3, message: '3 张发票的版式文件暂未生成，稍后将自动补下载' },
  { kind: 'declare', state: -1, count: 1, message: '机器人未回传任务状态' },
];
const stateStr: Record<number, string> = { 0: '已完成', 1: '处理中', 2: '待刷脸', 3: '待登录税局', 4: '发票已用完', 5: '排队中', [-1]: '未知' };

export const storyJobs: RobotJob[] = jobRows.map((r, k) => ({
  id: `RJ${String(k + 1).padStart(4, '0')}`,
  kind: r.kind,
  taxerName: names[k % names.length] as string,
  taxerId: taxerId(k),
  diskId: disk(k),
  period: '2026-10',
  runAt: r.state === 5 ? '2026-11-22T14:00:00.000Z' : '2026-11-21T22:00:00.000Z',
  count: r.count,
  success: r.success ?? 0,
  fail: r.fail ?? 0,
  wait: Math.max(0, r.count - (r.success ?? 0) - (r.fail ?? 0)),
  state: r.state,
  stateStr: stateStr[r.state] as string,
  finishEstimate: r.state === 1 ? '1' : r.state === 3 ? '3' : '0',
  ...(r.message ? { message: r.message } : {}),
}));

export function jobListReply(list: RobotJob[]) {
  const counts: Record<string, number> = {};
  for (const job of list) counts[String(job.state)] = (counts[String(job.state)] ?? 0) + 1;
  return { code: 0, msg: 'success', data: { list, counts } };
}

export const storyRobotTerminals: RobotTerminal[] = names.map((taxerName, k) => ({
  diskId: disk(k),
  taxerName,
  taxerId: taxerId(k),
  reports: k !== 5,
  loggedIn: k !== 2,
  faceDue: k === 4,
}));
