import { describe, expect, it } from 'vitest';
import { entranceKeyOf, maskPhone, roleKeyOf } from './profile';

describe('roleKeyOf', () => {
  it.each([
    [1, 1, 'profile:role.1'],
    [2, 2, 'profile:role.2'],
    [3, 3, 'profile:role.3'],
    [3, 5, 'profile:role.group'],
    [3, 4, 'profile:role.branch'],
    [2, 6, 'profile:role.2'],
    [null, null, null],
    [7, 7, null],
  ])('role %j, role code %j -> %j', (roleType, trueRoleType, expected) => {
    expect(roleKeyOf(roleType, trueRoleType)).toBe(expected);
  });
});

describe('entranceKeyOf', () => {
  it.each([
    ['/login', 'profile:entrance.member'],
    ['/accountLogin', 'profile:entrance.account'],
    ['/agencyLogin', 'profile:entrance.account'],
    ['/serviceLogin', 'profile:entrance.service'],
    ['/groupLogin', 'profile:entrance.group'],
    ['/branchLogin?redirect=%2Fx', 'profile:entrance.branch'],
    ['/acme/login', null],
  ])('%s -> %j', (path, expected) => {
    expect(entranceKeyOf(path)).toBe(expected);
  });
});

describe('maskPhone', () => {
  it.each([
    ['13800000001', '138****0001'],
    [' 13912345678 ', '139****5678'],
    ['021-12345678', '021-12345678'],
    ['', ''],
    [null, ''],
  ])('%j -> %j', (phone, expected) => {
    expect(maskPhone(phone)).toBe(expected);
  });
});
