// Invoice repair (发票修复): invoices stuck between the terminal and the platform, their repair tasks and records.
export { repairApi } from './api';
export { scopeOfPath, detailPath, recordPath } from './rules/repair';
