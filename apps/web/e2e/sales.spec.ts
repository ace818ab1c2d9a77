import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { uniqueName } from './api';
import { openAs } from './roles';

const table = (page: Page) => page.getByRole('table', { name: 'Sales' });
const rows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search items, offers, customers, employees' });
  await box.fill(text);
  await box.press('Enter');
}

test('the sales associate records a counter sale paid by card and refunds part of it', async ({
  page,
}) => {
  const item = uniqueName('Gift box');
  await openAs(page, 'sales');
  await expect(page).toHaveURL(/\/sales$/);
  await expect(page.getByRole('heading', { name: 'Sales', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Record sale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a sale' });
  await dialog.getByLabel('Payment method').selectOption('Credit Card');
  // A customer the business knows, found by name.
  const customer = dialog.getByLabel('Customer', { exact: true });
  await expect(customer.locator('option')).not.toHaveCount(1);
  const someone = (await customer.locator('option').nth(1).textContent())!;
  await dialog.getByLabel('Find a customer').fill(someone.split(' ')[0]!);
  await customer.selectOption({ label: someone });
  await dialog.getByLabel('Description').fill(item);
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByLabel('Price each').fill('12.50');
  await expect(dialog.getByText('Total: 25,00 €')).toBeVisible();
  await dialog.getByRole('button', { name: 'Record sale' }).click();
  await expect(page.getByText('Sale recorded')).toBeVisible();
  await expect(dialog).toBeHidden();

  await search(page, item);
  await expect(rows(page)).toHaveCount(1);
  const sale = rows(page).first();
  await expect(sale).toContainText(`2 × ${item}`);
  await expect(sale).toContainText('Credit Card');
  await expect(sale).toContainText(someone);
  await expect(sale).toContainText('25,00 €');
  await expect(page.getByTestId('sales-total-EUR')).toContainText('Credit Card (1)');

  await sale.getByRole('button', { name: /^Refund the sale of/ }).click();
  const refund = page.getByRole('dialog', { name: 'Refund a sale' });
  await expect(refund.getByLabel('Amount to refund')).toHaveValue('25');
  await refund.getByLabel('Amount to refund').fill('30');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(
    refund.getByText('A refund cannot be more than what is left of the sale'),
  ).toBeVisible();
  await refund.getByLabel('Amount to refund').fill('10');
  await refund.getByLabel('Reason').fill('One box damaged');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refund recorded')).toBeVisible();
  await expect(rows(page).first()).toContainText('Refunded 10,00 €');

  await search(page, '');
  await page.getByLabel('Kind').selectOption('refund');
  await expect(rows(page).first()).toContainText('One box damaged');
  await expect(rows(page).first()).toContainText('-10,00 €');
  // Retried until the filtered page has replaced the unfiltered one.
  await expect(rows(page).filter({ hasNotText: 'Refund' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8');
  expect(csv).toContain('One box damaged');
});

test('a counter sale of 2 × 3,80 and 1,50 is 9,10 in the dialog and in the list', async ({
  page,
}) => {
  const extra = uniqueName('Biscuit');
  await openAs(page, 'sales');
  await page.getByRole('button', { name: 'Record sale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a sale' });
  const lines = dialog.getByTestId('line-item');
  const product = lines.nth(0).getByLabel('Product');
  const flatWhite = product.locator('option', { hasText: 'Flat White' });
  await product.selectOption({ label: (await flatWhite.textContent())! });
  // The product's price is prefilled as amounts are written, beside what the person types.
  await expect(lines.nth(0).getByLabel('Price each')).toHaveValue('3,80');
  await lines.nth(0).getByLabel('Quantity').fill('2');
  await expect(lines.nth(0).getByRole('status', { name: 'Line total' })).toHaveText('7,60 €');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await lines.nth(1).getByLabel('Description').fill(extra);
  await lines.nth(1).getByLabel('Price each').fill('1,50');
  await expect(dialog.getByTestId('sale-total')).toHaveText('Total: 9,10 €');
  await dialog.getByRole('button', { name: 'Record sale' }).click();
  await expect(page.getByText('Sale recorded')).toBeVisible();

  await search(page, extra);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('9,10 €');
});

test('the executive sees their business’s sales; the provider filters by business', async ({
  page,
}) => {
  await openAs(page, 'executive-blue-bay', '/sales');
  await expect(rows(page).first()).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Business' })).toHaveCount(0);
  await expect(page.getByLabel('Period')).toBeVisible();

  await openAs(page, 'admin', '/sales');
  await expect(table(page).getByRole('columnheader', { name: 'Business' })).toBeVisible();
  await page.getByLabel('Business').selectOption({ label: 'Blue Bay Travel' });
  await expect(rows(page).first()).toContainText('Blue Bay Travel');
  await expect(rows(page).filter({ hasNotText: 'Blue Bay Travel' })).toHaveCount(0);
  // The provider reads other businesses' sales but refunds only its own.
  await expect(page.getByRole('button', { name: /^Refund the sale of/ })).toHaveCount(0);
});
