// The goods and customer libraries are the taxpayer's: one per tax id, reached through a terminal the
// account sees (the call's diskId, else the account's current terminal). The member's enterprise holds the seeded
// libraries; another taxpayer's are made on first use from the same rows (a deterministic part of them), so switching
// terminals shows another taxpayer's library.
import type { Customer } from '../features/customers/api';
import type { GoodsLine } from '../features/goods/api';
import type { DemoAccount } from './accounts';
import { seedCustomers } from './data/customers';
import { libraryGoods } from './data/goods';
import { findTerminal, getDb } from './db';
import { goodsCatalogue } from './seed';

/** The taxpayer whose libraries a call means: the terminal named by diskId, else the account's current one. */
export function libraryTaxer(account: DemoAccount, diskId: string | null): string | null {
  const id = (diskId ?? '').trim() || getDb().currentDisk[account.uid] || '';
  return (id && findTerminal(account, id)?.taxerId) || null;
}

/** A small stable number of a tax id (which part of the seeded rows another taxpayer starts with). */
function spreadOf(taxerId: string): number {
  let h = 0;
  for (const ch of taxerId) h = (h * 31 + ch.charCodeAt(0)) % 9973;
  return h;
}

/** Another taxpayer's first goods: the issuing catalogue's coded goods, then a quarter of the library rows. */
function firstGoods(taxerId: string): GoodsLine[] {
  const k0 = spreadOf(taxerId) % 4;
  return structuredClone([...goodsCatalogue.slice(0, 4), ...libraryGoods().filter((_, k) => k % 4 === k0)]);
}

/** Another taxpayer's first customers: a fifth of the seeded buyers. */
function firstCustomers(taxerId: string): Customer[] {
  const k0 = spreadOf(taxerId) % 5;
  return seedCustomers().filter((_, k) => k % 5 === k0);
}

/** The taxpayer's goods library (the stored list, which writes change in place). */
export function goodsOf(taxerId: string): GoodsLine[] {
  return (getDb().goods[taxerId] ??= firstGoods(taxerId));
}

/** The taxpayer's customer library (the stored list, which writes change in place). */
export function customersOf(taxerId: string): Customer[] {
  return (getDb().customers[taxerId] ??= firstCustomers(taxerId));
}
