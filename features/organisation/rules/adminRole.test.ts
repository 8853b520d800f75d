import { describe, expect, it } from 'vitest';
import zh from '../../../locales/zh-CN/organisation.json';
import { isAdministrator, permsBeyond, roleGrantIssues } from './adminRole';

const roles = [
  { id: 'R1', builtIn: true }, // 管理员
  { id: 'R2', builtIn: false }, // 开票员
  { id: 'R5', builtIn: false }, // 人事专员
];

describe('who may give the 管理员 role', () => {
  it('knows an administrator: the organisation’s own, or one holding the 管理员 role', () => {
    expect(isAdministrator({ isAdmin: true, roleId: 'R1' }, roles)).toBe(true);
    expect(isAdministrator({ roleId: 'R1' }, roles)).toBe(true);
    expect(isAdministrator({ roleId: 'R5' }, roles)).toBe(false);
    expect(isAdministrator(undefined, roles)).toBe(false);
  });

  it.each([
    // [actor is administrator, from, to, refused]
    [false, undefined, 'R1', true], // a 人事专员 adds an administrator
    [false, 'R2', 'R1', true], // … or makes one of a 开票员
    [false, 'R1', 'R2', true], // … or takes the role from an administrator
    [false, 'R1', 'R1', false], // an administrator's other fields, role unchanged
    [false, undefined, 'R2', false],
    [false, 'R2', 'R5', false],
    [true, undefined, 'R1', false],
    [true, 'R1', 'R2', false],
  ] as const)('administrator %s, from %s to %s: refused %s', (admin, from, to, refused) => {
    const issues = roleGrantIssues(admin, roles, from, to);
    expect(issues.length > 0).toBe(refused);
    if (refused) expect(issues).toEqual([{ field: 'roleId', key: 'organisation:staff.form.adminRoleReserved', severity: 'error' }]);
  });

  it('lets a non-administrator give a role only the permissions it holds itself', () => {
    expect(permsBeyond(false, ['org:staff', 'org:department'], ['org:staff', 'org:role', 'invoice:void'])).toEqual(['org:role', 'invoice:void']);
    expect(permsBeyond(false, ['org:role', 'invoice:export'], ['invoice:export'])).toEqual([]);
    expect(permsBeyond(true, [], ['org:role'])).toEqual([]);
  });

  it('says so in the words the embedded backend answers with', () => {
    expect(zh.staff.form.adminRoleReserved).toBe('只有管理员可以授予、收回或修改管理员角色及其权限');
  });
});
