// The organisations behind the agency and provider demo accounts (docs/organisation/staff-roles-departments.md):
// departments or outlets, staff accounts in roles, the permission catalogue and the enterprises each department
// serves. Made on first use from the seeded terminals (deterministic), kept in the database (db.organisation).
import { demoAccounts, type DemoAccount } from '../accounts';
import { getDb, visibleTerminals } from '../db';

export interface StoredStaff {
  uid: string;
  account: string;
  userName: string;
  phone: string;
  departmentId: string;
  roleId: string;
  /** 1 enabled, 0 disabled. */
  status: 0 | 1;
  enterpriseTaxerIds: string[];
  createTime: string;
  /**
   * The password an administrator gave (added, reset) or the member set, as a salted slow hash of what the client sends
   * (mocks/staffAccounts.ts). Absent: the demo account's own (clerk), or the seeded staff's demo password.
   */
  password?: StoredPassword;
  /** The organisation's administrator (a demo account): every permission, not changed on the staff page. */
  isAdmin?: boolean;
}

/**
 * PBKDF2-HMAC-SHA-256 of the client's password value (its SHA-256 hex, docs/security.md) with a random salt: the
 * database holds neither the password nor the value that signs in (mocks/staffAccounts.ts).
 */
export interface StoredPassword {
  /** Base64 of the 16 random bytes. */
  salt: string;
  /** Base64 of the 32 derived bytes. */
  hash: string;
  iterations: number;
}

export interface StoredRole {
  id: string;
  name: string;
  remark?: string;
  permCodes: string[];
  builtIn: boolean;
}

export interface StoredPerm {
  permCode: string;
  name: string;
  parentCode?: string;
  isDefault: boolean;
  builtIn: boolean;
}

export interface StoredOutlet {
  outletid: string;
  name: string;
  /** Absent for the organisation itself (the root). */
  parentId?: string;
}

export interface OrgStore {
  rootId: string;
  kind: 'agency' | 'provider';
  outlets: StoredOutlet[];
  staff: StoredStaff[];
  roles: StoredRole[];
  perms: StoredPerm[];
  /** taxerId -> the department that serves it. */
  enterpriseDepartments: Record<string, string>;
  enterpriseNames: Record<string, string>;
}

/** The permissions the portal checks (features/navigation/rules/permissions.ts), as the catalogue lists them. */
export const builtInPerms = (kind: OrgStore['kind']): StoredPerm[] => [
  { permCode: 'invoice', name: '发票业务', isDefault: false, builtIn: true },
  { permCode: 'invoice:issue', name: '开具发票', parentCode: 'invoice', isDefault: true, builtIn: true },
  { permCode: 'invoice:void', name: '作废发票', parentCode: 'invoice', isDefault: true, builtIn: true },
  { permCode: 'invoice:red', name: '红字发票', parentCode: 'invoice', isDefault: true, builtIn: true },
  { permCode: 'invoice:export', name: '导出发票', parentCode: 'invoice', isDefault: true, builtIn: true },
  // One the organisation added for its own processes (removable; the portal does not check it).
  { permCode: 'invoice:print', name: '打印发票', parentCode: 'invoice', isDefault: false, builtIn: false },
  { permCode: 'terminal', name: '终端与税局', isDefault: false, builtIn: true },
  { permCode: 'taxBureau:link', name: '税局账号关联', parentCode: 'terminal', isDefault: false, builtIn: true },
  { permCode: 'org', name: '机构管理', isDefault: false, builtIn: true },
  { permCode: 'org:staff', name: '账号管理', parentCode: 'org', isDefault: false, builtIn: true },
  { permCode: 'org:role', name: '角色管理', parentCode: 'org', isDefault: false, builtIn: true },
  { permCode: 'org:department', name: kind === 'agency' ? '部门管理' : '网点管理', parentCode: 'org', isDefault: false, builtIn: true },
];

const INVOICE = ['invoice:issue', 'invoice:void', 'invoice:red', 'invoice:export'];

interface OrgSeed {
  name: string;
  kind: OrgStore['kind'];
  admin: DemoAccount;
  /** [name, parent index or -1 for the root] */
  departments: ReadonlyArray<readonly [string, number]>;
  roles: ReadonlyArray<readonly [name: string, remark: string, perms: readonly string[]]>;
  staffCount: number;
  /** Departments that stay empty (removable), by index. */
  empty: readonly number[];
}

