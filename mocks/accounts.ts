// Demo accounts of the embedded backend, one per role (and the group and branch entrances of the agency role).
// The README lists them; the login handler accepts exactly these.

export interface DemoAccount {
  uid: string;
  username: string;
  password: string;
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
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountName = keyof typeof demoAccounts;

export const demoAccountList: readonly DemoAccount[] = Object.values(demoAccounts);

export function accountByUsername(username: string): DemoAccount | undefined {
  return demoAccountList.find((a) => a.username === username);
}

export function accountByUid(uid: string): DemoAccount | undefined {
  return demoAccountList.find((a) => a.uid === uid);
}
