import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, graphql } from './api';
import { openAs } from './roles';

// The page's own switch between the two views (the sidebar has links of the same names).
const views = (page: Page) => page.getByRole('navigation', { name: 'Scanner History' });
const table = (page: Page) => page.getByRole('table', { name: 'Scanner History' });
// Data rows only: the header row holds column headers, not cells.
const rows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test('ADMIN pages through all businesses’ scans, 20 at a time, newest first', async ({
  page,
  request,
}) => {
  // A few refused scans of the provider's own business, so that all scans fill two pages.
  const admin = await apiToken(request, 'admin@demo.test', 'Demo Provider');
  for (let attempt = 0; attempt < 5; attempt++) {
    await graphql(
      request,
      `
        mutation {
          coupon {
            scanQrCode(couponId: "unknown", token: "forged", userId: "nobody") {
              success
            }
          }
        }
      `,
      {},
      admin,
    );
  }

  await openAs(page, 'admin', '/scanner-history?view=admin');
  await expect(page.getByRole('heading', { name: 'Scanner History' })).toBeVisible();
  await expect(views(page).getByRole('link', { name: 'All Scans' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(table(page).getByRole('columnheader', { name: 'Business' })).toBeVisible();
  await expect(rows(page)).toHaveCount(20);
  await expect(table(page).getByRole('cell', { name: 'Demo Provider' }).first()).toBeVisible();
  await expect(table(page).getByRole('cell', { name: 'Blue Bay Travel' }).first()).toBeVisible();
  await expect(page.getByText('Page 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // Newest first, on each page and from one page to the next. Day-first dates compare as ISO.
  // A text that is not such a date fails here rather than sorting as written.
  const iso = (text: string) => {
    const day = /^(\d\d)\/(\d\d)\/(\d{4}),? (\d\d:\d\d(?::\d\d)?)/.exec(text.trim());
    expect(day, text).not.toBeNull();
    return `${day![3]}-${day![2]}-${day![1]} ${day![4]}`;
  };
  const times = async () => (await rows(page).locator('td:first-child').allTextContents()).map(iso);
  const firstPage = await times();
  expect(firstPage).toEqual([...firstPage].sort().reverse());

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
  const secondPage = await times();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage).toEqual([...secondPage].sort().reverse());

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 1')).toBeVisible();
  await expect(rows(page)).toHaveCount(20);
  // Other tests scan while this one runs, and the first page may have been fetched again with
  // newer scans before Next was pressed: the second page follows the first as it is now.
  const firstPageNow = await times();
  expect(secondPage[0]! <= firstPageNow[firstPageNow.length - 1]!).toBe(true);

  await views(page).getByRole('link', { name: 'My Store' }).click();
  await expect(page).toHaveURL(/view=merchant/);
  await expect(table(page).getByRole('columnheader', { name: 'Business' })).toHaveCount(0);
});

test('filters by outcome, customer and dates, and Clear brings every scan back', async ({
  page,
}) => {
  await openAs(page, 'admin', '/scanner-history?view=admin');
  await expect(rows(page).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'Already redeemed' });
  await expect(page).toHaveURL(/outcome=ALREADY_REDEEMED/);
  // One assertion that retries until the filtered page has replaced the whole list: a loop over
  // rows read once may hold rows of the page before, which the new one then removes.
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).filter({ hasNotText: 'Already redeemed' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search coupon or customer' }).fill('Eleni');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=Eleni/);
  await expect(rows(page).first()).toContainText('Eleni Georgiou');
  await expect(rows(page).filter({ hasNotText: 'Eleni Georgiou' })).toHaveCount(0);
  await expect(rows(page).filter({ hasNotText: 'Already redeemed' })).toHaveCount(0);

  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
  await page.getByLabel('From').fill(tomorrow);
  await expect(page.getByText('No scans match these filters')).toBeVisible();

  await page.getByRole('button', { name: 'Clear' }).first().click();
  await expect(page).not.toHaveURL(/outcome=|search=|from=/);
  await expect(rows(page).nth(2)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search coupon or customer' })).toHaveValue('');
});

test('a cashier sees only their own business, whatever the address asks for', async ({ page }) => {
  await openAs(page, 'cashier', '/scanner-history?view=admin');
  await expect(rows(page).first()).toBeVisible();
  await expect(views(page)).toHaveCount(0);
  await expect(table(page).getByRole('columnheader', { name: 'Business' })).toHaveCount(0);

  // Troodos Day Tour is a Blue Bay Travel coupon: scanned there, never at Aroma Cafe.
  await page.getByRole('searchbox', { name: 'Search coupon or customer' }).fill('Troodos');
  await page.keyboard.press('Enter');
  await expect(page.getByText('No scans match these filters')).toBeVisible();
});

test('Export CSV downloads the filtered history from the server', async ({ page }) => {
  await openAs(page, 'admin', '/scanner-history?view=admin&outcome=COUPON_REDEEMED');
  await expect(rows(page).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^scans-admin-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...lines] = readFileSync((await file.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(header).toContain('"outcome"');
  expect(lines.length).toBeGreaterThanOrEqual(12);
  for (const line of lines) expect(line).toContain('"COUPON_REDEEMED"');
  expect(lines.some((line) => line.includes('"Blue Bay Travel"'))).toBe(true);
});

test('the history speaks Greek', async ({ page }) => {
  await openAs(page, 'cashier');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('el');
  await expect(page.getByRole('heading', { name: 'Ιστορικό σαρώσεων' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Αποτέλεσμα' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Εξαγωγή CSV' })).toBeVisible();
});
