// Enterprises, members, agencies, applications and service packages of the embedded backend
// (platform/api/openapi/enterprises.yaml; docs/organisation/enterprises-members.md). Seeded on first use into the
// database (db.enterprises), so that a reset of the demo data or a fresh test starts from this seed again:
// - the member's own enterprise (the enterprise of the `member` demo account) with its address, bank and identities;
// - the provider's 50 members (M0001 is the member's enterprise), 8 agencies (A0001 is the `agency` demo account's
//   firm, serving 12 members), 12 applications (7 waiting for review), and a service package per member in service,
//   6 of them ending within 30 days and 4 already ended;
// - (who serves which enterprise is the organisation's staff records' 可服务企业, mocks/data/organisation.ts).
import type { Terminal } from '../../features/terminals/api';
import type { TaxIdentity } from '../../features/enterprises/api';
import type { Application, Member } from '../../features/provider-members/api';
import { addYears, shanghaiToday } from '../../features/provider-members/rules/servicePackage';
import { demoAccounts } from '../accounts';
import { getDb, save } from '../db';
import type { MockDb } from '../seed';

export interface StoredProfile {
  id: string;
  taxerName: string;
  taxerId: string;
  address: string;
  tel: string;
  khh: string;
  yhzh: string;
  identities: TaxIdentity[];
  taxpayerType: string;
  updateTime: string;
  /** The member account whose enterprise it is. */
  ownerUid: string;
}

/** An enterprise an agency or provider added one by one (the password is kept apart, in memory only). */
export interface StoredAddedEnterprise {
  taxerName: string;
  taxerId: string;
  dlsf: string;
  dlzh: string;
  bsrysjhm: string;
  mainAccountMobile?: string;
  createTime: string;
}

export type StoredMember = Omit<Member, 'diskCount' | 'agencyName'>;

export interface StoredAgency {
  id: string;
  agencyName: string;
  taxerId: string;
  contact: string;
  phone: string;
  address: string;
  createTime: string;
}

export interface StoredPackage {
  id: string;
  memberId?: string;
  taxerName: string;
  taxerId: string;
  diskId?: string;
  editionName: string;
  startDate: string;
  endDate: string;
  yearPrice: string;
}

export interface EnterpriseStore {
  profiles: StoredProfile[];
  /** Organisation key (mocks/handlers/enterprises.ts ownerOf) -> the enterprises it added one by one. */
  added: Record<string, StoredAddedEnterprise[]>;
  members: StoredMember[];
  agencies: StoredAgency[];
  applications: Application[];
  packages: StoredPackage[];
}

declare module '../seed' {
  interface MockDb {
    /** mocks/data/enterprises.ts (seeded on first use). */
    enterprises?: EnterpriseStore;
  }
}

const DAY_MS = 86_400_000;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dayOffset = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** An instant `days` before today at `hour` o'clock in Shanghai (never later than now). */
const timeOffset = (now: number, days: number, hour = 10) =>
  new Date(Math.min(now - 60_000, Date.parse(`${dayOffset(shanghaiToday(now), -days)}T${pad(hour, 2)}:00:00+08:00`))).toISOString();

const cities = ['上海', '苏州', '杭州', '南京', '宁波', '无锡', '合肥', '嘉兴'];
const words = ['恒通', '华信', '瑞丰', '鼎盛', '明远', '嘉禾', '博雅', '锦程', '宏达', '新元', '启航', '聚力'];
const trades = ['贸易', '科技', '餐饮管理', '建筑工程', '物流', '咨询服务', '电子商务', '文化传媒'];
const people = ['王芳', '李强', '张敏', '刘洋', '陈静', '杨帆', '赵磊', '黄丽', '周杰', '吴娜', '徐涛', '孙悦'];
const editions = [
  { editionName: '托管服务-标准版', yearPrice: '980.00' },
  { editionName: '云开票-专业版', yearPrice: '1980.00' },
  { editionName: '共享版', yearPrice: '398.00' },
] as const;

/** Days left of the members' packages in turn: 6 within 30 days, 4 ended (0), the rest plain. */
const remainCycle = [320, 12, 180, 45, 0, 240, 25, 90, 400, 5, 150, 0, 60, 210, 28, 365, 0, 120, 3, 75, 270, 0, 19, 33];

function memberName(k: number): string {
  return `${cities[k % cities.length]}${words[(k * 5) % words.length]}${trades[(k * 3) % trades.length]}有限公司`;
}

