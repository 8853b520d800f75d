import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../mocks/accounts";
import { launch, newPage } from "./browser";

// Issue 12 §3 end to end: the assembled portal on the embedded backend, in Chromium.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signInAsMember(page: Page) {
  const account = demoAccounts.member;
  await page.goto(account.entrance);
  // A ceiling, not a speed check: the first page of a file compiles while the other projects share the 2 cores.
  await page.getByLabel(/^\*?账号$/).waitFor({ timeout: 60_000 });
  await page.getByLabel(/^\*?账号$/).fill(account.username);
  await page.getByLabel(/^\*?密码$/).fill(account.password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await page.waitForURL(
    (url) => !url.pathname.toLowerCase().includes("login"),
    { timeout: 30_000 },
  );
}

/** A fully-digital special invoice (81) of the member's default terminal that has no sheet yet (seeded OD0008). */
const BLUE_NUMBER = "26310000000090000007";

describe("red-letter sheets", { timeout: 180_000 }, () => {
  it("a member applies for a confirmation sheet against a special invoice; once the buyer confirms, it leads to the red invoice", async () => {
    const page = await newPage(browser);
    // The page's clock stands still (timers still run), so the demo buyer answers only when the test moves it on.
    const start = Date.now();
    await page.clock.setFixedTime(start);
    await signInAsMember(page);
    // Through the side navigation: 数电发票 > 数电红字确认单.
    await page
      .getByRole("navigation")
      .getByRole("link", { name: "数电红字确认单" })
      .click({ timeout: 30_000 });
    await page
      .getByRole("heading", { name: "数电红字确认单" })
      .waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "填开红字确认单" }).click();

    await page
      .getByRole("heading", { name: "红字信息表填开" })
      .waitFor({ timeout: 30_000 });
    await page.getByLabel("蓝字发票号码").fill(BLUE_NUMBER);
    await page.getByLabel("蓝字发票号码").press("Enter");
    const lines = page.getByRole("grid", { name: "冲红商品行" });
    await lines.waitFor({ timeout: 30_000 });
    await expect
      .poll(() =>
        page
          .getByText("该发票为数电发票，需填开红字确认单；专用发票需购方确认。")
          .isVisible(),
      )
      .toBe(true);
    // In full: every line at what it has left.
    await page.getByRole("button", { name: /冲红原因/ }).click();
    await page.getByRole("option", { name: "销货退回" }).click();
    await page.getByRole("button", { name: "提交申请" }).click();

    // Back on the list: the new sheet waits for the buyer (the demo buyer answers 5 s later).
    await page
      .getByRole("heading", { name: "数电红字确认单" })
      .waitFor({ timeout: 30_000 });
    const grid = page.getByRole("grid", { name: "红字确认单列表" });
    const row = grid.getByRole("row").filter({ hasText: BLUE_NUMBER });
    await expect
      .poll(() => row.innerText(), { timeout: 30_000 })
      .toContain("销方录入待购方确认");
    await expect.poll(() => row.innerText()).toContain("销货退回");
    await page.clock.setFixedTime(start + 60_000);
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect
      .poll(() => row.innerText(), { timeout: 30_000 })
      .toContain("购销双方已确认");

    // Confirmed: the red invoice is issued from it on the fully-digital issuing form, told the blue invoice and the sheet.
    await row
      .getByRole("button", { name: /^据信息表 \d+ 开具红字发票$/ })
      .click();
    await page.waitForURL(
      (url) =>
        url.pathname === "/member/fullpower/positive" &&
        url.searchParams.get("red") === "1",
      { timeout: 30_000 },
    );
    const url = new URL(page.url());
    expect(url.searchParams.get("blueInvoiceNumber")).toBe(BLUE_NUMBER);
    expect(url.searchParams.get("redSheetNo")).toMatch(/^\d{20}$/);
    await page.close();
  });
});
