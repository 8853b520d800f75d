import { describe, expect, it } from 'vitest';
import { flatOutlets, moveTargets, outletTree, pathOf, subtreeOf } from './outlets';
import { leafCodes, permTree } from './permTree';
import { emptyStaff, staffIssues } from './staffForm';

const rows = [
  { outletid: 'R', name: '信达' },
  { outletid: 'A', name: '财务一部', parentId: 'R' },
  { outletid: 'B', name: '财务二部', parentId: 'R' },
  { outletid: 'A1', name: '一组', parentId: 'A' },
  { outletid: 'A11', name: '小组', parentId: 'A1' },
];

describe('the department tree', () => {
  it('nests the rows under the organisation', () => {
    const [root] = outletTree(rows);
    expect(root?.id).toBe('R');
    expect(root?.children.map((c) => c.id)).toEqual(['A', 'B']);
    expect(root?.children[0]?.children[0]?.children[0]?.name).toBe('小组');
  });
  it('knows what is under a department and the path to it', () => {
    expect([...subtreeOf(rows, 'A')].sort()).toEqual(['A', 'A1', 'A11']);
    expect(pathOf(rows, 'A11')).toEqual(['信达', '财务一部', '一组', '小组']);
  });
  it('lists the departments in tree order with their depth', () => {
    expect(flatOutlets(rows).map((o) => `${o.depth}${o.id}`)).toEqual(['0R', '1A', '2A1', '3A11', '1B']);
  });
  it('moves a department anywhere but under itself or where it is', () => {
    expect(moveTargets(rows, 'A').map((o) => o.id)).toEqual(['B']);
    expect(moveTargets(rows, 'A1').map((o) => o.id)).toEqual(['R', 'B']);
  });
});

describe('the permission tree', () => {
  const perms = [
    { permCode: 'invoice', name: '发票业务' },
    { permCode: 'invoice:void', name: '作废发票', parentCode: 'invoice' },
    { permCode: 'empty', name: '空组' },
    { permCode: 'org:staff', name: '账号管理', parentCode: 'org' },
    { permCode: 'org', name: '机构管理' },
  ];
  it('groups the permissions and leaves out empty groups', () => {
    expect(permTree(perms)).toEqual([
      { id: 'invoice', name: '发票业务', children: [{ id: 'invoice:void', name: '作废发票' }] },
      { id: 'org', name: '机构管理', children: [{ id: 'org:staff', name: '账号管理' }] },
    ]);
    expect([...leafCodes(perms)]).toEqual(['invoice:void', 'org:staff']);
  });
});

describe('the staff form', () => {
  const good = { ...emptyStaff, account: 'zhang_01', userName: '张三', departmentId: 'A', roleId: 'R2', password: 'Abcdefg1', confirm: 'Abcdefg1' };
  it('accepts a complete account', () => {
    expect(staffIssues(good, true)).toEqual([]);
  });
  it.each([
    [{ account: '1abc' }, 'account', 'organisation:staff.form.accountFormat'],
    [{ account: '' }, 'account', 'organisation:staff.form.accountRequired'],
    [{ userName: ' ' }, 'userName', 'organisation:staff.form.userNameRequired'],
    [{ phone: '12345678901' }, 'phone', 'validation:strictMobile'],
    [{ departmentId: '' }, 'departmentId', 'organisation:staff.form.departmentRequired'],
    [{ roleId: '' }, 'roleId', 'organisation:staff.form.roleRequired'],
    [{ password: 'abcdefgh', confirm: 'abcdefgh' }, 'password', 'password:newPassword.tooWeak'],
    [{ confirm: 'Abcdefg2' }, 'confirm', 'password:confirm.mismatch'],
  ])('refuses %j at %s', (change, field, key) => {
    expect(staffIssues({ ...good, ...change }, true)).toEqual([expect.objectContaining({ field, key })]);
  });
  it('checks neither the sign-in name nor a password when editing', () => {
    expect(staffIssues({ ...good, account: '', password: '', confirm: '' }, false)).toEqual([]);
  });
});
