import { describe, expect, it } from 'vitest';
import { dropOf, faceState, loginState, loginStates } from './overview';

describe('the tax-bureau overview\'s codes', () => {
  it('labels every login state and face state from the catalogue, with a tone', () => {
    for (const state of loginStates) expect(loginState[state]).toMatchObject({ key: `taxBureauOverview:loginState.${state}` });
    expect(faceState['2'].tone).toBe('warning');
  });

  it('reads a dropped login from its push and ignores any other', () => {
    expect(dropOf({ bizId: 'QDDX', data: { diskId: '661000000002', taxerName: '某公司', status: 0, msg: '会话已超时' } })).toEqual({ diskId: '661000000002', taxerName: '某公司', msg: '会话已超时' });
    expect(dropOf({ bizId: 'QDDL', data: { diskId: '661000000002' } })).toBeNull();
    expect(dropOf({ bizId: 'QDDX', data: { status: 0 } })).toBeNull();
    expect(dropOf({ bizId: 'QDDX', data: 'text' })).toBeNull();
  });
});
