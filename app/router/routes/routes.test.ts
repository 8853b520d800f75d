import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { keyExistsEverywhere } from '../../../tests/support/i18n';
import { pageIds, roleSigns } from '../../../platform/routing/types';
import { matchPortalRoute, portalRoutes, routeById, unbuiltRouteCount } from './index';

// The spec's route lists, copied from spec 01 §2 and spec 02 §2.2-§2.3 (annotations in parentheses dropped,
// {param} kept as the spec writes it). Each must resolve to a route of the tables.
const memberList = `v0Home, v3Home, personal, enterprise, enterpriseInfo/{findID}, enterpriseForm/{type}/{id}, goods, customer, positive, negative, invalid, batchVoid, gulesList, gules, gulesInvoice, preOpen, recording, preOpenDetails, inquire, inquireDetails/{invoiceCode}/{invoiceNumber}, invoice/reclamationArea, invoice/preparationArea, invoice/billingArea, invoice/configuration, invoiceOrder, fullpower/positive, fullpower/inquire, fullpower/invoiceOrder, fullpower/gulesList, fullpower/yidaikai, fullpower/yidikaiOrder, fullpower/repair, yidaikai, yidikaiOrder, summaryDetail, platform/statistics, platform/newstatistics, taxReturns, applyList, buyInvoice, applyForm, inventory, taxControlInfo, monitorInfo, terminal, serviceHome, serviceApply, applyLog, certificate, bindTerminal, reportForm, reportDetail, qrfillapply, scanDk, qrfillinfo, qrfillprint, printers, afterIssuTicket, push/printer, noupload, selectAuth, remoteMount, repair, Operationrecord/{id}/{rid}, invoice/repair/{repId}/{did}/{id}, invoiceConfig, allocation, personalCenter, ykkGoods, ProductDetails, ykkOrder, mailbox/inbox, deductionCheck, checkStatistics, previousPeriodQuery, invoiceCollection, myCoupon, usageRecord, TaxBureau, newRepairList, jxNewInvoicerepair, taxpayer/Information, assignment, list/record, invoice/newBatchInvoicing`;

// management's optional segments, platform/* and mailbox (...) are expanded below.
const agencyList = `home, recording, reviewDetails/{applyId}, management, positive, negative, fullpower/yidaikai, fullpower/yidaikaiv2, yidaikai, gulesList, gules, gulesInvoice, invalid, batchVoid, inquire, inquireDetails/{invoiceCode}/{invoiceNumber}, taxReturns, buyInvoice/{did}/{id}, distribution, inventory/{did}/{id}, bulkstock, taxControlInfo, monitorInfo, excess, invoiceNum, summary, summaryDetail/{id}, terminal, enterpriseManage, addwarehouse, copyManage, clearcard, copyDetail, accountList, mybusiness, rightsmanagement, role, website, server, viewPort, addEnterprise, invoiceOrder, yidikaiOrder, enterprise/{id}/{did}/{redIp}, printerSetting, applyList/{did}/{tid}/{diskTypeDesc}/{tsp}, applyForm/{id}, application, noupload, sellerInfo, selectAuth, remoteMount, repairList, newRepairList, jxNewInvoicerepair, invoice/ample/{did}/{id}/{diskTypeDesc}, invoice/repair/{repId}, middleNumberList, InvoiceSum, invoiceStatis, statisdetails/{id}, ticket, personalCenter, ykkGoods, helpCustomers, proxyCustomer, settlementCenter, capitalFlow, viewdetails, invoicewarning, repOpen, repOpen/shared, inquire/shared, copyclearcard, enterpriseStatus, smartcode, fuzzysearch, batchsmartcode, assignment, list/record, contractNetwork, supervisor, yqtmanagement, yqtmessageCenter, messageDetails, yqtpushManagement, excitationApplication, applicationRecord, excitationDetailed, invoiceTypeSettings, psnList, miscenter, qyqf, manageqwcust, TaxBureau, declarationManagement, sbWrite, cbWrite, wspzcx, taxrobot, complianceMoth, complianceXGM30, complianceXGM500, complianceJxtz, gather, reportFilling, deductionCheck,
management/{did}, management/{did}/{id}, management/{did}/{id}/{diskType}/{tsp}, platform/statistics, platform/newstatistics, platform/{id}, mailbox/inbox, mailbox/outbox, mailbox/template, mailbox/sendmessage`;

