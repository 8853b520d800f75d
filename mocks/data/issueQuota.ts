// Amount quota limits per disk (spec 01 §9; GET /v2/tax/issue/quota/{diskId}). The history is not seeded: the handler
// sums the disk's issued invoices. The member's default disk has limits a demo can reach with one large invoice
// (e.g. 10,000 × 600.00 at 13 % passes the month's warning, 100,000 × 600.00 its hard limit); the others have
// the broad limits an ordinary taxpayer gets.
import type { IssueQuota } from '../../features/invoice-issue/api';

export type QuotaLimits = Pick<IssueQuota, 'hardLimits' | 'warningLimits'>;

const on = (amount: string) => ({ enabled: true, amount });
const off = { enabled: false, amount: null };

export const defaultQuotaLimits: QuotaLimits = {
  hardLimits: { twelveMonths: on('100000000.00'), quarter: off, month: on('50000000.00') },
  warningLimits: { twelveMonths: off, quarter: on('30000000.00'), month: on('20000000.00') },
};

export const quotaLimitsByDisk: Record<string, QuotaLimits> = {
  '661000000001': {
    hardLimits: { twelveMonths: on('80000000.00'), quarter: on('40000000.00'), month: on('30000000.00') },
    warningLimits: { twelveMonths: on('60000000.00'), quarter: on('20000000.00'), month: on('5000000.00') },
  },
};