const agencyRoles = [
  ['开票员', '开具、作废、红冲与导出发票', [...INVOICE, 'invoice:print']],
  ['主管会计', '发票业务、税局账号与部门', [...INVOICE, 'taxBureau:link', 'org:department']],
  ['审计员', '只导出发票', ['invoice:export']],
  ['人事专员', '账号与部门', ['org:staff', 'org:department']],
] as const;

const orgSeeds: Record<string, OrgSeed> = {
  'OUT-003': {
    name: '上海信达财税代理有限公司',
    kind: 'agency',
    admin: demoAccounts.agency,
    departments: [
      ['财务一部', -1],
      ['财务二部', -1],
      ['开票中心', -1],
      ['客户服务部', -1],
      ['审计部', -1],
      ['一组', 0],
      ['二组', 0],
    ],
    roles: agencyRoles,
    staffCount: 19,
    empty: [4],
  },
  'OUT-004': { name: '信达财税浦东分公司', kind: 'agency', admin: demoAccounts.branch, departments: [['财务部', -1], ['开票组', -1], ['行政部', -1]], roles: agencyRoles, staffCount: 6, empty: [2] },
  'OUT-005': { name: '信达财税集团', kind: 'agency', admin: demoAccounts.group, departments: [['集团财务部', -1], ['共享中心', -1], ['一组', 1], ['法务部', -1]], roles: agencyRoles, staffCount: 8, empty: [3] },
  'OUT-002': {
    name: '上海税通信息服务有限公司',
    kind: 'provider',
    admin: demoAccounts.provider,
    departments: [
      ['浦东网点', -1],
      ['徐汇网点', -1],
      ['闵行网点', -1],
      ['张江服务点', 0],
      ['临港网点', -1],
    ],
    roles: [
      ['网点客服', '代客户开具与导出发票', ['invoice:issue', 'invoice:export']],
      ['运维工程师', '终端与税局账号', ['taxBureau:link', 'invoice:export']],
      ['审计员', '只导出发票', ['invoice:export']],
    ],
    staffCount: 7,
    empty: [4],
  },
};

const surnames = '王李张刘陈杨黄赵周吴徐孙马朱胡郭何林罗高';
const givenNames = ['建华', '晓燕', '志强', '丽娟', '海涛', '雪梅', '国庆', '婷婷', '明辉', '春燕', '子涵', '佳怡', '宇航', '秀英', '文博', '欣然', '浩然', '静怡', '立新', '梦瑶'];
const pad2 = (n: number) => String(n).padStart(2, '0');

/** The demo staff account with a restricted role (开票员), for the permission test (README, demo accounts). */
const CLERK_ROLE_INDEX = 0;

