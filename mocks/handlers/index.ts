// Every HTTP handler of the embedded backend, one module per API domain (platform/api/openapi/<domain>.yaml).
import { accountHandlers } from './account';
import { configHandlers } from './config';
import { customerHandlers } from './customer';
import { faceScanHandlers } from './faceScan';
import { goodsHandlers } from './goods';
import { invoiceHandlers } from './invoice';
import { issueHandlers } from './issue';
import { messagingHandlers } from './messaging';
import { robotHandlers } from './robot';
import { sellerHandlers } from './seller';
import { taxBureauHandlers } from './taxBureau';
import { terminalHandlers } from './terminal';

/** Handlers by domain (the keys are the OpenAPI document names). */
export const handlersByDomain = {
  account: accountHandlers,
  terminal: terminalHandlers,
  issue: issueHandlers,
  invoice: invoiceHandlers,
  goods: goodsHandlers,
  taxBureau: taxBureauHandlers,
  faceScan: faceScanHandlers,
  messaging: messagingHandlers,
  config: configHandlers,
  robot: robotHandlers,
  customer: customerHandlers,
  seller: sellerHandlers,
};

export const handlers = Object.values(handlersByDomain).flat();
