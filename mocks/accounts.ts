// Demo accounts of the embedded backend, one per role (and the group and branch entrances of the agency role).
// The README lists them. The login handler accepts these and the staff accounts the organisations keep
// (mocks/staffAccounts.ts), which take the same shape.

/**
 * An account of the embedded backend: one of the fixed demo accounts below, or a staff account of an organisation
 * (mocks/staffAccounts.ts: the staff added on 账号管理, whose password is kept only as a salted hash).
 */
export interface DemoAccount {
  uid: string;
  username: string;
  /** The password in clear: the fixed demo accounts' only, as the README lists them (absent for a staff account). */
  password?: string;
  /** 1 member, 2 provider, 3 agency. */
  roleType: 1 | 2 | 3;
  /** The role code the login entrance follows (2 service, 3 account, 4 branch, 5 group). */
  trueRoleType: number;
  /** The entrance to sign in through. */
  entrance: string;
  userName: string;
  phone: string;
  outletId: string;
  accountRoleCode: string;
  vipLevel: number;
  memberChannel: string;
  enterpriseTaxerId?: string;
  agencyTaxerId?: string;
  serviceOutletId?: string;
  /** Which of the 60 seeded terminals the account sees: its enterprise's, the first 40 (agency) or all (provider). */
  scope: 'enterprise' | 'agency' | 'all';
  /** The account starts without a default terminal (spec 01 §2 'no default terminal' dialog). @default false */
  noDefaultTerminal?: boolean;
  /**
   * A staff member's enterprises (账号管理's 可服务企业): of its scope's terminals it sees only theirs. Absent: the
   * whole scope (the organisation's administrator, a member).
   */
  servedTaxerIds?: readonly string[];
}

export const demoAccounts = {
  member: {
    uid: 'U1001',
    username: 'member',
    password: 'Member@2024',
    roleType: 1,
    trueRoleType: 1,
    entrance: '/login',
    userName: '张会计',
    phone: '13800000001',
    outletId: 'OUT-001',
    accountRoleCode: 'ENT_ADMIN',
    vipLevel: 1,
    memberChannel: '1',
    enterpriseTaxerId: '91310000MA1G000001',
    scope: 'enterprise',
  },
  agency: {
    uid: 'U3001',
    username: 'agency',
    password: 'Agency@2024',
    roleType: 3,
    trueRoleType: 3,
    entrance: '/accountLogin',
    userName: '李代账',
    phone: '13800000003',
    outletId: 'OUT-003',
    accountRoleCode: 'AGENCY_ADMIN',
    vipLevel: 2,
    memberChannel: '1',
    agencyTaxerId: '91310000MA1K900003',
    scope: 'agency',
  },
  provider: {
    uid: 'U2001',
    username: 'provider',
    password: 'Provider@2024',
    roleType: 2,
    trueRoleType: 2,
    entrance: '/serviceLogin',
    userName: '王服务',
    phone: '13800000002',
    outletId: 'OUT-002',
    accountRoleCode: 'SERVICE_ADMIN',
    vipLevel: 0,
    memberChannel: '1',
    serviceOutletId: 'OUT-002',
    scope: 'all',
  },
  group: {
    uid: 'U5001',
    username: 'group',
    password: 'Group@2024',
    roleType: 3,
    trueRoleType: 5,
    entrance: '/groupLogin',
    userName: '赵集团',
    phone: '13800000005',
    outletId: 'OUT-005',
    accountRoleCode: 'GROUP_ADMIN',
    vipLevel: 2,
    memberChannel: '1',
    agencyTaxerId: '91310000MA1K900005',
    scope: 'agency',
  },
  branch: {
    uid: 'U4001',
    username: 'branch',
    password: 'Branch@2024',
    roleType: 3,
    trueRoleType: 4,
    entrance: '/branchLogin',
    userName: '钱分公司',
    phone: '13800000004',
    outletId: 'OUT-004',
    accountRoleCode: 'BRANCH_ADMIN',
    vipLevel: 1,
    memberChannel: '1',
    agencyTaxerId: '91310000MA1K900004',
    scope: 'agency',
  },
  // A second accountant of the member's enterprise who has set no default terminal yet: after signing in the 'no default
  // terminal' dialog (spec 01 §2, §8 当前账号未设置默认终端，请设置) offers the first terminal or the terminal list.
  newmember: {
    uid: 'U1002',
    username: 'newmember',
    password: 'Newmember@2024',
    roleType: 1,
    trueRoleType: 1,
    entrance: '/login',
    userName: '孙新会计',
    phone: '13800000006',
    outletId: 'OUT-001',
    accountRoleCode: 'ENT_ADMIN',
    vipLevel: 1,
    memberChannel: '1',
    // the member's enterprise: the seeded terminals T0001-T0003 (mocks/seed.ts taxerIdOf)
    enterpriseTaxerId: '91310000MA1G000001',
    scope: 'enterprise',
    noDefaultTerminal: true,
  },
  // A member whose enterprise has no terminal yet (spec 01 §8): 当前列表无终端，请联系服务商分配 (5 s) after signing in,
  // and 没有可用的开票终端，当前功能无法使用！ wherever a terminal is needed.
  noterminal: {
    uid: 'U1003',
    username: 'noterminal',
    password: 'Noterminal@2024',
    roleType: 1,
    trueRoleType: 1,
    entrance: '/login',
    userName: '周出纳',
    phone: '13800000007',
    outletId: 'OUT-001',
    accountRoleCode: 'ENT_ADMIN',
    vipLevel: 0,
    memberChannel: '1',
    enterpriseTaxerId: '91310000MA1G999999',
    scope: 'enterprise',
  },
  // A staff member of the agency in the restricted role 开票员 (mocks/data/organisation.ts): issues, voids, reddens and
  // exports, but reaches neither the organisation's pages nor the tax-bureau linking; the agency's administrator can
  // take more away on 角色管理 (docs/organisation/staff-roles-departments.md).
  clerk: {
    uid: 'U3002',
    username: 'clerk',
    password: 'Clerk@2024',
    roleType: 3,
    trueRoleType: 3,
    entrance: '/accountLogin',
    userName: '吴开票',
    phone: '13800000008',
    outletId: 'OUT-003',
    accountRoleCode: 'AGENCY_STAFF',
    vipLevel: 2,
    memberChannel: '1',
    agencyTaxerId: '91310000MA1K900003',
    scope: 'agency',
  },
} as const satisfies Record<string, DemoAccount & { password: string }>;

export type DemoAccountName = keyof typeof demoAccounts;

export const demoAccountList: readonly DemoAccount[] = Object.values(demoAccounts);

export function accountByUsername(username: string): DemoAccount | undefined {
  return demoAccountList.find((a) => a.username === username);
}

export function accountByUid(uid: string): DemoAccount | undefined {
  return demoAccountList.find((a) => a.uid === uid);
}
