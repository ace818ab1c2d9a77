import { expect, test, type Page } from '@playwright/test';
import { apiToken, graphql, uniqueName } from './api';
import { createProduct } from './marketplace-api';
import { openAs } from './roles';

const table = (page: Page) => page.getByRole('table', { name: 'Audit trail' });
const rows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search by action, employee or object' });
  await box.fill(text);
  await box.press('Enter');
}

test("a change to a product is in the audit trail: the executive sees their business's, the provider every business's", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'exec@demo.test', 'Aroma Cafe');
  const name = uniqueName('Audited Tart');
  const id = await createProduct(request, token, {
    name,
    category: 'bakery',
    priceMinor: 390,
    stockQuantity: 3,
  });
  await graphql(
    request,
    `
      mutation ($id: ID!, $input: ProductInput!) {
        product {
          update(id: $id, input: $input) {
            success
          }
        }
      }
    `,
    { id, input: { name: `${name} renamed`, category: 'bakery', priceMinor: 420 } },
    token,
  );

  await openAs(page, 'executive-aroma', '/audit');
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
  await search(page, id);
  await expect(rows(page)).toHaveCount(1);
  const entry = rows(page).first();
  await expect(entry).toContainText('product.update');
  await expect(entry).toContainText(`${name} renamed`);
  // The fields the write changed, before and after.
  await expect(entry).toContainText(/price: 390\s*→\s*changed to\s*420/);
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Today' });
  await expect(rows(page)).toHaveCount(1);
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Yesterday' });
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'All time' });
  // An executive sees only their business: no column to tell businesses apart.
  await expect(table(page).getByRole('columnheader', { name: 'Business' })).toHaveCount(0);

  await openAs(page, 'admin', '/audit');
  await search(page, id);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByRole('cell', { name: 'Aroma Cafe' })).toBeVisible();
});

test('a cashier cannot open the audit trail', async ({ page }) => {
  await openAs(page, 'cashier');
  await page.goto('/audit');
  await page.waitForURL((url) => url.pathname !== '/audit');
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toHaveCount(0);
});
