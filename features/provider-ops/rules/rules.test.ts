import { describe, expect, it } from 'vitest';
import { moveInGrid } from './gridMove';
import { checkServerForm, psnListOf } from './serverForm';
import { countStates, parseSlotKey, slotKey, slotStateIcons, slotStateOf, slotStates } from './slots';
import { userStatsRows } from './userStats';

describe('slotStateOf', () => {
  const disk = { online: 1, termStatus: 1, serviceStatus: 1 };
  it.each([
    [{}, 'empty'],
    [{ disk }, 'normal'],
    [{ disk: { ...disk, online: 2 } }, 'offline'],
    [{ disk: { ...disk, online: -321 } }, 'offline'],
    [{ disk: { ...disk, termStatus: 0 } }, 'abnormal'],
    [{ disk: { ...disk, serviceStatus: 4 } }, 'service'],
    [{ disk: { ...disk, serviceStatus: 0 } }, 'service'],
    [{ disk, boardState: 0 }, 'fault'],
    [{ boardState: 0 }, 'fault'],
    [{ disk: { ...disk, online: 0 }, restarting: true, boardState: 0 }, 'restarting'],
  ] as const)('%j is %s', (facts, state) => {
    expect(slotStateOf(facts)).toBe(state);
  });

  it('gives every state its own icon', () => {
    expect(new Set(slotStates.map((s) => slotStateIcons[s])).size).toBe(slotStates.length);
  });

  it('counts states and round-trips slot keys', () => {
    expect(countStates(['normal', 'normal', 'empty']).normal).toBe(2);
    expect(parseSlotKey(slotKey('JX001000', '2', '7'))).toEqual({ psn: 'JX001000', board: '2', port: '7' });
    expect(parseSlotKey('JX/1')).toBeNull();
    expect(parseSlotKey(null)).toBeNull();
  });
});

describe('moveInGrid', () => {
  const rows = [8, 8, 4];
  it.each([
    [{ row: 0, col: 0 }, 'ArrowRight', false, { row: 0, col: 1 }],
    [{ row: 0, col: 7 }, 'ArrowRight', false, { row: 0, col: 7 }],
    [{ row: 0, col: 0 }, 'ArrowLeft', false, { row: 0, col: 0 }],
    [{ row: 0, col: 3 }, 'ArrowDown', false, { row: 1, col: 3 }],
    [{ row: 1, col: 6 }, 'ArrowDown', false, { row: 2, col: 3 }],
    [{ row: 2, col: 3 }, 'ArrowDown', false, { row: 2, col: 3 }],
    [{ row: 1, col: 2 }, 'ArrowUp', false, { row: 0, col: 2 }],
    [{ row: 1, col: 5 }, 'Home', false, { row: 1, col: 0 }],
    [{ row: 1, col: 2 }, 'End', false, { row: 1, col: 7 }],
    [{ row: 1, col: 2 }, 'Home', true, { row: 0, col: 0 }],
    [{ row: 0, col: 2 }, 'End', true, { row: 2, col: 3 }],
  ] as const)('%j %s (ctrl %s) -> %j', (at, key, ctrl, next) => {
    expect(moveInGrid(at, key, rows, ctrl)).toEqual(next);
  });
  it('ignores other keys and empty grids', () => {
    expect(moveInGrid({ row: 0, col: 0 }, 'a', rows)).toBeNull();
    expect(moveInGrid({ row: 0, col: 0 }, 'ArrowRight', [])).toBeNull();
  });
});

describe('checkServerForm', () => {
  const good = { serverName: '上海一号机房-03', ip: '10.8.1.13', room: '', state: 1 as const, psnText: 'jx001020, JX001021', boards: 4, ports: 8 };
  it('accepts a good form and reads the chassis numbers', () => {
    expect(checkServerForm(good)).toEqual({});
    expect(psnListOf(good.psnText)).toEqual(['JX001020', 'JX001021']);
  });
  it.each([
    [{ serverName: ' ' }, 'serverName', 'form.errors.nameRequired'],
    [{ serverName: 'x'.repeat(51) }, 'serverName', 'form.errors.nameTooLong'],
    [{ ip: '' }, 'ip', 'form.errors.ipRequired'],
    [{ ip: '10.8.1.256' }, 'ip', 'form.errors.ipInvalid'],
    [{ ip: '10.8.1' }, 'ip', 'form.errors.ipInvalid'],
    [{ psnText: '' }, 'psnText', 'form.errors.psnRequired'],
    [{ psnText: 'JX-1' }, 'psnText', 'form.errors.psnInvalid'],
    [{ psnText: 'JX001020 jx001020' }, 'psnText', 'form.errors.psnDuplicate'],
    [{ boards: 0 }, 'boards', 'form.errors.boards'],
    [{ ports: 17 }, 'ports', 'form.errors.ports'],
    [{ ports: Number.NaN }, 'ports', 'form.errors.ports'],
  ] as const)('%j -> %s %s', (change, field, key) => {
    expect(checkServerForm({ ...good, ...change })[field]).toBe(key);
  });
});

describe('userStatsRows', () => {
  it('sums the terminals by type and gives the active share', () => {
    const [row] = userStatsRows([
      { month: '2026-11', members: 900, agencies: 100, activeUsers: 655, newUsers: 12, terminals: [{ diskType: 2, count: 10 }, { diskType: 7, count: 5 }] },
    ]);
    expect(row).toMatchObject({ terminals: 15, activeShare: '65.5', byType: { 2: 10, 4: 0, 6: 0, 7: 5 } });
  });
});
