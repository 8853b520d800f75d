// spec 01 §2, spec 02 §2.2-§2.3, §6: every route carries a role marker and a requires-sign-in flag.

/** The route areas: one per signed-in role, the provider's H5 management, and the public (root-level) paths. */
export const areaPrefixes = {
  member: '/member',
  account: '/account',
  service: '/service',
  h5Manage: '/h5Manage',
  public: '',
} as const;
export type Area = keyof typeof areaPrefixes;

/** Role markers (spec 01 §2): 1 member, 2 provider, 3 agency. */
export const roleSigns = { 1: 'member', 2: 'provider', 3: 'agency' } as const;
export type RoleSign = keyof typeof roleSigns;

/** The role whose area a prefix is (spec 01 §6: each role has its own route area). Public paths belong to none. */
export const areaOwners = {
  member: 1,
  account: 3,
  service: 2,
  h5Manage: 2,
  public: null,
} as const satisfies Record<Area, RoleSign | null>;

/**
 * Page ids: the pages the app's registry can supply. A route whose page is 'notBuilt' shows its title and a
 * notice that the page is not available yet; so does a route whose page id the registry lacks.
 */
export const pageIds = {
  /** Every sign-in entrance (the page reads its route: path and role marker). */
  login: 'login',
  /** /channel/bind: acct_type picks the logo. */
  channelBind: 'channelBind',
  forgetPwd: 'forgetPwd',
  memberHome: 'memberHome',
  serviceHome: 'serviceHome',
  accountHome: 'accountHome',
  /** Invoice inquiry (inquire, fullpower/inquire) of the member, agency and provider areas (spec 01 §2). */
  invoiceInquiry: 'invoiceInquiry',
  /** An invoice's details (inquireDetails/:invoiceCode/:invoiceNumber). */
  invoiceDetails: 'invoiceDetails',
  /** Issuing orders (invoiceOrder, fullpower/invoiceOrder). */
  invoiceOrders: 'invoiceOrders',
  /** /error: page not found. */
  error: 'error',
  subscribe: 'subscribe',
  /** The mobile face-scan page /h5/#/qrcode/{diskId}. */
  h5Qrcode: 'h5Qrcode',
  /** The issuing form (positive: paper and electronic; fullpower/positive: fully-digital). */
  invoiceIssue: 'invoiceIssue',
  /**
   * The terminal list of each area: /member/terminal, /account/terminal (query name=diskId), /service/equipmsg, and the
   * terminal management of the agency and provider (/account/management, /service/management, with did).
   */
  terminalList: 'terminalList',
  /** Red-letter sheets: gulesList, fullpower/gulesList and gulesInvoice (spec 01 §2). */
  redSheetList: 'redSheetList',
  /** Applying for a red-letter sheet: gules, fullpower/gules. */
  redSheetApply: 'redSheetApply',
  /** Copy/report periods: taxReturns (spec 01 §2; statuses in spec 01 §4). */
  taxReturns: 'taxReturns',
  /** The enterprises of the agency and the provider with the batch import (spec 02 §2.1 item 10, §5). */
  enterpriseList: 'enterpriseList',
  /** The message inbox of each area (mailbox/inbox), reached from the user menu (spec 01 §2, header). */
  inbox: 'inbox',
  /** The personal centre of each area (personalCenter), reached from the user menu (spec 01 §2, header). */
  personalCenter: 'personalCenter',
  /** The goods library (spec 01 §2, spec 02 §2.3): /member/goods and /goodsManage. */
  goodsLibrary: 'goodsLibrary',
  /** The customer library (spec 01 §2): /member/customer. */
  customerLibrary: 'customerLibrary',
  /** Seller information (spec 01 §2): /account/sellerInfo and /service/sellerInfo (the member's is a tab of /member/terminal). */
  sellerInfo: 'sellerInfo',
  /** Batch issuing from a spreadsheet: invoice/newBatchInvoicing, fullpower/newBatchInvoicing (docs/workbench/batch-issue.md). */
  batchIssue: 'batchIssue',
  /** 负数发票开具: negative and fullpower/negative (spec 01 §2; docs/workbench/negative-printers.md). */
  negativeIssue: 'negativeIssue',
  /** The desktop client's printers and the print offsets: /member/printers, /account/printerSetting (spec 01 §2, spec 02 §7.3). */
  printers: 'printers',
  /** The review queue (开票审核): member and agency recording; the member's details on ?applyId= (spec 01 §2). */
  reviewQueue: 'reviewQueue',
  /** A submission for review: the agency's reviewDetails/:applyId (spec 01 §2). */
  reviewDetails: 'reviewDetails',
  /** 数电易代开: yidaikai, fullpower/yidaikai, fullpower/yidaikaiv2 (spec 01 §2). */
  proxyIssue: 'proxyIssue',
  /** 易代开订单: the proxy-issue applications, yidikaiOrder and fullpower/yidikaiOrder (spec 01 §2). */
  proxyOrders: 'proxyOrders',
  /** Voiding blank paper invoices of the terminal's stock: invalid (member, agency). */
  blankVoid: 'blankVoid',
  /** Voiding issued paper invoices in a batch: batchVoid (member, agency). */
  batchVoid: 'batchVoid',
  /** Invoice repair lists: newRepairList, fullpower/repair, fullpower/repairList (spec 01 §2). */
  repairList: 'repairList',
  /** A stuck invoice with its tasks and a task's record: invoice/repair/{repId}[/{did}/{id}], Operationrecord/{id}/{rid}. */
  repairDetail: 'repairDetail',
  /** Invoicing statistics: the agency's summary, summaryDetail/:id, invoiceStatis, statisdetails/:id; the member's platform/statistics. */
  invoiceStatistics: 'invoiceStatistics',
  /** The invoice summary table (发票汇总表): the agency's InvoiceSum, the member's summaryDetail. */
  invoiceSummaryTable: 'invoiceSummaryTable',
  /** 账号管理: the organisation's staff accounts, /account/accountList and /service/userInformation (docs/organisation). */
  staffAccounts: 'staffAccounts',
  /** 角色管理: roles and their permission trees, /account/role, /service/role, /service/rolePermission. */
  roles: 'roles',
  /** 新建角色: /service/newRole. */
  roleEditor: 'roleEditor',
  /** 默认权限: the permission catalogue and a new role's defaults, /service/defaultPermission. */
  defaultPermissions: 'defaultPermissions',
  /** 部门管理 / 网点管理: /account/website and /service/website. */
  departments: 'departments',
  /** 抄报管理, 清卡 and 抄报清卡 of the agency and provider (docs/input-vat/copy-robot-bureau.md). */
  copyManage: 'copyManage',
  /** 抄报详情: one terminal's periods and its report and clear record. */
  copyDetail: 'copyDetail',
  /** 电子税局: every terminal's tax-bureau login at a glance (member and agency). */
  taxBureauOverview: 'taxBureauOverview',
  /** 税务机器人: the tax robot's jobs across the enterprises served (agency). */
  taxRobot: 'taxRobot',
  /** 服务器管理: the provider's servers, their boards and restarts (/service/server; docs/organisation/provider-operations.md). */
  providerServers: 'providerServers',
  /** 卡槽状态: the provider's chassis as boards and ports, or as a table (/service/viewSlotStatus). */
  slotStatus: 'slotStatus',
  /** 税盘列表: every tax disk the provider hosts (/service/taxList). */
  hostedDisks: 'hostedDisks',
  /** 用户统计: the provider's users and terminals by month (/service/userStatistics). */
  userStatistics: 'userStatistics',
  /** Declarations (docs/input-vat/declarations.md): declarationManagement, reportFilling, sbWrite, cbWrite, taxDeclaration, reportForm, wspzcx. */
  declarations: 'declarations',
  /** 勾选认证 with its tabs: deductionCheck, checkStatistics, previousPeriodQuery (docs/input-vat/deduction-collection.md). */
  deductionCheck: 'deductionCheck',
  /** 发票采集: invoiceCollection (docs/input-vat/deduction-collection.md). */
  invoiceCollection: 'invoiceCollection',
  /** The member's enterprises: /member/enterprise (docs/organisation/enterprises-members.md). */
  ownEnterprises: 'ownEnterprises',
  /** An enterprise's information: /member/enterpriseInfo/:findID. */
  enterpriseInfo: 'enterpriseInfo',
  /** Editing it: /member/enterpriseForm/:type/:id. */
  enterpriseForm: 'enterpriseForm',
  /** 新增企业: /account/addEnterprise, /service/addEnterprise (the batch import's row checks). */
  addEnterprise: 'addEnterprise',
  /** The provider's members: /service/memberList, memberInfo/:id. */
  memberList: 'memberList',
  memberInfo: 'memberInfo',
  /** The provider's agencies: /service/agencyList, agencyManage, agencyDetail/:id, agencyAssign/:id. */
  agencyList: 'agencyList',
  agencyManage: 'agencyManage',
  agencyDetail: 'agencyDetail',
  agencyAssign: 'agencyAssign',
  /** Applications to review: /service/checkList, checkDetails/:applyId. */
  checkList: 'checkList',
  checkDetails: 'checkDetails',
  /** Service packages per enterprise with renewal: /service/serviceList. */
  serviceList: 'serviceList',
  notBuilt: 'notBuilt',
} as const;
export type PageId = keyof typeof pageIds;

/** One route of the portal, as data. */
export interface PortalRoute {
  /** Unique id, `<area>.<name>` (e.g. `member.positive`). */
  id: string;
  /** react-router pattern (`:param`, `:param?`), matched case-sensitively. */
  path: string;
  area: Area;
  roleSign: RoleSign;
  requiresAuth: boolean;
  /** i18n key of the title, `routes:title.<name>`. */
  titleKey: string;
  page: PageId;
  /** false hides the shell's header (/qdjfy, sign-in entrances, the mobile page). */
  header?: false;
  /** A sign-in entrance (a provider partner origin forces /serviceLogin instead of these). */
  entrance?: true;
}

/** A route declaration inside an area: the path relative to the area prefix, or the path with overrides. */
export type RouteDecl =
  | string
  | {
      path: string;
      /** Title name when it differs from the one derived from the path. */
      name?: string;
      /** Id suffix when two paths of an area share a name. */
      id?: string;
      roleSign?: RoleSign;
      requiresAuth?: boolean;
      page?: PageId;
      header?: false;
      entrance?: true;
    };

/** What every page receives: the route it is shown for (an entrance reads its path and role marker). */
export interface PageProps {
  route: PortalRoute;
}
