// What a proxy application allows in each apply state (spec 02 §3.1: 1 applying, 2 success, 3 unbound, 4 voided).
import type { ProxyApplication } from '../api';

/** Not yet issued: may be voided. */
export const canVoid = (a: Pick<ProxyApplication, 'applyStatus'>) => a.applyStatus === 1 || a.applyStatus === 3;
/** Kept back for want of a linked tax-bureau account: may be submitted again once linked. */
export const canResubmit = (a: Pick<ProxyApplication, 'applyStatus'>) => a.applyStatus === 3;
/** Issued: its invoice can be opened. */
export const hasInvoice = (a: Pick<ProxyApplication, 'applyStatus' | 'fphm'>) => a.applyStatus === 2 && !!a.fphm;
/** The list asks again while the tax bureau is answering one. */
export const isPending = (list: ReadonlyArray<Pick<ProxyApplication, 'applyStatus'>>) => list.some((a) => a.applyStatus === 1);
