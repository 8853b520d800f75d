import { describe, expect, it } from 'vitest';
import type { RepairItem, RepairTask } from '../api';
import {
  anyActive,
  canQuickRepair,
  canRepair,
  canStop,
  chosenTask,
  detailPath,
  listPath,
  numberIssues,
  parseDetailAddress,
  parseRepairFilters,
  recordPath,
  repairSearch,
  scopeOfPath,
} from './repair';

const item = (state: RepairItem['state'], problem: RepairItem['problem'] = '2', taskId?: string) => ({ state, problem, ...(taskId ? { taskId } : {}) });

describe('what may be done with a stuck invoice', () => {
  it.each([
    // state, problem, repair, quick, stop
    ['0', '1', true, false, false],
    ['0', '2', true, true, false],
    ['0', '3', true, true, false],
    ['1', '2', false, false, true],
    ['2', '2', false, false, true],
    ['3', '2', false, false, false],
    ['4', '2', true, true, false],
    ['5', '1', true, false, false],
  ] as const)('state %s, problem %s: repair %s, quick %s, stop %s', (state, problem, repair, quick, stop) => {
    expect(canRepair(item(state, problem))).toBe(repair);
    expect(canQuickRepair(item(state, problem))).toBe(quick);
    expect(canStop(item(state, problem, 'RT1'))).toBe(stop);
  });

  it('cannot stop without a task, and follows the page while any task is queued or running', () => {
    expect(canStop(item('2'))).toBe(false);
    expect(anyActive([item('0'), item('3')])).toBe(false);
    expect(anyActive([item('0'), item('1')])).toBe(true);
  });
});

describe('routes and addresses', () => {
  it('lists fully-digital invoices on the fullpower routes', () => {
    expect(scopeOfPath('/member/newRepairList')).toBe('paper');
    expect(scopeOfPath('/member/fullpower/repair')).toBe('digital');
    expect(scopeOfPath('/service/fullpower/repairList')).toBe('digital');
  });

  it('leads to the details and record pages each area has', () => {
    const row = { id: 'RP0001', diskId: '661000000001', orderId: 'OR0001' };
    expect(detailPath('member', row)).toBe('/member/invoice/repair/RP0001/661000000001/OR0001');
    expect(detailPath('member', { id: 'RP1005', diskId: '661000000001' })).toBe('/member/invoice/repair/RP1005/661000000001/-');
    expect(detailPath('account', row)).toBe('/account/invoice/repair/RP0001');
    expect(detailPath('service', row)).toBe('/service/invoice/repair/RP0001');
    expect(recordPath('member', 'RP0001', 'RT0002')).toBe('/member/Operationrecord/RP0001/RT0002');
    expect(recordPath('service', 'RP0001', 'RT0002')).toBe('/service/Operationrecord/RP0001/RT0002');
    expect(recordPath('account', 'RP0001', 'RT0002')).toBe('/account/invoice/repair/RP0001?rid=RT0002');
    expect(listPath('service', 'digital')).toBe('/service/fullpower/repairList');
    expect(listPath('member', 'digital')).toBe('/member/fullpower/repair');
    expect(listPath('account', 'paper')).toBe('/account/newRepairList');
  });

  it('reads the item and the task from each details address', () => {
    expect(parseDetailAddress('/member/Operationrecord/RP0001/RT0002', '')).toEqual({ repId: 'RP0001', taskId: 'RT0002' });
    expect(parseDetailAddress('/member/invoice/repair/RP0001/661000000001/OR0001', '')).toEqual({ repId: 'RP0001', taskId: null });
    expect(parseDetailAddress('/account/invoice/repair/RP0001', '?rid=RT0002')).toEqual({ repId: 'RP0001', taskId: 'RT0002' });
    // The address of the page being left for another: no item.
    expect(parseDetailAddress('/member/inquire', '')).toEqual({ repId: '', taskId: null });
  });

  it('chooses the task asked for, else the latest', () => {
    const tasks = [{ id: 'RT2' }, { id: 'RT1' }] as RepairTask[];
    expect(chosenTask(tasks, 'RT1')?.id).toBe('RT1');
    expect(chosenTask(tasks, null)?.id).toBe('RT2');
    expect(chosenTask(tasks, 'RT9')?.id).toBe('RT2');
    expect(chosenTask([], null)).toBeUndefined();
  });
});

describe('filters and the number form', () => {
  it('keeps known states and a trimmed keyword in the address', () => {
    expect(parseRepairFilters(new URLSearchParams('state=2&kw= 2610 '))).toEqual({ state: '2', kw: '2610' });
    expect(parseRepairFilters(new URLSearchParams('state=9'))).toEqual({ state: '', kw: '' });
    expect(repairSearch({ state: '4', kw: '' })).toBe('state=4');
  });

  it('asks a paper invoice for its code and 8-digit number, a fully-digital one for its 20-digit number only', () => {
    expect(numberIssues({ fpdm: '031002600001', fphm: '26000001' }, false)).toEqual({});
    expect(numberIssues({ fpdm: '', fphm: '' }, false)).toEqual({ fpdm: 'byNumber.codeRequired', fphm: 'byNumber.numberRequired' });
    expect(numberIssues({ fpdm: '0310', fphm: '2600' }, false)).toEqual({ fpdm: 'byNumber.codeInvalid', fphm: 'byNumber.numberInvalid' });
    expect(numberIssues({ fpdm: '', fphm: '26312600000000000001' }, true)).toEqual({});
    expect(numberIssues({ fpdm: '', fphm: '26000001' }, true)).toEqual({ fphm: 'byNumber.digitalNumberInvalid' });
  });
});
