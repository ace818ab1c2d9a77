import { expect, test } from '@playwright/test';
import { apiToken, uniqueName } from './api';
import { createOffer, createProduct, redeem, takeOfferAndShowQr } from './marketplace-api';
import { openAs } from './roles';

test('an offer goes from the executive through approval to a wallet and the counter, and the stock drops', async ({
  page,
  browser,
  request,
}) => {
  // Three people (executive, admin, cashier) and a customer, each signing in.
  test.slow();
  const productName = uniqueName('E2E Mocha');
  const title = uniqueName('E2E Mocha deal');
  const executive = await apiToken(request, 'exec@demo.test', 'Aroma Cafe');
  const productId = await createProduct(request, executive, {
    name: productName,
    category: 'coffee',
    priceMinor: 1200,
    stockQuantity: 10,
  });

  await openAs(page, 'executive-aroma');
  await page.keyboard.press('Control+Shift+O');
  await page.waitForURL((url) => url.pathname === '/marketplace');
  await expect(page.getByRole('tab', { name: 'Offers', selected: true })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'New offer' });
  await dialog.getByRole('combobox', { name: 'Product' }).selectOption(productId);
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Discount (%)' }).fill('25');
  await expect(dialog.getByText(/Coupon value: 9,00\s€/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByText('Offer sent for approval')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('tab')).toBe('offers');
  expect(new URL(page.url()).searchParams.has('isCreateOpen')).toBe(false);
  const offerRow = page
    .getByRole('table', { name: 'Offers' })
    .getByRole('row', { name: new RegExp(title) });
  await expect(offerRow).toContainText('Pending');
  // Only the provider decides on a pending offer.
  await expect(offerRow.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openAs(admin, 'admin', '/pending-offers');
  await admin.getByRole('searchbox', { name: 'Search offers by title' }).fill(title);
  const pending = admin
    .getByRole('table', { name: 'Pending offers' })
    .getByRole('row', { name: new RegExp(title) });
  await expect(pending).toContainText('Aroma Cafe');
  await pending.getByRole('button', { name: 'Approve' }).click();
  await admin
    .getByRole('dialog', { name: `Approve ${title}?` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(admin.getByText(`${title} approved`)).toBeVisible();
  await expect(pending).toBeHidden();
  await adminContext.close();

  await page.reload();
  await expect(offerRow).toContainText('Approved');

  const qr = await takeOfferAndShowQr(request, title);
  const cashier = await apiToken(request, 'cashier@demo.test', 'Aroma Cafe');
  expect(await redeem(request, cashier, qr)).toEqual({
    success: true,
    messageCode: 'COUPON_REDEEMED',
  });

  await page.goto('/stock-control');
  await page.getByRole('searchbox', { name: 'Search products by name or SKU' }).fill(productName);
  const stockRow = page
    .getByRole('table', { name: 'Stock' })
    .getByRole('row', { name: new RegExp(productName) });
  await expect(stockRow.getByRole('cell', { name: '9', exact: true })).toBeVisible();
  await stockRow.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: `Stock history: ${productName}` });
  await expect(history.getByRole('listitem').first()).toContainText('Coupon redeemed');
  await expect(history.getByRole('listitem').first()).toContainText('−1');
  await expect(history.getByRole('listitem').first()).toContainText('→ 9');
});

test('an executive adjusts stock with a reason, and cannot take it below zero', async ({
  page,
  request,
}) => {
  const productName = uniqueName('E2E Beans');
  const executive = await apiToken(request, 'exec@demo.test', 'Blue Bay Travel');
  await createProduct(request, executive, {
    name: productName,
    category: 'retail',
    priceMinor: 900,
    stockQuantity: 2,
  });
  await openAs(page, 'executive-blue-bay', '/stock-control');
  await page.getByRole('checkbox', { name: 'Low stock only' }).check();
  await page.getByRole('searchbox', { name: 'Search products by name or SKU' }).fill(productName);
  const row = page
    .getByRole('table', { name: 'Stock' })
    .getByRole('row', { name: new RegExp(productName) });
  await expect(row).toContainText('Low stock');

  await row.getByRole('button', { name: 'Adjust stock' }).click();
  const dialog = page.getByRole('dialog', { name: `Adjust stock: ${productName}` });
  const change = dialog.getByRole('textbox', { name: 'Change' });
  await change.fill('-5');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Counted the shelf');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(change).toHaveAccessibleDescription('Stock cannot go below zero');

  await change.fill('8');
  await expect(dialog.getByText('After the change: 10')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(page.getByText(`Stock of ${productName} updated`)).toBeVisible();
  // No longer low on stock: the low-stock filter lets it go.
  await expect(row).toBeHidden();
  await page.getByRole('checkbox', { name: 'Low stock only' }).uncheck();
  await expect(row.getByRole('cell', { name: '10', exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'History' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: 'Counted the shelf' });
  await expect(entry).toContainText('+8');
  await expect(entry).toContainText('Elena Executive');
});

test('a rejection needs a reason, and the merchant reads it', async ({
  page,
  browser,
  request,
}) => {
  // An admin and an executive, each signing in.
  test.slow();
  const title = uniqueName('E2E Cruise deal');
  const executive = await apiToken(request, 'exec@demo.test', 'Blue Bay Travel');
  await createOffer(request, executive, { title, offerPriceMinor: 3000 });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openAs(admin, 'admin', '/offers-management');
  await admin.getByRole('combobox', { name: 'Status' }).selectOption('Pending');
  await admin.getByRole('searchbox', { name: 'Search offers by title' }).fill(title);
  const row = admin
    .getByRole('table', { name: 'Offers Management' })
    .getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: 'Reject' }).click();
  const reject = admin.getByRole('dialog', { name: `Reject ${title}?` });
  await reject.getByRole('button', { name: 'Reject' }).click();
  const reason = reject.getByRole('textbox', { name: 'Reason for the merchant' });
  await expect(reason).toHaveAccessibleDescription(/A reason is required/);
  await reason.fill('The price is higher than the product itself');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByText(`${title} rejected`)).toBeVisible();
  await adminContext.close();

  await openAs(page, 'executive-blue-bay', '/marketplace?tab=offers');
  await page.getByRole('searchbox', { name: 'Search offers by title' }).fill(title);
  const own = page
    .getByRole('table', { name: 'Offers' })
    .getByRole('row', { name: new RegExp(title) });
  await expect(own).toContainText('Reason: The price is higher than the product itself');
  await own.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit offer' });
  await expect(edit.getByRole('note')).toContainText('The price is higher than the product itself');
  await edit.getByRole('textbox', { name: 'Offer price' }).fill('20');
  await edit.getByRole('button', { name: 'Save and send for approval' }).click();
  await expect(page.getByText('Offer saved and sent for approval')).toBeVisible();
  await expect(own).toContainText('Pending');
});
