// The embedded backend's menus (GET /v2/auth/v2/nav): one per role and per terminal kind, built from the route
// lists of spec 01 §2 and spec 02 §2.3. The spec does not show the server's menus; these are what such a portal
// serves: the paper and electronic invoicing pages for tax disks and Ukeys (disk types 2, 4, 6), the fully-digital
// pages (fullpower/*) for digital terminals (disk type 7, spec 02 §3.1), no invoicing pages without a terminal.
// Names are the server's texts; the portal shows its own titles (routeTitles) and uses these only as a fallback.
// Hidden entries are allowed pages the menu does not list (detail pages, the user menu's pages).
import type { MenuItem } from '../features/config/api';

/**
 * The terminal kind a menu is for: a tax disk or Ukey, a digital terminal, a disk that also issues fully-digital
 * invoices through its tax-bureau account (issueType 3), or no terminal selected.
 */
export type MenuTerminalKind = 'disk' | 'digital' | 'both' | 'none';

const issuesOnDisk = (kind: MenuTerminalKind) => kind === 'disk' || kind === 'both';
const issuesDigital = (kind: MenuTerminalKind) => kind === 'digital' || kind === 'both';
/** The menu scene: the regular menu, or the tax-return pages' (scene=RET1). */
export type MenuScene = 'default' | 'RET1';
export type MenuRole = 1 | 2 | 3;

/** The kind of a disk type (spec 02 §3.1: 2 tax-control disk, 4 golden-tax disk, 6 tax Ukey, 7 digital terminal). */
export function terminalKindOf(diskType: number | undefined, issueType?: number): MenuTerminalKind {
  if (diskType === undefined) return 'none';
  if (diskType === 7) return 'digital';
  return issueType === 3 ? 'both' : 'disk';
}

type Entry = readonly [path: string, name: string];

function items(prefix: string, group: string, entries: readonly Entry[], hidden = false): MenuItem[] {
  return entries.map(([path, name]) => ({ id: `${group}.${path}`, name, path: `${prefix}/${path}`, ...(hidden ? { hidden: true } : {}) }));
}

/** A group: no page of its own (an empty path), its pages as children. */
function group(prefix: string, id: string, name: string, entries: readonly Entry[]): MenuItem {
  return { id, name, path: '', children: items(prefix, id, entries) };
}

const memberMenu = (kind: MenuTerminalKind): MenuItem[] => {
  const p = '/member';
  const menu: MenuItem[] = [{ id: 'home', name: '首页', path: `${p}/v3Home` }];
  if (issuesOnDisk(kind)) {
    menu.push(
      group(p, 'issue', '发票开具', [
        ['positive', '正数发票开具'],
        ['negative', '负数发票开具'],
        ['gulesInvoice', '红字发票开具'],
        ['invoice/newBatchInvoicing', '批量开票'],
        ['invalid', '空白发票作废'],
        ['batchVoid', '批量作废'],
      ]),
      group(p, 'invoices', '发票管理', [
        ['inquire', '发票查询'],
        ['invoiceOrder', '开票订单'],
        ['gulesList', '红字信息表'],
        ['recording', '开票审核'],
        ['newRepairList', '发票修复'],
        ['platform/statistics', '平台统计'],
      ]),
    );
  }
  if (issuesDigital(kind)) {
    menu.push(
      group(p, 'fullpower', '数电发票', [
        ['fullpower/positive', '数电发票开具'],
        ['fullpower/inquire', '数电发票查询'],
        ['fullpower/invoiceOrder', '数电开票订单'],
        ['fullpower/gulesList', '数电红字确认单'],
        ['fullpower/yidaikai', '数电易代开'],
        ['fullpower/yidikaiOrder', '易代开订单'],
        ['fullpower/repair', '数电发票修复'],
      ]),
    );
  }
  menu.push(
    group(p, 'basics', '基础信息', [
      ['enterprise', '企业信息'],
      ['terminal', '销方信息'],
      ['goods', '商品管理'],
      ['customer', '客户管理'],
      ['printers', '打印机管理'],
    ]),
    group(p, 'tax', '税务服务', [
      ['taxReturns', '抄报清卡'],
      ['TaxBureau', '电子税局'],
      ['deductionCheck', '勾选认证'],
      ['invoiceCollection', '发票采集'],
      ['reportForm', '申报报表'],
    ]),
    ...items(p, 'hidden', [
      ['inquireDetails/:invoiceCode/:invoiceNumber', '发票详情'],
      ['gules', '红字信息表填开'],
      ['enterpriseInfo/:findID', '企业详情'],
      ['enterpriseForm/:type/:id', '企业信息编辑'],
      ['invoice/repair/:repId/:did/:id', '发票修复详情'],
      ['Operationrecord/:id/:rid', '操作记录'],
      ['summaryDetail', '发票汇总'],
      ['personalCenter', '个人中心'],
      ['mailbox/inbox', '消息中心'],
      ['checkStatistics', '勾选统计'],
      ['previousPeriodQuery', '往期勾选查询'],
    ], true),
  );
  return menu;
};