const serviceList = `home, memberList, memberInfo/{id}, enterpriseList, addEnterprise, server, viewSlotStatus, taxList, clearcard, copyManage, copyDetail, checkList, checkDetails/{applyId}, agencyList, agencyManage, enterpriseManage, agencyDetail/{id}, agencyAssign/{id}, serviceList, role, website, userStatistics, invoice, certificate, agencyServer, serverAssign, inventory/{did}/{id}, buyInvoice/{did}/{id},
applyList/:did/:tid/:diskTypeDesc/:tsp, applyForm/:id, monitorInfo, taxControlInfo, enterprise/:id/:did, enterprise, management/:did/:id/:diskType/:tsp, management,
packageManagement, ykkManagement, ykkOrder, ykkService, ykkAccount, settlementCenter, rechargeRecord, capitalFlow, ProductDisplay, commodityEditor, editor, sellerInfo, allocation,
invoiceOrder, inquire, inquireDetails/:invoiceCode/:invoiceNumber, recording, afterIssuTicket, qrfillapply, noupload, selectAuth, remoteMount, gulesList, gules, gulesInvoice, fullpower/inquire, fullpower/invoiceOrder, fullpower/gulesList, fullpower/repairList,
printerSetting, middleNumberList, invoiceNum, excess, summary, platform/statistics, platform/newstatistics, summaryDetail/:id, platform/:id, newplatform/:id, vaService, electronicSignature, company/modify, number/password, repairList, newRepairList, jxNewInvoicerepair, Operationrecord/:id/:rid, invoice/ample/:did/:id/:diskTypeDesc, invoice/repair/:repId, invoice/repair/:repId/:did/:id, application, bulkstock, distribution, invoiceConfig/:did, notice, aicode, aicodeNotFound, aicodeexamine, repairQuickEntry/:did, repairInvoiceInfo/:did, request/log, apply/log, order/log, operation/log, saas/operation, InvoiceSum, invoiceStatis, invoicewarning, statisdetails/:id, personalCenter, mailbox/inbox, mailbox/outbox, mailbox/template, mailbox/sendmessage, ProductDetails, ykkGoods, helpCustomers, proxyCustomer, registration, equity/management, aicodeconfirm, aiCodeOperateLog,
deductionCheck, checkStatistics, previousPeriodQuery, invoiceCollection,
newRole, menuManage, rolePermission, defaultPermission, enterpriseAuthority, userInformation, retailInformation, serverInformation, superInformation,
taxDeclaration, enterprise/configuration, zero/declaration, tax/declaration, financialStatements, ydk/zcm, holy/zcm, diskrestart, diskregistercode, copyManageTabs, dataDetection, gysOrder, terminalContrast, rightsManagement, messageTemplate, templateManagement, operationStatus, newspapersum, clearboard, casesummary, operationmanag, equipmsg, taskPlan, historrecord, recordtasks, caseStateStatistics, groupList, myCoupon, usageRecord, couponDistribution, couponManagement, couponUsageRecord, excitationApplication, applicationRecord, excitationDetailed, strategyList, excitationToExamine, invoiceTypeSettings, invoiceTypeToExamine, yqtmanagement, yqtmessageCenter, messageDetails, yqtpushManagement, manuallyGenerated, settlementAccount, firmware/version, textVerification, psnList, sampleLibrary, yidikaiOrder, operation/qdConfig, customermanage, leadClient, addressManage, setmealmanage, qywxcustomer, yangbenDetail, TaxBureau, InvoiceMonitoring, taskManagement, homepageAlert, taxpayer/Information, salesBoard, errorCodeManage, declarationManagement, aiscene, comcode, allClue, myClue, wspzcx, knowledgeBase, taxrobot, complianceMoth, complianceXGM30, complianceXGM500, userDoMonitoring`;

const h5ManageList = `bannerManage, bannerEdit, menuManage, menuEdit, productManage, productEdit, hotProduct, hotAdd`;

// White lists (spec 01 §2, spec 02 §2.2), other paths (spec 01 §2) and variants (spec 02 §2.3), as full paths.
const publicList = `/login, /agencyLogin, /serviceLogin, /accountLogin, /forgetPwd, /insideLogin, /qdjfy, /home, /shortcutsLogin, /groupLogin, /branchLogin, /channel/login, /channel/access, /channel/bind, /:id/login, /:id/serviceLogin, /:id/agencyLogin, /eqikai, /dashboard/invoice, /area/dashboard/invoice, /dashboard/disk, /transfer, /certification, /index, /error, /subscribe,
/account/assignment, /account/terminal, /member/v3Home, /gulesInvoice, /negative, /preOpen, /copyManage, /enterpriseList, /vaService, /bulkstock, /positive, /h5/#/qrcode/{diskId},
/serviceLOgin, /goodsManage, /account/newRepairList, /service/newRepairList, /member/newRepairList, /service/vaService,
/account/sellerInfo, /service/sellerInfo, /member/terminal`;

function split(list: string): string[] {
  return list.split(/,\s*/).map((s) => s.trim()).filter(Boolean);
}

/** A concrete address for a spec path: params get sample values, the hash route is dropped. */
function concrete(path: string): string {
  return path.replace(/\{[^}]+\}|:[A-Za-z]+/g, (_m, i: number) => `p${i}`).replace(/#.*$/, '');
}

