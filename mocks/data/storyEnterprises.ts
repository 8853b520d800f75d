// Fixed data for the stories of features/enterprises and features/provider-members: dates do not move with the day the
// stories run, so that their screenshots stay the same (the embedded backend's seed follows today's date).
import { http, HttpResponse } from 'msw';
import type { EnterpriseInfo, ManagedEnterprise } from '../../features/enterprises/api';
import type { AgencyDetail, Application, Member, ServicePackage } from '../../features/provider-members/api';

const envelope = <T,>(data: T) => ({ code: 0, msg: 'success', data });

export const storyEnterprise: EnterpriseInfo = {
  id: '91310000MA1G000001',
  taxerName: '上海恒通贸易有限公司',
  taxerId: '91310000MA1G000001',
  address: '上海市浦东新区张江路88号',
  tel: '021-50801234',
  khh: '中国工商银行上海张江支行',
  yhzh: '1001234509876543210',
  identities: [
    { dlsf: '1', bsryxm: '周财务', bsrysjhm: '13900000011' },
    { dlsf: '7', bsryxm: '陈开票', bsrysjhm: '13910000000' },
  ],
  taxpayerType: '01',
  diskCount: 4,
  updateTime: '2026-10-28T02:00:00.000Z',
};

export const storyManaged: ManagedEnterprise[] = [
  { taxerName: '上海端到端测试科技有限公司', taxerId: '91310115MA1K3YJ12X', dlsf: '1', dlzh: '13800007777', bsrysjhm: '13900007777', createTime: '2026-11-20T03:00:00.000Z', staff: [], source: 'added' },
  { taxerName: '上海恒通贸易有限公司', taxerId: '91310000MA1G000001', dlsf: '1', dlzh: '13910000000', createTime: '2026-05-01T00:00:00.000Z', staff: [{ uid: 'U3001', userName: '李代账' }], source: 'terminal' },
  { taxerName: '苏州华信科技有限公司', taxerId: '91320500MA1G000002', dlsf: '3', dlzh: '13910000002', bsrysjhm: '13910000002', createTime: '2026-04-11T00:00:00.000Z', staff: [{ uid: 'U3001', userName: '李代账' }, { uid: 'U5001', userName: '赵集团' }], source: 'import' },
  { taxerName: '杭州瑞丰餐饮管理有限公司', taxerId: '91330100MA1G000003', dlsf: '7', dlzh: '13910000003', createTime: '2026-03-02T00:00:00.000Z', staff: [], source: 'terminal' },
];

export const storyMembers: Member[] = [
  { id: 'M0001', account: 'member', taxerName: '上海恒通贸易有限公司', taxerId: '91310000MA1G000001', contact: '张会计', phone: '13800000001', origin: '0', channel: '1', serviceStatus: '5', registerTime: '2025-01-10T02:00:00.000Z', diskCount: 4, agencyId: 'A0001', agencyName: '上海诚信代理记账有限公司' },
  { id: 'M0002', account: '13700007919', taxerName: '苏州华信科技有限公司', taxerId: '91320500MA1G000002', contact: '李强', phone: '15100104729', origin: '1', channel: '1', serviceStatus: '1', registerTime: '2025-02-11T02:00:00.000Z', diskCount: 2 },
  { id: 'M0003', account: '13800015838', taxerName: '杭州瑞丰餐饮管理有限公司', taxerId: '91330100MA1G000003', contact: '张敏', phone: '16100209458', origin: '2', channel: '2', serviceStatus: '2', registerTime: '2025-03-12T02:00:00.000Z', diskCount: 0 },
  { id: 'M0004', account: '13900023757', taxerName: '南京鼎盛建筑工程有限公司', taxerId: '91320100MA1G000004', contact: '刘洋', phone: '17100314187', origin: '0', channel: '1', serviceStatus: '6', registerTime: '2025-04-13T02:00:00.000Z', diskCount: 1, agencyId: 'A0002', agencyName: '苏州启航财务咨询有限公司' },
];

