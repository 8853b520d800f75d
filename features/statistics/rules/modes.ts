// What each statistics route shows (spec 01 §2 agency summary, summaryDetail/{id}, member platform/statistics and
// summaryDetail; spec 02 §2.3 InvoiceSum, invoiceStatis, statisdetails/{id}). The spec names the routes only; the
// pages are our reading of them, as the peers lay out their statistics: an overview by enterprise (开票汇总), one
// enterprise by terminal (汇总明细), every terminal (发票统计), one terminal by month (统计详情), the member's own
// enterprise (平台统计), and the monthly invoice summary table per type (发票汇总).

/** A dimension the figures are broken down by. */
export type StatsDimension = 'month' | 'type' | 'status' | 'kind' | 'enterprise' | 'terminal';

export interface StatsPageMode {
  /** What the route's :id names: nothing, an enterprise (tax number) or a terminal (disk id). */
  scope: 'all' | 'enterprise' | 'terminal';
  /** The dimensions shown as tables, the first one opened. */
  dimensions: readonly StatsDimension[];
  /** Rows of this dimension open a page of their own (its path for the row's key). */
  drill?: { dimension: StatsDimension; path(key: string): string };
  /** The page this one details (a link back). */
  back?: { path: string; titleKey: string };
  /** Other statistics pages offered from this one. */
  related: ReadonlyArray<{ path: string; titleKey: string }>;
  /** The inquiry counts the same invoices (same scope): a link to it with the same filters. */
  inquiryPath?: string;
}

const common: readonly StatsDimension[] = ['month', 'type', 'status', 'kind'];

/** The mode of a statistics route by its id (`<area>.<name>`, app/router/routes/define.ts), null for any other. */
export function statsPageModeOf(routeId: string): StatsPageMode | null {
  switch (routeId) {
    case 'account.summary':
      return {
        scope: 'all',
        dimensions: ['enterprise', 'terminal', ...common],
        drill: { dimension: 'enterprise', path: (key) => `/account/summaryDetail/${encodeURIComponent(key)}` },
        related: [
          { path: '/account/invoiceStatis', titleKey: 'routeTitles:title.invoiceStatis' },
          { path: '/account/InvoiceSum', titleKey: 'routeTitles:title.InvoiceSum' },
        ],
        inquiryPath: '/account/inquire',
      };
    case 'account.summaryDetail':
      return {
        scope: 'enterprise',
        dimensions: ['terminal', ...common],
        drill: { dimension: 'terminal', path: (key) => `/account/statisdetails/${encodeURIComponent(key)}` },
        back: { path: '/account/summary', titleKey: 'routeTitles:title.summary' },
        related: [{ path: '/account/InvoiceSum', titleKey: 'routeTitles:title.InvoiceSum' }],
      };
    case 'account.invoiceStatis':
      return {
        scope: 'all',
        dimensions: ['terminal', 'enterprise', ...common],
        drill: { dimension: 'terminal', path: (key) => `/account/statisdetails/${encodeURIComponent(key)}` },
        back: { path: '/account/summary', titleKey: 'routeTitles:title.summary' },
        related: [{ path: '/account/InvoiceSum', titleKey: 'routeTitles:title.InvoiceSum' }],
        inquiryPath: '/account/inquire',
      };
    case 'account.statisdetails':
      return {
        scope: 'terminal',
        dimensions: common,
        back: { path: '/account/invoiceStatis', titleKey: 'routeTitles:title.invoiceStatis' },
        related: [{ path: '/account/InvoiceSum', titleKey: 'routeTitles:title.InvoiceSum' }],
      };
    case 'member.platformStatistics':
      return {
        scope: 'all',
        dimensions: ['terminal', ...common],
        related: [{ path: '/member/summaryDetail', titleKey: 'statistics:summaryTable.title' }],
      };
    default:
      return null;
  }
}
