// Every HTTP handler of the embedded backend, one module per API domain (platform/api/openapi/<domain>.yaml).
import { accountHandlers } from './account';
import { batchIssueHandlers } from './batchIssue';
import { configHandlers } from './config';
import { enterpriseImportHandlers } from './enterpriseImport';
import { enterpriseHandlers } from './enterprises';
import { providerMemberHandlers } from './providerMembers';
import { customerHandlers } from './customer';
import { faceScanHandlers } from './faceScan';
import { goodsHandlers } from './goods';
import { inputVatHandlers } from './inputVat';
import { invoiceHandlers } from './invoice';
import { invoiceVoidHandlers } from './invoiceVoid';
import { issueHandlers } from './issue';
import { messagingHandlers } from './messaging';
import { negativeHandlers } from './negative';
import { organisationHandlers } from './organisation';
import { printerHandlers } from './printers';
import { redLetterHandlers, taxReturnHandlers } from './redLetter';
import { repairHandlers } from './repair';
import { robotHandlers } from './robot';
import { reviewHandlers } from './review';
import { proxyIssueHandlers } from './proxyIssue';
import { providerOpsHandlers } from './providerOps';
import { sellerHandlers } from './seller';
import { statisticsHandlers } from './statistics';
import { taxBureauHandlers } from './taxBureau';
import { taxCategoryHandlers } from './taxCategories';
import { copyClearHandlers, robotJobHandlers, taxBureauOverviewHandlers } from './taxOps';
import { terminalHandlers } from './terminal';
import { terminalOperationHandlers } from './terminalOperations';
import { declarationHandlers } from '../declarations/handlers';

/** Handlers by domain (the keys are the OpenAPI document names). */
export const handlersByDomain = {
  account: accountHandlers,
  terminal: terminalHandlers,
  issue: issueHandlers,
  invoice: invoiceHandlers,
  goods: goodsHandlers,
  // Before taxBureau: its /v2/tax/sfzrd/{taxerId} would answer the export.
  taxCategories: taxCategoryHandlers,
  taxBureau: taxBureauHandlers,
  faceScan: faceScanHandlers,
  messaging: messagingHandlers,
  config: configHandlers,
  robot: robotHandlers,
  redLetter: redLetterHandlers,
  taxReturn: taxReturnHandlers,
  terminalOperations: terminalOperationHandlers,
  enterpriseImport: enterpriseImportHandlers,
  customer: customerHandlers,
  seller: sellerHandlers,
  batchIssue: batchIssueHandlers,
  negative: negativeHandlers,
  printers: printerHandlers,
  review: reviewHandlers,
  proxyIssue: proxyIssueHandlers,
  invoiceVoid: invoiceVoidHandlers,
  repair: repairHandlers,
  statistics: statisticsHandlers,
  organisation: organisationHandlers,
  // docs/input-vat/copy-robot-bureau.md (robotJobs: robot.yaml's job/* and terminals)
  copyClear: copyClearHandlers,
  taxBureauOverview: taxBureauOverviewHandlers,
  robotJobs: robotJobHandlers,
  providerOps: providerOpsHandlers,
  declarations: declarationHandlers,
  inputVat: inputVatHandlers,
  enterprises: enterpriseHandlers,
  providerMembers: providerMemberHandlers,
};

export const handlers = Object.values(handlersByDomain).flat();