export const storyPackages: ServicePackage[] = [
  { id: 'SP0002', memberId: 'M0002', taxerName: '苏州华信科技有限公司', taxerId: '91320500MA1G000002', diskId: '661000000002', editionName: '云开票-专业版', startDate: '2025-11-01', endDate: '2026-10-31', remain: 0, stateName: '已到期', yearPrice: '1980.00' },
  { id: 'SP0003', memberId: 'M0005', taxerName: '宁波明远物流有限公司', taxerId: '91330200MA1G000005', diskId: '661000000005', editionName: '共享版', startDate: '2025-12-08', endDate: '2026-12-07', remain: 11, stateName: '服务中', yearPrice: '398.00' },
  { id: 'SP0004', memberId: 'M0006', taxerName: '无锡嘉禾咨询服务有限公司', taxerId: '91320200MA1G000006', editionName: '托管服务-标准版', startDate: '2026-01-10', endDate: '2027-01-09', remain: 44, stateName: '服务中', yearPrice: '980.00' },
  { id: 'SP0001', memberId: 'M0001', taxerName: '上海恒通贸易有限公司', taxerId: '91310000MA1G000001', diskId: '661000000001', editionName: '托管服务-标准版', startDate: '2025-06-15', endDate: '2027-06-14', remain: 200, stateName: '服务中', yearPrice: '980.00' },
];

export const storyApplications: Application[] = [
  { applyId: 'SQ0001', kind: 'service', state: '1', applicant: '13900023757', applicantRole: 'member', taxerName: '南京鼎盛建筑工程有限公司', taxerId: '91320100MA1G000004', contact: '刘洋', phone: '17100314187', editionName: '云开票-专业版', years: 1, remark: '需要开通云开票，尽快处理', submitTime: '2026-11-27T01:00:00.000Z' },
  { applyId: 'SQ0002', kind: 'member', state: '1', applicant: '13912345678', applicantRole: 'member', taxerName: '苏州瑞丰电子商务有限公司', taxerId: '91320500MA1R000101', contact: '何静', phone: '13912345678', remark: '新注册企业，申请成为会员', submitTime: '2026-11-26T07:00:00.000Z' },
  { applyId: 'SQ0003', kind: 'agency', state: '1', applicant: '13687654321', applicantRole: 'agency', taxerName: '杭州博雅财务咨询有限公司', taxerId: '91330100MA2B000102', contact: '林主任', phone: '13687654321', submitTime: '2026-11-26T03:00:00.000Z' },
  { applyId: 'SQ0007', kind: 'member', state: '3', applicant: '13822223333', applicantRole: 'member', taxerName: '宁波华信物流有限公司', taxerId: '91330200MA2H000104', contact: '邵先生', phone: '13822223333', submitTime: '2026-11-15T02:00:00.000Z', reviewTime: '2026-11-16T01:00:00.000Z', reviewer: '王服务', reason: '营业执照照片不清晰，请重新上传' },
];

export const storyAgency: AgencyDetail = {
  id: 'A0001',
  agencyName: '上海诚信代理记账有限公司',
  taxerId: '91310000MA1K900003',
  contact: '李代账',
  phone: '13800000003',
  address: '上海市静安区南京西路1266号',
  memberCount: 1,
  createTime: '2025-10-23T02:00:00.000Z',
  members: [storyMembers[0] as Member],
};

const list = <T,>(rows: T[]) => envelope({ list: rows, total: rows.length });

/** The stories' fixed answers, every call of both documents that lists or reads. */
export const storyEnterpriseHandlers = [
  http.get('*/v1/enterprise/own', () => HttpResponse.json(envelope({ list: [storyEnterprise] }))),
  http.get('*/v1/enterprise/info/:id', () => HttpResponse.json(envelope(storyEnterprise))),
  http.get('*/v1/enterprise/manage/list', () => HttpResponse.json(list(storyManaged))),
  http.get('*/v1/enterprise/member/list', () => HttpResponse.json(list(storyMembers))),
  http.get('*/v1/enterprise/member/:id', () =>
    HttpResponse.json(envelope({ ...(storyMembers[0] as Member), packages: [storyPackages[3] as ServicePackage], applications: [storyApplications[0] as Application] })),
  ),
  http.get('*/agency/agency/list', () =>
    HttpResponse.json(
      list([
        { ...storyAgency, members: undefined },
        { id: 'A0002', agencyName: '苏州启航财务咨询有限公司', taxerId: '91320500MA1P200002', contact: '钱经理', phone: '13700000002', address: '苏州市工业园区星湖街328号', memberCount: 1, createTime: '2025-11-29T02:00:00.000Z' },
      ]),
    ),
  ),
  http.get('*/v1/enterprise/agency/:id', () => HttpResponse.json(envelope(storyAgency))),
  http.get('*/v1/enterprise/apply/list', () => HttpResponse.json(envelope({ list: storyApplications, total: storyApplications.length, counts: { '1': 3, '2': 0, '3': 1 } }))),
  http.get('*/v1/enterprise/apply/:applyId', ({ params }) => HttpResponse.json(envelope(storyApplications.find((a) => a.applyId === params.applyId) ?? storyApplications[0]))),
  http.get('*/v1/enterprise/service/list', () => HttpResponse.json(list(storyPackages))),
];