const agencyMenu = (kind: MenuTerminalKind): MenuItem[] => {
  const p = '/account';
  const menu: MenuItem[] = [{ id: 'home', name: '首页', path: `${p}/home` }];
  if (issuesOnDisk(kind)) {
    menu.push(
      group(p, 'issue', '发票开具', [
        ['positive', '正数发票开具'],
        ['negative', '负数发票开具'],
        ['gulesInvoice', '红字发票开具'],
        ['invoice/newBatchInvoicing', '批量开票'],
        ['invalid', '空白发票作废'],
      ]),
      group(p, 'invoices', '发票管理', [
        ['inquire', '发票查询'],
        ['invoiceOrder', '开票订单'],
        ['gulesList', '红字信息表'],
        ['newRepairList', '发票修复'],
        ['summary', '开票汇总'],
        ['recording', '开票审核'],
      ]),
    );
  }
  if (issuesDigital(kind)) {
    menu.push(
      group(p, 'fullpower', '数电发票', [
        ['fullpower/positive', '数电发票开具'],
        ['fullpower/negative', '数电负数发票开具'],
        ['fullpower/inquire', '数电发票查询'],
        ['fullpower/invoiceOrder', '数电开票订单'],
        ['fullpower/gulesList', '数电红字确认单'],
        ['fullpower/newBatchInvoicing', '数电批量开票'],
        ['fullpower/yidaikaiv2', '数电易代开'],
        ['fullpower/yidikaiOrder', '易代开订单'],
      ]),
    );
  }
  menu.push(
    group(p, 'customers', '客户与终端', [
      ['enterpriseManage', '企业管理'],
      ['terminal', '终端管理'],
      ['management', '设备管理'],
      ['printerSetting', '打印设置'],
      ['sellerInfo', '销方信息'],
      ['copyManage', '抄报管理'],
    ]),
    group(p, 'tax', '税务服务', [
      ['declarationManagement', '申报管理'],
      ['taxReturns', '抄报清卡'],
      ['taxrobot', '税务机器人'],
      ['TaxBureau', '电子税局'],
      ['deductionCheck', '勾选认证'],
    ]),
    group(p, 'organisation', '机构管理', [
      ['accountList', '账号管理'],
      ['role', '角色管理'],
      ['website', '部门管理'],
    ]),
    ...items(p, 'hidden', [
      ['inquireDetails/:invoiceCode/:invoiceNumber', '发票详情'],
      ['gules', '红字信息表填开'],
      ['fullpower/gules', '数电红字确认单填开'],
      ['reviewDetails/:applyId', '审核详情'],
      ['addEnterprise', '添加企业'],
      ['invoice/repair/:repId', '发票修复详情'],
      ['summaryDetail/:id', '汇总明细'],
      ['invoiceStatis', '发票统计'],
      ['statisdetails/:id', '统计详情'],
      ['InvoiceSum', '发票汇总'],
      ['clearcard', '清卡'],
      ['copyclearcard', '抄报清卡'],
      ['copyDetail', '抄报详情'],
      ['personalCenter', '个人中心'],
      ['mailbox/inbox', '消息中心'],
    ], true),
  );
  return menu;
};

const providerMenu = (kind: MenuTerminalKind): MenuItem[] => {
  const p = '/service';
  const menu: MenuItem[] = [
    { id: 'home', name: '首页', path: `${p}/home` },
    group(p, 'customers', '客户管理', [
      ['memberList', '会员列表'],
      ['enterpriseList', '企业列表'],
      ['agencyList', '代账机构列表'],
      ['addEnterprise', '新增企业'],
    ]),
    group(p, 'terminals', '终端服务', [
      ['equipmsg', '设备信息'],
      ['management', '终端管理'],
      ['server', '服务器管理'],
      ['viewSlotStatus', '卡槽状态'],
      ['taxList', '税盘列表'],
      ['copyManage', '抄报管理'],
      ['checkList', '审核列表'],
    ]),
    // Seller information and the goods library; /goodsManage sits at the root (spec 02 §2.3).
    group('', 'basics', '基础信息', [
      ['service/sellerInfo', '销方信息'],
      ['goodsManage', '商品管理'],
    ]),
    // The tax-return pages (docs/input-vat/declarations.md); on them the RET1 scene's menu takes over.
    group(p, 'returns', '申报纳税', [
      ['declarationManagement', '申报管理'],
      ['taxDeclaration', '税务申报'],
      ['wspzcx', '完税凭证查询'],
    ]),
  ];
  if (issuesOnDisk(kind)) {
    menu.push(
      group(p, 'invoices', '发票管理', [
        // Providers issue for the terminals they serve (the provider area's issuing routes are our choice).
        ['positive', '正数发票开具'],
        ['invoiceOrder', '开票订单'],
        ['inquire', '发票查询'],
        ['gulesList', '红字信息表'],
        ['newRepairList', '发票修复'],
      ]),
    );
  }
  if (issuesDigital(kind)) {
    menu.push(
      group(p, 'fullpower', '数电发票', [
        ['fullpower/positive', '数电发票开具'],
        ['fullpower/invoiceOrder', '数电开票订单'],
        ['fullpower/inquire', '数电发票查询'],
        ['fullpower/gulesList', '数电红字确认单'],
        ['fullpower/repairList', '数电发票修复列表'],
      ]),
    );
  }
  menu.push(
    group(p, 'system', '系统管理', [
      ['userInformation', '账号管理'],
      ['role', '角色管理'],
      ['website', '网点管理'],
      ['serviceList', '服务列表'],
      ['userStatistics', '用户统计'],
    ]),
    ...items(p, 'hidden', [
      ['inquireDetails/:invoiceCode/:invoiceNumber', '发票详情'],
      ['gules', '红字信息表填开'],
      ['memberInfo/:id', '会员详情'],
      ['newRole', '新建角色'],
      ['rolePermission', '角色权限'],
      ['defaultPermission', '默认权限'],
      ['enterpriseManage', '企业管理'],
      ['checkDetails/:applyId', '审核详情'],
      ['agencyManage', '代账机构管理'],
      ['agencyDetail/:id', '代账机构详情'],
      ['agencyAssign/:id', '代账机构分配'],
      ['management/:did/:id/:diskType/:tsp', '终端管理'],
      ['clearcard', '清卡'],
      ['copyDetail', '抄报详情'],
      ['invoice/repair/:repId', '发票修复详情'],
      ['Operationrecord/:id/:rid', '操作记录'],
      ['personalCenter', '个人中心'],
      ['mailbox/inbox', '消息中心'],
    ], true),
  );
  return menu;
};

