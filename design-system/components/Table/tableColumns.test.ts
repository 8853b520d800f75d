import { describe, expect, it } from 'vitest';
import type { TableColumn } from './Table';
import { frameStyleOf, valueOf } from './tableColumns';

interface Row {
  id: number;
  name: string;
}
const columns: TableColumn<Row>[] = [
  { key: 'id', title: 'id', width: 72 },
  { key: 'name', title: 'name' },
  { key: 'buyer', title: 'buyer', minWidth: 220 },
  { key: 'date', title: 'date', width: '10rem' },
];

describe('tableColumns', () => {
  it('reads the value under a key', () => {
    expect(valueOf<Row>({ id: 7, name: '北京' }, 'name')).toBe('北京');
    expect(valueOf<Row>({ id: 7, name: '北京' }, 'missing')).toBeUndefined();
  });

  it('lays the header and the rows out on one grid template', () => {
    expect(frameStyleOf(columns, false, 40, 440)).toEqual({
      '--tp-table-columns': '72px minmax(80px, 1fr) minmax(220px, 1fr) 10rem',
      '--tp-table-min-width': '452px',
      '--tp-table-row-height': '40px',
      '--tp-table-max-height': '440px',
    });
  });

  it('puts the checkbox column first in a selectable table', () => {
    const style = frameStyleOf(columns.slice(0, 1), true, 32, 320) as Record<string, string>;
    expect(style['--tp-table-columns']).toBe('48px 72px');
    expect(style['--tp-table-min-width']).toBe('120px');
  });
});
