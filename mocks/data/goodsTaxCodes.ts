// Tax classification codes the embedded backend knows (the tax-code search and AI coding of goods): a small
// excerpt of the national table, enough for the seeded goods and what a demo user types.
import type { TaxCodeHit } from '../../features/goods/api';

export const taxCodes: readonly TaxCodeHit[] = [
  { spbm: '1010101010000000000', spmc: '谷物', taxRate: '0.09' },
  { spbm: '1010115010100000000', spmc: '蔬菜', taxRate: '0' },
  { spbm: '1030201010000000000', spmc: '饮料', taxRate: '0.13' },
  { spbm: '1030306000000000000', spmc: '茶叶', taxRate: '0.13' },
  { spbm: '1060201070000000000', spmc: '纸制品', taxRate: '0.13' },
  { spbm: '1060301020000000000', spmc: '印刷品', taxRate: '0.13' },
  { spbm: '1070101010100000000', spmc: '汽油', taxRate: '0.13' },
  { spbm: '1090511010000000000', spmc: '计算机配套产品', taxRate: '0.13' },
  { spbm: '1090511030000000000', spmc: '计算机', taxRate: '0.13' },
  { spbm: '1090512990000000000', spmc: '计算机外部设备', taxRate: '0.13' },
  { spbm: '1090513010000000000', spmc: '通信设备', taxRate: '0.13' },
  { spbm: '1090514010000000000', spmc: '办公设备', taxRate: '0.13' },
  { spbm: '1090516010000000000', spmc: '家用电器', taxRate: '0.13' },
  { spbm: '1100101010000000000', spmc: '电力', taxRate: '0.13' },
  { spbm: '1100301010000000000', spmc: '自来水', taxRate: '0.09' },
  { spbm: '1040101010000000000', spmc: '服装', taxRate: '0.13' },
  { spbm: '1050101010000000000', spmc: '家具', taxRate: '0.13' },
  { spbm: '1060512010000000000', spmc: '文具', taxRate: '0.13' },
  { spbm: '3010101020000000000', spmc: '运输服务', taxRate: '0.09' },
  { spbm: '3030101000000000000', spmc: '电信服务', taxRate: '0.06' },
  { spbm: '3040201030000000000', spmc: '信息技术服务', taxRate: '0.06' },
  { spbm: '3040205000000000000', spmc: '软件服务', taxRate: '0.06' },
  { spbm: '3040802010000000000', spmc: '咨询服务', taxRate: '0.06' },
  { spbm: '3040801010000000000', spmc: '会计服务', taxRate: '0.06' },
  { spbm: '3040502020000000000', spmc: '广告服务', taxRate: '0.06' },
  { spbm: '3040601000000000000', spmc: '物业管理服务', taxRate: '0.06' },
  { spbm: '3050100000000000000', spmc: '建筑服务', taxRate: '0.09' },
  { spbm: '3070401000000000000', spmc: '餐饮服务', taxRate: '0.06' },
  { spbm: '3070402000000000000', spmc: '住宿服务', taxRate: '0.06' },
  { spbm: '3070201000000000000', spmc: '培训服务', taxRate: '0.06' },
  { spbm: '3040502990000000000', spmc: '会议展览服务', taxRate: '0.06' },
  { spbm: '3060101010000000000', spmc: '不动产经营租赁', taxRate: '0.09' },
];

/** Words a good's name may contain, by the code they point to (the demo's 'AI'). */
const hints: ReadonlyArray<[RegExp, string]> = [
  [/电脑|笔记本|主机|服务器/, '1090511030000000000'],
  [/打印机|扫描仪|投影仪|键盘|鼠标/, '1090512990000000000'],
  [/显示器|硬盘|内存/, '1090511010000000000'],
  [/手机|路由器|交换机/, '1090513010000000000'],
  [/碎纸机|复印机|考勤机/, '1090514010000000000'],
  [/纸|信封|便签/, '1060201070000000000'],
  [/笔|文件夹|订书机/, '1060512010000000000'],
  [/茶/, '1030306000000000000'],
  [/水|饮料|咖啡/, '1030201010000000000'],
  [/桌|椅|柜/, '1050101010000000000'],
  [/工作服|制服/, '1040101010000000000'],
  [/软件|系统|开发/, '3040205000000000000'],
  [/维护|运维|技术服务/, '3040201030000000000'],
  [/咨询/, '3040802010000000000'],
  [/记账|审计|代账/, '3040801010000000000'],
  [/广告|推广/, '3040502020000000000'],
  [/物业/, '3040601000000000000'],
  [/运输|快递|物流|运费/, '3010101020000000000'],
  [/餐|午饭|工作餐/, '3070401000000000000'],
  [/住宿|酒店/, '3070402000000000000'],
  [/培训/, '3070201000000000000'],
  [/会议|展览/, '3040502990000000000'],
  [/租赁|房租/, '3060101010000000000'],
  [/宽带|话费/, '3030101000000000000'],
];

/** The code a name points to, if any (the demo's AI coding). */
export function codeForName(name: string): TaxCodeHit | undefined {
  const hit = hints.find(([pattern]) => pattern.test(name));
  return hit ? taxCodes.find((c) => c.spbm === hit[1]) : undefined;
}