const returnMenus: Record<MenuRole, MenuItem[] | null> = {
  1: [
    { id: 'home', name: '首页', path: '/member/v3Home' },
    group('/member', 'returns', '申报纳税', [
      ['taxReturns', '抄报清卡'],
      ['reportForm', '申报报表'],
    ]),
  ],
  2: [
    { id: 'home', name: '首页', path: '/service/home' },
    group('/service', 'returns', '申报纳税', [
      ['taxDeclaration', '税务申报'],
      ['declarationManagement', '申报管理'],
      ['wspzcx', '完税凭证查询'],
    ]),
  ],
  3: [
    { id: 'home', name: '首页', path: '/account/home' },
    group('/account', 'returns', '申报纳税', [
      ['declarationManagement', '申报管理'],
      ['taxReturns', '抄报清卡'],
      ['sbWrite', '申报填写'],
      ['cbWrite', '财报填写'],
      ['wspzcx', '完税凭证查询'],
      ['reportFilling', '报表填报'],
    ]),
  ],
};

/**
 * The permission code a page of the menus needs, by its path within the area (the same pages, by page id, as the
 * portal's features/navigation/rules/permissions.ts; app/router/menuPermissions.test.ts checks that they agree).
 */
const pagePermissions: Readonly<Record<string, string>> = {
  positive: 'invoice:issue',
  negative: 'invoice:issue',
  'invoice/newBatchInvoicing': 'invoice:issue',
  'fullpower/positive': 'invoice:issue',
  'fullpower/negative': 'invoice:issue',
  'fullpower/newBatchInvoicing': 'invoice:issue',
  invalid: 'invoice:void',
  batchVoid: 'invoice:void',
  gules: 'invoice:red',
  'fullpower/gules': 'invoice:red',
  accountList: 'org:staff',
  userInformation: 'org:staff',
  role: 'org:role',
  newRole: 'org:role',
  rolePermission: 'org:role',
  defaultPermission: 'org:role',
  website: 'org:department',
};

/** The permission code the page at `path` needs (an area's path, e.g. /account/invalid), or null. */
export function menuPermission(path: string): string | null {
  const inArea = /^\/(?:member|account|service)\/(.+)$/.exec(path)?.[1];
  return (inArea && pagePermissions[inArea]) || null;
}

/**
 * The menu as an account may use it: the pages whose permission `granted` refuses left out, and the groups they
 * leave empty (spec 01 §6: the menu and allowed paths come from the server; a page left out answers 403 when typed).
 */
export function menuGranted(menu: readonly MenuItem[], granted: (permCode: string) => boolean): MenuItem[] {
  const allowed = (item: MenuItem) => {
    const code = item.path ? menuPermission(item.path) : null;
    return code === null || granted(code);
  };
  return menu.flatMap((item) => {
    if (!item.children) return allowed(item) ? [item] : [];
    const children = menuGranted(item.children, granted);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/** The menu a role is served for a terminal kind and scene. */
export function menuFor(role: MenuRole, kind: MenuTerminalKind, scene: MenuScene = 'default'): MenuItem[] {
  if (scene === 'RET1') return returnMenus[role] ?? [];
  return role === 1 ? memberMenu(kind) : role === 3 ? agencyMenu(kind) : providerMenu(kind);
}
