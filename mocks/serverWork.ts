// What the embedded backend keeps beside its seeded store for as long as it runs (imported enterprises, export tasks
// and their numbering, the repair tasks' push timers, the QR logins waiting for their demo scan, the push options). Browser-safe: the unit setup forgets it after
// each test file, the stories' setup before each story, so that each starts a fresh backend, as it did when each had its own module graph.
import { resetImportedEnterprises } from './handlers/enterpriseImport';
import { resetInvoiceExports } from './handlers/invoice';
import { stopRepairTimers } from './handlers/repair';
import { resetRobotExports } from './handlers/robot';
import { stopQrScans } from './handlers/taxBureau';
import { stopTaxOpsTimers } from './handlers/taxOps';
import { configurePush } from './ws';

export function forgetServerWork(): void {
  resetImportedEnterprises();
  resetInvoiceExports();
  resetRobotExports();
  stopRepairTimers();
  stopQrScans();
  stopTaxOpsTimers();
  configurePush({});
}
