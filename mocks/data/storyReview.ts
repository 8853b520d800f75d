// Fixed review submissions and proxy-issue applications for the stories (fixed dates: the same screenshots every day).
import type { ProxyApplication } from '../../features/proxy-issue/api';
import type { ReviewDetail, ReviewItem } from '../../features/issue-review/api';

const seller = { diskId: '661000000001', taxerId: '91310000MA1G000001', xfmc: '杭州华泰餐饮管理有限公司' } as const;

export const storyReviews: ReviewItem[] = [
  { ...seller, applyId: 'SH000001', auditState: 11, gfmc: '上海明远商贸有限公司', gfsh: '91310000MA1FL8XQ30', fplxdm: '82', amount: '1000.00', taxAmount: '60.00', totalAmount: '1060.00', ywcj: '2', submitter: '王小丽', mine: false, submitTime: '2025-06-28T02:30:00.000Z' },
  { ...seller, applyId: 'SH000002', auditState: 11, gfmc: '苏州启明电子科技有限公司', gfsh: '91320500MA1MX7QK2T', fplxdm: '004', amount: '2400.00', taxAmount: '312.00', totalAmount: '2712.00', ywcj: '3', submitter: '张会计', mine: true, submitTime: '2025-06-28T01:10:00.000Z' },
  { ...seller, applyId: 'SH000003', auditState: 12, gfmc: '杭州云帆贸易有限公司', gfsh: '91330100MA2H1Y8D5P', fplxdm: '026', amount: '530.97', taxAmount: '69.03', totalAmount: '600.00', ywcj: '7', submitter: '陈明', mine: false, submitTime: '2025-06-27T06:00:00.000Z', reviewer: '张会计', reviewTime: '2025-06-27T08:00:00.000Z', orderId: 'K000101', fpzt: 3, fpdm: '031250022010', fphm: '30000101' },
  { ...seller, applyId: 'SH000004', auditState: 111, gfmc: '南京恒信建材有限公司', gfsh: '91320100MA1Y3QWE8J', fplxdm: '007', amount: '880.00', taxAmount: '114.40', totalAmount: '994.40', ywcj: '13', submitter: '张会计', mine: true, submitTime: '2025-06-26T03:00:00.000Z', reviewer: '李代账', reviewTime: '2025-06-26T05:00:00.000Z', reason: '购买方税号与合同不一致，请核对后重新提交' },
];

export function storyReviewDetail(item: ReviewItem): ReviewDetail {
  return {
    ...item,
    lines: [
      { spbm: '3040201990000000000', showName: '*信息技术服务*软件维护服务', dw: '项', quantity: '1', price: item.amount, amount: item.amount, taxRate: item.fplxdm === '007' || item.fplxdm === '004' || item.fplxdm === '026' ? '0.13' : '0.06', taxAmount: item.taxAmount },
    ],
    remark: '合同编号HT20260101',
    xfsh: item.taxerId,
    xfdzdh: '上海市徐汇区漕溪北路88号 021-64380000',
    xfyhzh: '中国工商银行上海分行 1001244309000123456',
    gfdzdh: '上海市浦东新区世纪大道100号 021-58881234',
    gfyhzh: '中国银行上海分行 6222000011112222',
    review: { payee: '李娜', checker: '张伟', drawer: item.submitter },
  };
}

export function reviewListReply(list: ReviewItem[]) {
  return {
    code: 0,
    msg: 'success',
    data: {
      list,
      pages: { items: list.length, page: 1, pageSize: 20 },
      counts: { inReview: list.filter((r) => r.auditState === 11).length, passed: list.filter((r) => r.auditState === 12).length, failed: list.filter((r) => r.auditState === 111).length },
    },
  };
}

const line = (name: string, amount: string, taxRate: string, taxAmount: string) => ({ name, spbm: '3040201990000000000', unit: '次', quantity: '1', amount, taxRate, taxAmount });
const buyer = (name: string, taxId: string) => ({ name, taxId, addressPhone: '', bankAccount: '' });
const contact = { name: '张会计', mobile: '13800000001' };

export const storyApplications: ProxyApplication[] = [
  { ...seller, applyId: 'DK000006', applyStatus: 1, fplxdm: '82', buyer: buyer('上海明远商贸有限公司', '91310000MA1FL8XQ30'), lines: [line('咨询服务费', '1000.00', '0.03', '30.00')], remark: '', contact, amount: '1000.00', taxAmount: '30.00', totalAmount: '1030.00', applyTime: '2025-06-28T02:00:00.000Z', message: '已提交税务机关，等待开具' },
  { ...seller, applyId: 'DK000005', applyStatus: 2, fplxdm: '81', buyer: buyer('苏州启明电子科技有限公司', '91320500MA1MX7QK2T'), lines: [line('技术服务费', '1350.00', '0.03', '40.50')], remark: '', contact, amount: '1350.00', taxAmount: '40.50', totalAmount: '1390.50', applyTime: '2025-06-27T02:00:00.000Z', doneTime: '2025-06-27T02:00:05.000Z', message: '已开具', fpdm: '', fphm: '25320000000000001201' },
  { ...seller, applyId: 'DK000004', applyStatus: 3, fplxdm: '82', buyer: buyer('杭州云帆贸易有限公司', ''), lines: [line('设计服务费', '1700.00', '0.01', '17.00')], remark: '', contact, amount: '1700.00', taxAmount: '17.00', totalAmount: '1717.00', applyTime: '2025-06-26T02:00:00.000Z', message: '当前终端未登录电子税局，请登录税局账号后重新提交' },
  { ...seller, applyId: 'DK000003', applyStatus: 4, fplxdm: '82', buyer: buyer('南京恒信建材有限公司', '91320100MA1Y3QWE8J'), lines: [line('咨询服务费', '2050.00', '0.03', '61.50')], remark: '', contact, amount: '2050.00', taxAmount: '61.50', totalAmount: '2111.50', applyTime: '2025-06-25T02:00:00.000Z', doneTime: '2025-06-25T03:00:00.000Z', message: '申请已作废' },
];

export const applicationsReply = (list: ProxyApplication[]) => ({ code: 0, msg: 'success', data: { list, pages: { items: list.length, page: 1, pageSize: 20 } } });
