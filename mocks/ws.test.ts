// @vitest-environment node
// The push channel is one per browser: every push of a page is handed to the other tabs (relay), which deliver it
// to their own sockets without relaying it again.
import { afterEach, describe, expect, it } from 'vitest';
import { configurePush, deliverRelayed, encodePush, pushMessage, pushOrderStatus } from './ws';

afterEach(() => configurePush({}));

describe('relaying pushes to the other tabs', () => {
  it('hands every push, with the user it is for, to the relay', () => {
    const relayed: Array<[string, string | undefined]> = [];
    configurePush({ relay: (frame, userId) => relayed.push([frame, userId]) });
    const order = { xfmc: '上海示例科技有限公司', fplxdm: '026', ddzt: '4', pendOrderCount: 2 };
    pushOrderStatus(order, 'U1001');
    pushMessage('QDDL', { code: 0 });
    expect(relayed).toEqual([
      [encodePush('FPKJ', order), 'U1001'],
      [encodePush('QDDL', { code: 0 }), undefined],
    ]);
  });

  it('a relayed push is delivered here only, never relayed back', () => {
    const relayed: string[] = [];
    configurePush({ relay: (frame) => relayed.push(frame) });
    expect(deliverRelayed(encodePush('FPKJ', {}), 'U1001')).toBe(0);
    expect(relayed).toEqual([]);
  });
});
