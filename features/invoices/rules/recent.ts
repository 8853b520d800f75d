// The home's recent orders: how many, and the query that asks for them (the component's, and the signed-in wave's
// prefetch: one cache entry).

/** How many recent orders a home shows. */
export const RECENT_INVOICES = 5;

/** The recent orders' query: this disk's (member) or all the account may see (provider). */
export const recentInvoicesArgs = (diskId?: string | null) => ({ page: 1, pageSize: RECENT_INVOICES, ...(diskId ? { diskId } : {}) });
