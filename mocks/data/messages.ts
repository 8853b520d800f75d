// The inbox of each demo account (GET /v2/message/message/list): 36 messages over about two months, newest first,
// the newest seven unread and two older ones unread too, so the inbox has several pages and unread rows on more
// than one. Plain text only (the portal shows contents as text, never HTML).
import type { Message } from '../../features/messaging/api';
import type { DemoAccount } from '../accounts';
import { pad } from '../random';

/** Messages per account. */
export const SEEDED_MESSAGES = 36;
/** Which of them (0 = newest) are unread. */
const UNREAD = new Set([0, 1, 2, 3, 4, 5, 6, 14, 27]);

interface Template {
  title: string;
  content: string;
  bizId: string;
}

const templates: readonly Template[] = [
  { bizId: 'FPKJ', title: '发票开具完成', content: '您提交的开票订单已开具成功，可在“发票查询”中查看、下载或推送给购买方。' },
  { bizId: 'FWDQ', title: '托管服务即将到期', content: '您的税盘托管服务将于30天内到期，到期后将无法开票，请及时续费。' },
  { bizId: 'SJDL', title: '电子税局登录提醒', content: '您的电子税务局登录状态已失效，请在“税局账号”中重新完成身份验证。' },
  { bizId: 'XTWH', title: '系统维护通知', content: '平台将于本周六凌晨2:00至4:00进行系统维护，期间暂停开票服务，请提前安排。' },
  { bizId: 'FPKJ', title: '发票开具失败', content: '您提交的开票订单开具失败：购买方纳税人识别号有误。请修改后重新提交。' },
  { bizId: 'CBQK', title: '抄报清卡提醒', content: '本月征期已开始，请在征期内完成抄税和清卡，以免影响下月开票。' },
  { bizId: 'SJDL', title: '税盘离线提醒', content: '您的税盘已离线超过2小时，请检查设备连接或联系服务商处理。' },
  { bizId: 'XTGG', title: '新功能上线', content: '数电发票批量开具功能已上线，支持一次导入最多500张发票。' },
  { bizId: 'FPKJ', title: '红字信息表已确认', content: '您提交的红字发票信息确认单已由购买方确认，可以开具红字发票。' },
];

/** 09:00 to 17:00 Shanghai time on the day `daysAgo` before 2025-06-30, as an ISO instant. */
function shanghaiTime(daysAgo: number, hour: number, minute: number): string {
  return new Date(Date.UTC(2025, 5, 30, hour - 8, minute) - daysAgo * 86_400_000).toISOString();
}

/** The account's messages, newest first (ids M<uid>-001 ...). */
export function seedMessages(account: DemoAccount): Message[] {
  return Array.from({ length: SEEDED_MESSAGES }, (_, k) => {
    const template = templates[(k + account.roleType) % templates.length]!;
    return {
      id: `M${account.uid}-${pad(k + 1, 3)}`,
      title: template.title,
      content: template.content,
      bizId: template.bizId,
      read: !UNREAD.has(k),
      createTime: shanghaiTime(Math.floor(k * 1.7), 17 - (k % 8), (k * 13) % 60),
    };
  });
}
