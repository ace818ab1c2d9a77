import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { uniqueName } from './api';
import { openAs } from './roles';

test('the accountant drafts, posts, is partly paid, credits, downloads and verifies an invoice', async ({
  page,
}) => {
  // Eight steps of an invoice's life, a PDF among them: longer than one page's test.
  test.slow();
  const item = uniqueName('Catering');
  await openAs(page, 'accountant');
  await expect(page).toHaveURL(/\/accounting$/);
  await expect(page.getByTestId('receivables')).toBeVisible();

  await page.getByRole('button', { name: 'New invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New draft invoice' });
  await dialog.getByLabel('Find a recipient').fill('Blue Bay');
  await dialog
    .getByRole('combobox', { name: 'To' })
    .selectOption({ label: 'Blue Bay Travel (business)' });
  await dialog.getByLabel('Description').fill(item);
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByLabel('Unit price').fill('12.50');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await dialog.getByLabel('Description').nth(1).fill('Delivery');
  await dialog.getByLabel('Quantity').nth(1).fill('1');
  await dialog.getByLabel('Unit price').nth(1).fill('10');
  await dialog.getByRole('combobox', { name: 'VAT' }).nth(1).selectOption({ label: '9\u00a0%' });
  // 25.00 + 19 % (4.75) + 10.00 + 9 % (0.90) = 40.65
  await expect(dialog.getByTestId('draft-total')).toHaveText('40,65 €');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { name: 'Draft invoice', level: 1 })).toBeVisible();
  const invoiceUrl = page.url();

  await page.getByRole('button', { name: 'Post' }).click();
  await page
    .getByRole('dialog', { name: 'Post this invoice?' })
    .getByRole('button', { name: 'Post' })
    .click();
  const number = page.getByRole('heading', { level: 1, name: /^INV-\d{4}-\d{6}$/ });
  await expect(number).toBeVisible();
  const invoiceNumber = (await number.textContent())!;
  await expect(page.getByTestId('invoice-status')).toContainText('Not paid');

  await page.getByRole('button', { name: 'Record payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Record a payment' });
  await expect(pay.getByLabel('Amount')).toHaveValue('40,65');
  await pay.getByLabel('Amount').fill('50');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(
    pay.getByText('A payment cannot be more than what is due', { exact: true }),
  ).toBeVisible();
  await pay.getByLabel('Amount').fill('10');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByTestId('invoice-status')).toContainText('Partially paid');
  await expect(page.getByTestId('invoice-due')).toHaveText('30,65 €');

  await page.getByRole('button', { name: 'Issue credit note' }).click();
  const credit = page.getByRole('dialog', { name: 'Issue a credit note' });
  await credit.getByLabel('Amount to credit').fill('5');
  await credit.getByLabel('Reason').fill('Late delivery');
  await credit.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^CN-\d{4}-\d{6}$/ })).toBeVisible();
  await expect(page.getByText(`Credits ${invoiceNumber}`)).toBeVisible();

  await page.goto(invoiceUrl);
  await expect(page.getByTestId('invoice-due')).toHaveText('25,65 €');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');

  const hash = createHash('sha256').update(bytes).digest('hex');
  await page.goto(`/verify/${hash}`);
  await expect(page.getByTestId('verify-result')).toContainText(
    `Authentic: Invoice ${invoiceNumber} issued by Aroma Cafe`,
  );
  await page.goto(`/verify/${'0'.repeat(64)}`);
  await expect(page.getByTestId('verify-result')).toContainText('not an authentic');

  // The recipient business reads it under Received, and cannot change it.
  await openAs(page, 'executive-blue-bay', '/accounting?tab=received');
  await page
    .getByRole('searchbox', { name: 'Search number, recipient or notes' })
    .fill(invoiceNumber);
  await page.getByRole('link', { name: invoiceNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: invoiceNumber })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
});

test('an invoice id that is not the business’s is not found; filters and tabs', async ({
  page,
}) => {
  await openAs(page, 'executive-aroma', '/accounting/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Invoice not found', level: 1 })).toBeVisible();

  await openAs(page, 'accountant', '/accounting');
  await page.getByLabel('Payment').selectOption({ label: 'Paid' });
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row').nth(1)).toContainText('Paid');
  await page.getByRole('tab', { name: 'Credit notes' }).click();
  await expect(page).toHaveURL(/tab=credit_notes/);
  await expect(
    page.getByRole('table', { name: 'Credit notes' }).getByRole('row').nth(1),
  ).toContainText(/CN-\d{4}-\d{6}/);
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByRole('table', { name: 'Payments' }).getByRole('row').nth(1)).toContainText(
    /INV-\d{4}-\d{6}/,
  );
});

test('the executive invoices the counter sales of a customer over a period', async ({ page }) => {
  const item = uniqueName('Hamper');
  await openAs(page, 'executive-aroma', '/sales');
  await page.getByRole('button', { name: 'Record sale' }).click();
  const sale = page.getByRole('dialog', { name: 'Record a sale' });
  const customer = sale.getByLabel('Customer', { exact: true });
  await expect(customer.locator('option')).not.toHaveCount(1);
  const someone = (await customer.locator('option').nth(1).textContent())!;
  await customer.selectOption({ label: someone });
  await sale.getByLabel('Description').fill(item);
  await sale.getByLabel('Quantity').fill('1');
  await sale.getByLabel('Price each').fill('40');
  await sale.getByRole('button', { name: 'Record sale' }).click();
  await expect(page.getByText('Sale recorded')).toBeVisible();

  await page.goto('/accounting');
  await page.getByRole('button', { name: 'Invoice sales' }).click();
  const dialog = page.getByRole('dialog', { name: "Invoice a period's sales" });
  await dialog.getByLabel('Find a recipient').fill(someone.split(' ')[0]!);
  await dialog
    .getByRole('combobox', { name: 'To' })
    .selectOption({ label: `${someone} (customer)` });
  // A day either side of today, whatever the business's time zone makes of it.
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Sales from').fill(day(-1));
  await dialog.getByLabel('Sales until').fill(day(1));
  await dialog.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page).toHaveURL(/\/accounting\/[0-9a-f-]{36}$/);
  await expect(page.getByText(item).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post' })).toBeVisible();
});
