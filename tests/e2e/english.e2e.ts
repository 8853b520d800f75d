import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../mocks/accounts';
import { createSeed } from '../../mocks/seed';
import { launch } from './browser';
import { signedInPage } from './session';

// In English the portal shows no Chinese but names: every coded value goes through the lookup tables.
// The only Chinese allowed is what the data itself names, and the exclusion is exactly that list, taken from the
// embedded backend's seed: enterprise names (taxerName; the orders' seller xfmc and buyer gfmc), terminal aliases
// (names users give their disks) and the demo users' names. Nothing else is excluded.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const seed = createSeed();
const names = [
  ...seed.terminals.flatMap((t) => [t.taxerName, t.aliasName ?? '']),
  ...seed.orders.flatMap((o) => [o.xfmc ?? '', o.gfmc ?? '']),
  ...Object.values(demoAccounts).map((a) => a.userName),
]
  .map((name) => name.trim())
  .filter((name, i, all) => name !== '' && all.indexOf(name) === i)
  // longest first, so that a name containing another is removed whole
  .sort((a, b) => b.length - a.length);

/** Han characters left in a text once the names above are removed, each with its surroundings. */
function chineseOutsideNames(text: string): string[] {
  let rest = text;
  for (const name of names) rest = rest.split(name).join(' ');
  return [...rest.matchAll(/.{0,20}\p{Script=Han}+.{0,20}/gu)].map((m) => m[0].replace(/\s+/g, ' ').trim());
}

const roles = {
  member: { home: '/member/v3Home' },
  agency: { home: '/account/home' },
  provider: { home: '/service/home' },
} as const;

/** A signed-in page of the role's home, switched to English through the user menu and reloaded. */
async function signedInInEnglish(role: keyof typeof roles): Promise<Page> {
  const account = demoAccounts[role];
  const page = await signedInPage(browser, role, roles[role].home);
  // the portal's language switch: the user menu's English
  await page.getByRole('button', { name: account.userName }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en-US');
  await page.getByText('Switch terminal').first().waitFor();
  // A reload stays in English, with the frame's English catalogues (npm run size checks that the frame's code does
  // not load the zh-CN ones; here the embedded backend's code does, for its amounts in words)
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.reload();
  await page.getByText('Switch terminal').first().waitFor();
  expect(requested.filter((path) => path.includes('/frame-en-US-'))).toHaveLength(1);
  return page;
}

/** Visible text of a part of the page, once it has loaded (no busy table, no skeleton). */
async function textOf(region: Locator): Promise<string> {
  await expect.poll(() => region.locator('[aria-busy="true"]').count()).toBe(0);
  return region.innerText();
}

describe('in English', () => {
  it.each(Object.keys(roles) as (keyof typeof roles)[])('the %s home, side navigation, header and terminal picker show no Chinese but names', async (role) => {
    const page = await signedInInEnglish(role);
    // the home's terminal panel has its data (a disk number) and its labels in English
    const panel = page.getByRole('region', { name: 'Current terminal' });
    await expect.poll(() => panel.textContent()).toMatch(/\d{12}/);
    await expect.poll(async () => chineseOutsideNames(await textOf(page.locator('main')))).toEqual([]);
    expect(chineseOutsideNames(await textOf(page.getByRole('navigation').first()))).toEqual([]);
    expect(chineseOutsideNames(await textOf(page.getByRole('banner')))).toEqual([]);

    await page.getByRole('button', { name: 'Switch terminal' }).click();
    const picker = page.getByRole('dialog', { name: 'Switch terminal' });
    await picker.getByRole('row').nth(1).waitFor();
    const pickerText = await textOf(picker);
    // the statuses and types are there, in English
    expect(pickerText).toMatch(/Normal|Abnormal/);
    expect(chineseOutsideNames(pickerText)).toEqual([]);
    await page.context().close();
  });
});