function createOrg(rootId: string, seed: OrgSeed): OrgStore {
  const outlets: StoredOutlet[] = [{ outletid: rootId, name: seed.name }];
  const ids = seed.departments.map((_, i) => `${rootId}-${pad2(i + 1)}`);
  seed.departments.forEach(([name, parent], i) => outlets.push({ outletid: ids[i] as string, name, parentId: parent < 0 ? rootId : (ids[parent] as string) }));
  const perms = builtInPerms(seed.kind);
  const roles: StoredRole[] = [
    { id: `${rootId}-R1`, name: '管理员', remark: '全部权限', permCodes: perms.filter((p) => p.parentCode).map((p) => p.permCode), builtIn: true },
    ...seed.roles.map(([name, remark, codes], i) => ({ id: `${rootId}-R${i + 2}`, name, remark, permCodes: [...codes], builtIn: false })),
  ];
  // The last role (审计员 in every seed but the agency's, 人事专员 there) may stay unheld: see the staff below.
  const working = ids.filter((_, i) => !seed.empty.includes(i));
  const terminals = visibleTerminals(seed.admin);
  const enterpriseNames: Record<string, string> = {};
  for (const t of terminals) enterpriseNames[t.taxerId] ??= t.taxerName;
  const enterpriseDepartments: Record<string, string> = {};
  Object.keys(enterpriseNames).forEach((taxerId, i) => {
    enterpriseDepartments[taxerId] = working[i % working.length] as string;
  });
  const inDepartment = (d: string) => Object.keys(enterpriseDepartments).filter((x) => enterpriseDepartments[x] === d);
  const staff: StoredStaff[] = [
    {
      uid: seed.admin.uid,
      account: seed.admin.username,
      userName: seed.admin.userName,
      phone: seed.admin.phone,
      departmentId: rootId,
      roleId: `${rootId}-R1`,
      status: 1,
      enterpriseTaxerIds: Object.keys(enterpriseNames),
      createTime: '2024-01-02T09:00:00.000Z',
      isAdmin: true,
    },
  ];
  // Staff roles cycle over all but the last seeded role, which stays unheld (removable in the demo).
  const heldRoles = roles.slice(1, -1);
  for (let k = 0; k < seed.staffCount; k += 1) {
    const departmentId = working[k % working.length] as string;
    const role = heldRoles[k % heldRoles.length] as StoredRole;
    staff.push({
      uid: `S-${rootId}-${pad2(k + 1)}`,
      account: `${seed.kind === 'agency' ? 'staff' : 'svc'}${rootId.slice(-1)}${pad2(k + 1)}`,
      userName: `${surnames[(k * 7 + rootId.length) % surnames.length]}${givenNames[(k * 3 + Number(rootId.slice(-1))) % givenNames.length]}`,
      phone: `139${rootId.slice(-1)}${String(1000000 + k * 7919).slice(-7)}`,
      departmentId,
      roleId: role.id,
      status: k % 6 === 5 ? 0 : 1,
      enterpriseTaxerIds: inDepartment(departmentId).slice(0, 3),
      createTime: new Date(Date.UTC(2024, 2 + (k % 9), 1 + k, 1, 30)).toISOString(),
    });
  }
  if (rootId === 'OUT-003') {
    const clerk = demoAccounts.clerk;
    const department = ids[2] as string; // 开票中心
    // The clerk sees the terminals of the enterprises it serves (mocks/staffAccounts.ts): its department's, and the
    // agency's first (T0001, the clerk's default terminal, whose invoices the permission tests void).
    const first = Object.keys(enterpriseNames)[0] as string;
    staff.push({
      uid: clerk.uid,
      account: clerk.username,
      userName: clerk.userName,
      phone: clerk.phone,
      departmentId: department,
      roleId: roles[CLERK_ROLE_INDEX + 1]?.id as string,
      status: 1,
      enterpriseTaxerIds: [first, ...inDepartment(department).filter((id) => id !== first).slice(0, 5)],
      createTime: '2024-03-01T01:00:00.000Z',
    });
  }
  return { rootId, kind: seed.kind, outlets, staff, roles, perms, enterpriseDepartments, enterpriseNames };
}

/** The organisation an account belongs to: the provider's outlet, the agency's (group's, branch's) own; none for members. */
export function orgIdOf(account: DemoAccount): string | null {
  if (account.roleType === 2) return account.serviceOutletId ?? account.outletId;
  if (account.roleType === 3) return account.outletId;
  return null;
}

/** The organisation's store (made on first use), or undefined for an account without one. */
export function orgOf(account: DemoAccount): OrgStore | undefined {
  const id = orgIdOf(account);
  if (!id) return undefined;
  return orgById(id);
}

export function orgById(id: string): OrgStore | undefined {
  const seed = orgSeeds[id];
  if (!seed) return undefined;
  const db = getDb();
  const all = (db.organisation ??= {});
  return (all[id] ??= createOrg(id, seed));
}

/** The organisation's administrator: the demo account whose organisation it is. */
export function adminOf(org: OrgStore): DemoAccount | undefined {
  return orgSeeds[org.rootId]?.admin;
}

/** Every organisation (made on first use): the sign-in finds a staff account among them. */
export function knownOrgs(): OrgStore[] {
  return Object.keys(orgSeeds).flatMap((id) => {
    const org = orgById(id);
    return org ? [org] : [];
  });
}

/** The ids of a department and every department under it. */
export function subtreeIds(org: OrgStore, id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const o of org.outlets) {
      if (o.parentId && ids.has(o.parentId) && !ids.has(o.outletid)) {
        ids.add(o.outletid);
        grew = true;
      }
    }
  }
  return ids;
}