const areaLists = [
  ['member', '/member', memberList],
  ['account', '/account', agencyList],
  ['service', '/service', serviceList],
  ['h5Manage', '/h5Manage', h5ManageList],
] as const;

describe('route tables', () => {
  it('hold unique ids and unique paths', () => {
    const ids = portalRoutes.map((r) => r.id);
    const paths = portalRoutes.map((r) => r.path);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('give every route a well-formed entry', () => {
    for (const route of portalRoutes) {
      expect(route.path.startsWith('/'), route.id).toBe(true);
      expect(route.path).not.toMatch(/[{}]/);
      expect(Object.keys(roleSigns)).toContain(String(route.roleSign));
      expect(Object.keys(pageIds)).toContain(route.page);
      expect(route.titleKey).toMatch(route.area === 'public' ? /^routes:title\./ : /^routeTitles:title\./);
      expect(routeById(route.id)).toBe(route);
    }
  });

  it('have a title in zh-CN and en-US for every route', () => {
    expect(portalRoutes.filter((r) => !keyExistsEverywhere(r.titleKey)).map((r) => r.titleKey)).toEqual([]);
  });

  for (const [area, prefix, list] of areaLists) {
    it(`resolve every path of the spec's ${area} list inside the ${area} area`, () => {
      const missing = split(list)
        .map((p) => `${prefix}/${p}`)
        .filter((p) => matchPortalRoute(concrete(p))?.route.area !== area);
      expect(missing).toEqual([]);
    });
  }

  it("resolve every white-listed, other and variant path of the specs", () => {
    expect(split(publicList).filter((p) => matchPortalRoute(concrete(p)) === null)).toEqual([]);
  });

  it('carry the role markers and sign-in flags the specs give', () => {
    const at = (path: string) => matchPortalRoute(path)!.route;
    expect(at('/member/positive')).toMatchObject({ roleSign: 1, requiresAuth: true });
    expect(at('/account/home')).toMatchObject({ roleSign: 3, requiresAuth: true, page: 'accountHome' });
    expect(at('/service/home')).toMatchObject({ roleSign: 2, requiresAuth: true, page: 'serviceHome' });
    expect(at('/h5Manage/bannerManage')).toMatchObject({ roleSign: 2 });
    // spec 02 §2.3 / §6: markers 1 on input-tax pages, 3 on the invoice amount warning; no login flag on two pages
    for (const p of ['deductionCheck', 'checkStatistics', 'previousPeriodQuery', 'invoiceCollection']) expect(at(`/service/${p}`).roleSign).toBe(1);
    expect(at('/service/invoicewarning').roleSign).toBe(3);
    expect(at('/service/personalCenter').requiresAuth).toBe(false);
    expect(at('/service/financialStatements').requiresAuth).toBe(false);
    expect(at('/subscribe').requiresAuth).toBe(false);
    expect(at('/goodsManage').requiresAuth).toBe(true);
    expect(at('/qdjfy').header).toBe(false);
  });

  it('match case-sensitively so both spellings of the service entrance exist', () => {
    expect(matchPortalRoute('/serviceLOgin')?.route.id).toBe('public.serviceLOgin');
    expect(matchPortalRoute('/serviceLogin')?.route.id).toBe('public.serviceLogin');
    expect(matchPortalRoute('/SERVICELOGIN')).toBeNull();
  });

  it('rank static segments over params', () => {
    expect(matchPortalRoute('/channel/login')?.route.id).toBe('public.channelLogin');
    expect(matchPortalRoute('/acme/login')?.route.id).toBe('public.customLogin');
    expect(matchPortalRoute('/service/platform/statistics')?.route.id).toBe('service.platformStatistics');
    expect(matchPortalRoute('/service/platform/7')?.route.id).toBe('service.platform');
  });

  it("agree with react-router's own matching", () => {
    const table = portalRoutes.map((r) => ({ id: r.id, path: r.path, caseSensitive: true }));
    const samples = [...split(publicList), ...split(agencyList).map((p) => `/account/${p}`), '/nowhere', '/member/nowhere/deep', '/Member/positive', '/acme/login/', '/account/management/D1/']
      .map(concrete);
    for (const path of samples) {
      const theirs = matchRoutes(table, path);
      expect(matchPortalRoute(path)?.route.id ?? null, path).toBe(theirs?.[theirs.length - 1]?.route.id ?? null);
    }
  });

  it('count the routes whose page is not built yet', () => {
    const marked = portalRoutes.filter((r) => r.page === 'notBuilt').length;
    expect(unbuiltRouteCount()).toBe(marked);
    expect(marked).toBeGreaterThan(0);
    expect(marked).toBeLessThan(portalRoutes.length);
    // a page id the registry lacks counts as not built too
    expect(unbuiltRouteCount({ login: () => null })).toBe(portalRoutes.length - portalRoutes.filter((r) => r.page === 'login').length);
    console.log(`[routes] ${portalRoutes.length} routes, ${marked} not built yet`);
  });
});
