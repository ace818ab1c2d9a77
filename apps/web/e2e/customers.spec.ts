import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, graphql } from './api';
import { toast } from './profile-support';
import { openAs } from './roles';

// The demo customers are shared by every test of the run. Eleni Georgiou is only
// ever read by other tests, so her figures stay as the demo data made them: 5 Aroma Cafe coupons,
// 3 redeemed (Free Flat White 3,80 €, Breakfast for Two 24 €, Iced Latte 4,20 €), and 3 Blue Bay
// Travel coupons, 1 redeemed (Troodos Day Tour 69 €). Anna Pavlou's wallet link is re-issued
// here, so no other test may use demo-wallet-anna.

const table = (page: Page) => page.getByRole('table', { name: 'Customers' });
const customerRow = (page: Page, name: string) =>
  table(page).getByRole('row', { name: new RegExp(name) });
const results = (page: Page, count: number) =>
  page.getByRole('status').filter({ hasText: new RegExp(`^${count} results?$`) });

async function filter(page: Page, label: string, value: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.fill(value);
  await field.press('Enter');
}

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search customers by name or email' });
  await box.fill(text);
  await box.press('Enter');
}

test('an executive finds a customer with the status, spent range and tag filters and the search', async ({
  page,
}) => {
  await openAs(page, 'executive-aroma', '/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  // Only an ADMIN chooses the business; an executive sees their own.
  await expect(page.getByRole('combobox', { name: 'Business' })).toHaveCount(0);

  await search(page, 'Georgiou');
  await expect(results(page, 1)).toBeVisible();
  const eleni = customerRow(page, 'Eleni Georgiou');
  await expect(eleni).toContainText('eleni@customers.demo.test');
  await expect(eleni).toContainText('Active');
  await expect(eleni).toContainText('demo');
  // Coupons, redemptions and total spent of Aroma Cafe only.
  await expect(eleni.getByRole('cell').nth(5)).toHaveText('5');
  await expect(eleni.getByRole('cell').nth(6)).toHaveText('3');
  await expect(eleni.getByRole('cell').nth(7)).toHaveText(/^32,00\s€$/);
  await expect(eleni.getByRole('cell').nth(8)).toHaveText(/^\d{2}\/\d{2}\/\d{4}/);

  const status = page.getByRole('combobox', { name: 'Status' });
  await status.selectOption('Inactive');
  await expect(page.getByText('No results')).toBeVisible();
  await status.selectOption('Active');
  await expect(eleni).toBeVisible();

  // Spent 32 €: inside 30–35, outside 33 and up.
  await filter(page, 'Min spent', '33');
  await expect(page.getByText('No results')).toBeVisible();
  await filter(page, 'Min spent', '30');
  await filter(page, 'Max spent', '35');
  await expect(eleni).toBeVisible();
  await filter(page, 'Max spent', '31');
  await expect(page.getByText('No results')).toBeVisible();

  // A bound outside 0–999999, or a maximum under the minimum, is refused with its reason and
  // left out of the search.
  const max = page.getByRole('textbox', { name: 'Max spent', exact: true });
  await filter(page, 'Max spent', '1000000');
  await expect(max).toHaveAccessibleDescription('Amount spent must be between 0 and 999999');
  await expect(max).toHaveAttribute('aria-invalid', 'true');
  await expect(eleni).toBeVisible();
  await filter(page, 'Max spent', '31');
  await expect(page.getByText('No results')).toBeVisible();
  // Min 30 stays: with max 20 applied nothing would be found.
  await filter(page, 'Max spent', '20');
  await expect(max).toHaveAccessibleDescription('Max spent cannot be less than min spent');
  await expect(eleni).toBeVisible();
  await filter(page, 'Max spent', '999999');
  await expect(max).not.toHaveAttribute('aria-invalid', 'true');

  // Eleni carries the tags demo and vip: a customer must carry every tag asked for.
  await filter(page, 'Tags', 'regular');
  await expect(page.getByText('No results')).toBeVisible();
  await filter(page, 'Tags', 'VIP, demo');
  await expect(eleni).toBeVisible();

  // Without the search, the tag alone keeps her and drops the other Aroma Cafe customers (the
  // demo's year of customers fills pages: the count says that no one else is left).
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(results(page, 1)).toHaveCount(0);
  await filter(page, 'Tags', 'vip');
  await expect(eleni).toBeVisible();
  await expect(results(page, 1)).toBeVisible();
});

test('the detail of a customer shows their coupons of the business', async ({ page }) => {
  await openAs(page, 'executive-aroma', '/customers');
  await search(page, 'Georgiou');
  // The filtered page replaces the first one: the row is clicked once it is the only one.
  await expect(results(page, 1)).toBeVisible();
  await customerRow(page, 'Eleni Georgiou').getByRole('button', { name: 'Eleni Georgiou' }).click();

  const detail = page.getByRole('dialog', { name: 'Eleni Georgiou' });
  await expect(detail).toContainText('eleni@customers.demo.test');
  await expect(detail).toContainText(/Total spent\s*32,00\s€/);
  const coupons = detail.getByRole('list', { name: 'Coupons' });
  await expect(coupons.getByRole('listitem')).toHaveCount(5);
  const redeemed = coupons.getByRole('listitem', { name: 'Free Flat White' });
  await expect(redeemed).toContainText('Aroma Cafe');
  await expect(redeemed).toContainText(/3,80\s€/);
  await expect(redeemed).toContainText(/Redeemed on \d{2}\/\d{2}\/\d{4}/);
  await expect(redeemed).toContainText(/Valid until \d{2}\/\d{2}\/\d{4}/);
  await expect(coupons.getByRole('listitem', { name: 'Croissant & Coffee' })).toContainText(
    'Not redeemed',
  );
  // Another business's coupons are not this business's to see.
  await expect(coupons.getByRole('listitem', { name: 'Troodos Day Tour' })).toHaveCount(0);

  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
});

test('an ADMIN sees the customers of every business, or of the one chosen', async ({ page }) => {
  await openAs(page, 'admin', '/customers');
  await search(page, 'Georgiou');
  const eleni = customerRow(page, 'Eleni Georgiou');
  // Both businesses: 8 coupons, 4 redeemed, 32 € + 69 €.
  await expect(eleni.getByRole('cell').nth(5)).toHaveText('8');
  await expect(eleni.getByRole('cell').nth(6)).toHaveText('4');
  await expect(eleni.getByRole('cell').nth(7)).toHaveText(/^101,00\s€$/);

  await page.getByRole('combobox', { name: 'Business' }).selectOption('Blue Bay Travel');
  await expect(eleni.getByRole('cell').nth(5)).toHaveText('3');
  await expect(eleni.getByRole('cell').nth(6)).toHaveText('1');
  await expect(eleni.getByRole('cell').nth(7)).toHaveText(/^69,00\s€$/);

  await eleni.getByRole('button', { name: 'Eleni Georgiou' }).click();
  const coupons = page
    .getByRole('dialog', { name: 'Eleni Georgiou' })
    .getByRole('list', { name: 'Coupons' });
  await expect(coupons.getByRole('listitem')).toHaveCount(3);
  await expect(coupons.getByRole('listitem', { name: 'Troodos Day Tour' })).toContainText(
    'Blue Bay Travel',
  );
  await expect(coupons.getByRole('listitem', { name: 'Free Flat White' })).toHaveCount(0);
});

test('a cashier cannot open /customers, but reads the business’s customers without changing them', async ({
  page,
}) => {
  await openAs(page, 'cashier');
  await page.goto('/customers');
  await page.waitForURL((url) => url.pathname !== '/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toHaveCount(0);

  await page.goto('/business-customers');
  await expect(page.getByRole('heading', { name: 'Business customers', level: 1 })).toBeVisible();
  await search(page, 'Georgiou');
  const eleni = customerRow(page, 'Eleni Georgiou');
  await expect(eleni.getByRole('cell').nth(5)).toHaveText('5');
  await eleni.getByRole('button', { name: 'Eleni Georgiou' }).click();
  const detail = page.getByRole('dialog', { name: 'Eleni Georgiou' });
  await expect(detail.getByRole('list', { name: 'Coupons' }).getByRole('listitem')).toHaveCount(5);
  await expect(detail.getByRole('button', { name: 'Re-issue wallet link' })).toHaveCount(0);
});

test("an executive reads a customer's coupons but cannot re-issue a wallet other businesses share", async ({
  page,
}) => {
  await openAs(page, 'executive-aroma', '/customers');
  await search(page, 'Georgiou');
  // The filtered page replaces the first one: the row is clicked once it is the only one.
  await expect(results(page, 1)).toBeVisible();
  await customerRow(page, 'Eleni Georgiou').getByRole('button', { name: 'Eleni Georgiou' }).click();
  const detail = page.getByRole('dialog', { name: 'Eleni Georgiou' });
  await expect(detail.getByRole('list', { name: 'Coupons' }).getByRole('listitem')).toHaveCount(5);
  await expect(detail.getByRole('button', { name: 'Re-issue wallet link' })).toHaveCount(0);
});

// The customer's current wallet link, made by re-issuing it through the API: the test does not
// depend on what the demo data or an earlier run left.
async function currentWalletPath(request: APIRequestContext, token: string, search: string) {
  const list = await graphql<{ customer: { list: { items: { _id: string }[] } } }>(
    request,
    `
      query ($filter: CustomerFilter) {
        customer {
          list(filter: $filter) {
            items {
              _id
            }
          }
        }
      }
    `,
    { filter: { search } },
    token,
  );
  const [customer] = list.customer.list.items;
  expect(customer).toBeDefined();
  const issued = await graphql<{ customer: { reissueWalletKey: { walletUrl: string } } }>(
    request,
    `
      mutation ($id: ID!) {
        customer {
          reissueWalletKey(id: $id) {
            walletUrl
          }
        }
      }
    `,
    { id: customer?._id },
    token,
  );
  return new URL(issued.customer.reissueWalletKey.walletUrl).pathname;
}

test("the provider's admin re-issues a wallet link: shown once, and the old link stops working", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await apiToken(request, 'admin@demo.test', 'Demo Provider');
  const oldPath = await currentWalletPath(request, token, 'Pavlou');
  await page.goto(oldPath);
  await expect(page.getByText('Hello, Anna Pavlou')).toBeVisible();

  await openAs(page, 'admin', '/customers');
  await search(page, 'Pavlou');
  await expect(results(page, 1)).toBeVisible();
  await customerRow(page, 'Anna Pavlou').getByRole('button', { name: 'Anna Pavlou' }).click();
  const detail = page.getByRole('dialog', { name: 'Anna Pavlou' });

  // Cancelling changes nothing.
  await detail.getByRole('button', { name: 'Re-issue wallet link' }).click();
  const confirm = page.getByRole('dialog', { name: 'Re-issue the wallet link of Anna Pavlou?' });
  await expect(confirm).toContainText('The old link stops working at once');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(detail.getByRole('textbox', { name: 'New wallet link' })).toHaveCount(0);

  await detail.getByRole('button', { name: 'Re-issue wallet link' }).click();
  await confirm.getByRole('button', { name: 'Re-issue link' }).click();
  await expect(
    toast(page, 'A new wallet link was created. The old link no longer works.'),
  ).toBeVisible();
  const link = detail.getByRole('textbox', { name: 'New wallet link' });
  await expect(link).toHaveValue(/\/wallet\/[\w-]{20,}$/);
  const newUrl = await link.inputValue();
  const newPath = new URL(newUrl).pathname;
  expect(newPath).not.toBe(oldPath);

  await detail.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(newUrl);

  // Shown once: the detail opened again offers a new re-issue, not the link.
  await detail.getByRole('button', { name: 'Close' }).click();
  await customerRow(page, 'Anna Pavlou').getByRole('button', { name: 'Anna Pavlou' }).click();
  await expect(detail.getByRole('button', { name: 'Re-issue wallet link' })).toBeVisible();
  await expect(detail.getByRole('textbox', { name: 'New wallet link' })).toHaveCount(0);

  await page.goto(oldPath);
  await expect(page.getByRole('heading', { name: 'Wallet not found' })).toBeVisible();
  await page.goto(newPath);
  await expect(page.getByText('Hello, Anna Pavlou')).toBeVisible();
});
