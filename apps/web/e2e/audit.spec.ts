import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, graphql, uniqueName } from './api';
import { createProduct } from './marketplace-api';
import { openAs, sessionFile } from './roles';

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

// A product of Aroma Cafe's executive, made at one price and then edited.
async function editedProduct(
  request: APIRequestContext,
  name: string,
  priceMinor: number,
  edit: { name: string; priceMinor: number },
): Promise<string> {
  const token = await apiToken(request, 'exec@demo.test', 'Aroma Cafe');
  const id = await createProduct(request, token, {
    name,
    category: 'bakery',
    priceMinor,
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
    { id, input: { ...edit, category: 'bakery' } },
    token,
  );
  return id;
}

test("a change to a product is in the audit trail: the executive sees their business's, the provider every business's", async ({
  page,
  request,
}) => {
  test.slow();
  const name = uniqueName('Audited Tart');
  const id = await editedProduct(request, name, 390, { name: `${name} renamed`, priceMinor: 420 });

  await openAs(page, 'executive-aroma', '/audit');
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
  await search(page, id);
  await expect(rows(page)).toHaveCount(1);
  const entry = rows(page).first();
  // A sentence with the person's name and the product's, and the fields by their form labels.
  await expect(entry).toContainText(`Elena Executive changed product “${name} renamed”`);
  await expect(entry).toContainText(/Price 3,90\s€\s*→\s*changed to\s*4,20\s€/);
  await expect(entry).toContainText(`Name ${name}`);
  // What shows before "Details" is opened: no operation name, no null.
  await expect(entry).not.toContainText('product.update', { useInnerText: true });
  await expect(entry).not.toContainText('null', { useInnerText: true });
  // The raw record only behind "Details", opened from the keyboard.
  const raw = entry.getByText('"priceMinor": 420');
  await expect(raw).toBeHidden();
  await entry.getByText('Details', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(raw).toBeVisible();
  await expect(entry.getByText('product.update', { exact: true })).toBeVisible();
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

test('the audit trail reads in Greek', async ({ page, request }) => {
  test.slow();
  const name = uniqueName('Audited Pie');
  const id = await editedProduct(request, name, 380, { name, priceMinor: 420 });

  await page.addInitScript(() => localStorage.setItem('back-office.language', 'el'));
  await page.context().setStorageState(sessionFile('executive-aroma'));
  await page.goto('/audit');
  await expect(page.getByRole('heading', { name: 'Ίχνος ελέγχου', level: 1 })).toBeVisible();
  const box = page.getByRole('searchbox', {
    name: 'Αναζήτηση με ενέργεια, υπάλληλο ή αντικείμενο',
  });
  await box.fill(id);
  await box.press('Enter');
  const table = page.getByRole('table', { name: 'Ίχνος ελέγχου' });
  const entries = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(`Elena Executive άλλαξε το προϊόν «${name}»`);
  await expect(entries.first()).toContainText(/Τιμή 3,80\s€\s*→\s*άλλαξε σε\s*4,20\s€/);
  await entries.first().getByText('Λεπτομέρειες', { exact: true }).click();
  await expect(entries.first().getByText('"priceMinor": 420')).toBeVisible();
});

test('a cashier cannot open the audit trail', async ({ page }) => {
  await openAs(page, 'cashier');
  await page.goto('/audit');
  await page.waitForURL((url) => url.pathname !== '/audit');
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toHaveCount(0);
});