function seedStore(terminals: readonly Terminal[], now: number): EnterpriseStore {
  const today = shanghaiToday(now);
  const memberTaxerId = demoAccounts.member.enterpriseTaxerId ?? '';
  const memberTerminal = terminals.find((t) => t.taxerId === memberTaxerId);

  // The provider's members: the distinct enterprises of the terminals first (the member's first), then more.
  const enterprises: Array<{ taxerName: string; taxerId: string }> = [];
  const seen = new Set<string>();
  for (const t of [...(memberTerminal ? [memberTerminal] : []), ...terminals]) {
    if (seen.has(t.taxerId)) continue;
    seen.add(t.taxerId);
    enterprises.push({ taxerName: t.taxerName, taxerId: t.taxerId });
  }
  for (let k = 0; enterprises.length < 50; k++) {
    const taxerId = `91320500MA2${pad(k + 1, 7)}`;
    if (!seen.has(taxerId)) enterprises.push({ taxerName: memberName(k), taxerId });
  }
  const members: StoredMember[] = enterprises.slice(0, 50).map((e, k) => {
    const status = k === 0 ? '5' : (['5', '5', '5', '2', '3', '4', '5', '6'][k % 8] as StoredMember['serviceStatus']);
    return {
      id: `M${pad(k + 1, 4)}`,
      account: k === 0 ? demoAccounts.member.username : `1${3 + (k % 7)}${pad(700000000 + k * 7919, 9)}`,
      taxerName: e.taxerName,
      taxerId: e.taxerId,
      contact: k === 0 ? demoAccounts.member.userName : (people[k % people.length] as string),
      phone: k === 0 ? demoAccounts.member.phone : `1${5 + (k % 4)}${pad(100000000 + k * 104729, 9)}`,
      origin: String(k % 3),
      channel: k % 4 === 3 ? '2' : '1',
      serviceStatus: status,
      registerTime: timeOffset(now, 20 + k * 11),
      ...(k < 12 ? { agencyId: 'A0001' } : k < 20 ? { agencyId: `A000${2 + (k % 3)}` } : {}),
    };
  });

  const agencies: StoredAgency[] = [
    { id: 'A0001', agencyName: '上海诚信代理记账有限公司', taxerId: demoAccounts.agency.agencyTaxerId ?? '91310000MA1K900003', contact: demoAccounts.agency.userName, phone: demoAccounts.agency.phone, address: '上海市静安区南京西路1266号' },
    { id: 'A0002', agencyName: '苏州启航财务咨询有限公司', taxerId: '91320500MA1P200002', contact: '钱经理', phone: '13700000002', address: '苏州市工业园区星湖街328号' },
    { id: 'A0003', agencyName: '杭州明账财税服务有限公司', taxerId: '91330100MA2H300003', contact: '孙会计', phone: '13700000003', address: '杭州市西湖区文三路90号' },
    { id: 'A0004', agencyName: '南京同信会计服务有限公司', taxerId: '91320100MA1N400004', contact: '周主管', phone: '13700000004', address: '南京市建邺区江东中路108号' },
    { id: 'A0005', agencyName: '宁波海曙代理记账有限公司', taxerId: '91330200MA2C500005', contact: '吴经理', phone: '13700000005', address: '宁波市海曙区中山西路1号' },
    { id: 'A0006', agencyName: '无锡金算盘财务管理有限公司', taxerId: '91320200MA1W600006', contact: '郑会计', phone: '13700000006', address: '无锡市梁溪区人民中路139号' },
    { id: 'A0007', agencyName: '合肥正信税务师事务所有限公司', taxerId: '91340100MA2T700007', contact: '冯所长', phone: '13700000007', address: '合肥市蜀山区长江西路189号' },
    { id: 'A0008', agencyName: '嘉兴禾信财税咨询有限公司', taxerId: '91330400MA2J800008', contact: '陈经理', phone: '13700000008', address: '嘉兴市南湖区中山东路1096号' },
  ].map((a, k) => ({ ...a, createTime: timeOffset(now, 400 - k * 37) }));

  // A package for every member in service or expired (status 5 or 1), ending as remainCycle says; the member's
  // enterprise has a year left on its standard package.
  const packages: StoredPackage[] = [];
  members.forEach((m, k) => {
    if (m.serviceStatus !== '5' && m.serviceStatus !== '1') return;
    const remain = k === 0 ? 200 : (remainCycle[packages.length % remainCycle.length] as number);
    const endDate = dayOffset(today, remain - 1);
    const edition = editions[k % editions.length] as (typeof editions)[number];
    const disk = terminals.find((t) => t.taxerId === m.taxerId);
    packages.push({
      id: `SP${pad(packages.length + 1, 4)}`,
      memberId: m.id,
      taxerName: m.taxerName,
      taxerId: m.taxerId,
      ...(disk ? { diskId: disk.diskId } : {}),
      editionName: edition.editionName,
      startDate: addYears(dayOffset(today, remain), -1),
      endDate,
      yearPrice: edition.yearPrice,
    });
  });
  // The member's service status follows its package (an ended one reads 1 expired).
  for (const m of members) {
    const p = packages.find((x) => x.memberId === m.id);
    if (p) m.serviceStatus = p.endDate >= today ? '5' : '1';
  }

  const applicant = (m: StoredMember) => ({ taxerName: m.taxerName, taxerId: m.taxerId, contact: m.contact, phone: m.phone });
  const m = (k: number) => members[k] as StoredMember;
  const applications: Application[] = [
    { applyId: 'SQ0001', kind: 'service', state: '1', applicant: m(3).account, applicantRole: 'member', ...applicant(m(3)), editionName: '云开票-专业版', years: 1, remark: '需要开通云开票，尽快处理', submitTime: timeOffset(now, 0, 9) },
    { applyId: 'SQ0002', kind: 'member', state: '1', applicant: '13912345678', applicantRole: 'member', taxerName: '苏州瑞丰电子商务有限公司', taxerId: '91320500MA1R000101', contact: '何静', phone: '13912345678', remark: '新注册企业，申请成为会员', submitTime: timeOffset(now, 1, 15) },
    { applyId: 'SQ0003', kind: 'agency', state: '1', applicant: '13687654321', applicantRole: 'agency', taxerName: '杭州博雅财务咨询有限公司', taxerId: '91330100MA2B000102', contact: '林主任', phone: '13687654321', remark: '代理记账许可证已上传', submitTime: timeOffset(now, 1, 11) },
    { applyId: 'SQ0004', kind: 'service', state: '1', applicant: demoAccounts.agency.username, applicantRole: 'agency', ...applicant(m(5)), editionName: '托管服务-标准版', years: 2, remark: '代客户申请托管服务', submitTime: timeOffset(now, 2, 14) },
    { applyId: 'SQ0005', kind: 'member', state: '1', applicant: '13511112222', applicantRole: 'member', taxerName: '南京鼎盛建筑工程有限公司', taxerId: '91320100MA1D000103', contact: '高工', phone: '13511112222', submitTime: timeOffset(now, 3, 10) },
    { applyId: 'SQ0006', kind: 'service', state: '2', applicant: m(1).account, applicantRole: 'member', ...applicant(m(1)), editionName: '共享版', years: 1, submitTime: timeOffset(now, 9, 10), reviewTime: timeOffset(now, 8, 16), reviewer: demoAccounts.provider.userName },
    { applyId: 'SQ0007', kind: 'member', state: '3', applicant: '13822223333', applicantRole: 'member', taxerName: '宁波华信物流有限公司', taxerId: '91330200MA2H000104', contact: '邵先生', phone: '13822223333', submitTime: timeOffset(now, 12, 10), reviewTime: timeOffset(now, 11, 9), reviewer: demoAccounts.provider.userName, reason: '营业执照照片不清晰，请重新上传' },
    { applyId: 'SQ0008', kind: 'agency', state: '2', applicant: '13733334444', applicantRole: 'agency', taxerName: '宁波海曙代理记账有限公司', taxerId: '91330200MA2C500005', contact: '吴经理', phone: '13700000005', submitTime: timeOffset(now, 30, 10), reviewTime: timeOffset(now, 29, 10), reviewer: demoAccounts.provider.userName },
    { applyId: 'SQ0009', kind: 'service', state: '1', applicant: m(7).account, applicantRole: 'member', ...applicant(m(7)), editionName: '云开票-专业版', years: 3, submitTime: timeOffset(now, 4, 16) },
    { applyId: 'SQ0010', kind: 'member', state: '1', applicant: '13644445555', applicantRole: 'member', taxerName: '合肥新元文化传媒有限公司', taxerId: '91340100MA2X000105', contact: '方女士', phone: '13644445555', submitTime: timeOffset(now, 5, 9) },
    { applyId: 'SQ0011', kind: 'service', state: '3', applicant: m(9).account, applicantRole: 'member', ...applicant(m(9)), editionName: '托管服务-标准版', years: 1, submitTime: timeOffset(now, 15, 9), reviewTime: timeOffset(now, 14, 9), reviewer: demoAccounts.provider.userName, reason: '该企业已有服务中的套餐，无需重复开通' },
    { applyId: 'SQ0012', kind: 'agency', state: '1', applicant: '13555556666', applicantRole: 'agency', taxerName: '无锡聚力财税服务有限公司', taxerId: '91320200MA1J000106', contact: '韩会计', phone: '13555556666', remark: '希望合作代理贵司服务', submitTime: timeOffset(now, 6, 13) },
  ];

  const profiles: StoredProfile[] = memberTerminal
    ? [
        {
          id: memberTerminal.taxerId,
          taxerName: memberTerminal.taxerName,
          taxerId: memberTerminal.taxerId,
          address: '上海市浦东新区张江路88号',
          tel: '021-50801234',
          khh: '中国工商银行上海张江支行',
          yhzh: '1001234509876543210',
          identities: [
            { dlsf: '1', bsryxm: '周财务', bsrysjhm: '13900000011' },
            { dlsf: '7', bsryxm: '陈开票', bsrysjhm: '13910000000' },
          ],
          taxpayerType: '01',
          updateTime: timeOffset(now, 30),
          ownerUid: demoAccounts.member.uid,
        },
      ]
    : [];

  return { profiles, added: {}, members, agencies, applications, packages };
}

/** The store, seeded into the database on first use. */
export function enterpriseStore(now: number = Date.now()): EnterpriseStore {
  const db: MockDb = getDb();
  if (!db.enterprises) {
    db.enterprises = seedStore(db.terminals, now);
    save();
  }
  return db.enterprises;
}
