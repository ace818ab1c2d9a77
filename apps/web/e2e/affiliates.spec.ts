import { expect, type Page } from '@playwright/test';
import { apiToken, uniqueName, uniqueSuffix } from './api';
import {
  approveOffer,
  createOffer,
  createProduct,
  redeem,
  takeOfferAndShowQr,
} from './marketplace-api';
import { openAs } from './roles';
import { seriousViolations } from './shell-support';
import { test } from './server-clock';

const DAY = 86_400_000;

const commissionRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Commissions' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test('the provider grows the network: an approved affiliate’s link brings a business whose redemption earns a commission, approved after the hold and paid', async ({
  page,
  browser,
  request,
  serverClock,
}) => {
  // A sign-up, an offer approved, taken and redeemed, and a payout: a long journey.
  test.slow();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAs(page, 'admin', '/affiliate-network');
  await expect(page.getByRole('heading', { name: 'Affiliate Network', level: 1 })).toBeVisible();

  // The tree: Marios with Eleni under him.
  await page.getByRole('tab', { name: 'Network tree' }).click();
  const tree = page.getByRole('list', { name: 'The affiliate network' });
  const marios = tree.getByTestId('affiliate-tree-node').filter({ hasText: 'Marios Georgiou' });
  await expect(marios.getByTestId('affiliate-tree-child')).toContainText('Eleni Charalambous');
  expect(await seriousViolations(page)).toEqual([]);

  // Kostas waits for approval; the provider approves him and copies his link.
  await page.getByRole('tab', { name: 'List' }).click();
  const table = page.getByRole('table', { name: 'Affiliate Network' });
  const kostas = table.getByRole('row').filter({ hasText: 'Kostas Ioannou' });
  await expect(kostas).toContainText('Pending approval');
  await kostas.getByRole('button', { name: 'Approve Kostas Ioannou' }).click();
  await expect(page.getByText('Affiliate approved')).toBeVisible();
  await expect(kostas).toContainText('Active');
  await kostas.getByRole('button', { name: 'Copy the referral link of Kostas Ioannou' }).click();
  await expect(page.getByText('Referral link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname + new URL(link).search).toBe('/signup?ref=KOSTAS25');

  // A business signs up through the link and is told it came through an affiliate.
  const company = uniqueName('Kostas Bistro');
  const email = `bistro-${uniqueSuffix()}@example.test`;
  const visitor = await browser.newContext();
  const signup = await visitor.newPage();
  await signup.goto(link);
  const field = (name: string) => signup.getByRole('textbox', { name, exact: true });
  await field('Company name').fill(company);
  await field('Company legal name').fill(`${company} Ltd`);
  await field('Company email').fill(`office-${email}`);
  await field('Company phone').fill('22123456');
  await field('First name').fill('Kyriaki');
  await field('Last name').fill('Bistrou');
  await field('Email').fill(email);
  await field('Phone').fill('99123456');
  await field('Password').fill('Bistro2026!');
  await field('Confirm password').fill('Bistro2026!');
  await signup.getByRole('checkbox', { name: /I accept the/ }).check();
  await signup.getByRole('button', { name: 'Create account' }).click();
  await expect(
    signup.getByRole('heading', { name: 'Account Created Successfully!' }),
  ).toBeVisible();
  await expect(signup.getByTestId('referral-notice')).toHaveText('Registered through an affiliate');
  await visitor.close();
  await page.reload();
  await expect(kostas).toContainText('1 businesses, 0 customers');

  // A customer redeems an offer of the new business: 20.00 earns Kostas 5 %, pending the hold.
  const owner = await apiToken(request, email, company, 'Bistro2026!');
  const admin = await apiToken(request, 'admin@demo.test', 'Demo Provider');
  const title = uniqueName('Bistro lunch');
  await createProduct(request, owner, {
    name: uniqueName('Lunch'),
    category: 'coffee',
    priceMinor: 2500,
    stockQuantity: 10,
  });
  const offerId = await createOffer(request, owner, { title, offerPriceMinor: 2000 });
  await approveOffer(request, admin, offerId);
  const qr = await takeOfferAndShowQr(request, title);
  expect(await redeem(request, owner, qr)).toMatchObject({ success: true });

  await page.goto('/affiliate-commissions');
  await expect(
    page.getByRole('heading', { name: 'Affiliate Commissions', level: 1 }),
  ).toBeVisible();
  await page.getByLabel('Affiliate', { exact: true }).selectOption({ label: 'Kostas Ioannou' });
  await page.getByLabel('Business', { exact: true }).selectOption({ label: company });
  await expect(commissionRows(page)).toHaveCount(1);
  await expect(commissionRows(page).first()).toContainText(company);
  await expect(commissionRows(page).first()).toContainText('Pending');
  await expect(commissionRows(page).first()).toContainText('1,00 €');
  expect(await seriousViolations(page)).toEqual([]);

  try {
    // Fifteen days on, the scheduled job approves it; the provider pays it in a payout.
    const moved = await serverClock.move({ advanceMs: 15 * DAY });
    expect(moved.started).toContain('affiliate-commissions-approve');
    await expect(async () => {
      await page.reload();
      await page.getByLabel('Affiliate', { exact: true }).selectOption({ label: 'Kostas Ioannou' });
      await expect(commissionRows(page).first()).toContainText('Approved', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });

    await page.getByRole('tab', { name: 'Payouts' }).click();
    await page.getByRole('button', { name: 'New payout' }).click();
    const dialog = page.getByRole('dialog', { name: 'New payout' });
    await dialog.getByLabel('Affiliate').selectOption({ label: 'Kostas Ioannou' });
    await dialog.getByRole('button', { name: 'New payout' }).click();
    await expect(page.getByText('Payout created')).toBeVisible();
    const payout = page
      .getByRole('table', { name: 'Payouts' })
      .getByRole('row')
      .filter({ hasText: 'Kostas Ioannou' });
    await expect(payout).toContainText('1,00 €');
    await payout.getByRole('button', { name: 'Approve the payout of Kostas Ioannou' }).click();
    await expect(page.getByText('Payout approved')).toBeVisible();
    await payout.getByRole('button', { name: 'Mark the payout of Kostas Ioannou as paid' }).click();
    const paid = page.getByRole('dialog', { name: 'Mark payout as paid' });
    await paid.getByLabel('Reference').fill('SEPA-KOSTAS-1');
    await paid.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(page.getByText('Payout marked as paid')).toBeVisible();
    await expect(payout).toContainText('Paid');
    await expect(payout).toContainText('SEPA-KOSTAS-1');
  } finally {
    await serverClock.move({ reset: true });
  }

  // The what-if compares the demo's draft rule with what the rules in force paid.
  await page.getByRole('tab', { name: 'What-if' }).click();
  await expect(page.getByLabel('Draft rule')).toHaveValue(/.+/);
  await expect(page.getByTestId('what-if-draft')).toContainText('€');
  await expect(page.getByTestId('what-if-current')).toContainText('€');
  await page.getByLabel('Window').selectOption({ label: 'Last 90 days' });
  await expect(page.getByText(/sales of referred businesses or customers/)).toBeVisible();
});

test('refused input says why and writes nothing: a third level, a taken code', async ({ page }) => {
  await openAs(page, 'admin', '/affiliate-network');
  await page.getByRole('button', { name: 'Invite affiliate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite affiliate' });
  const name = uniqueName('Nikos');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(`nikos-${uniqueSuffix()}@example.test`);
  await dialog.getByLabel('Referral code').fill('MARIOS24');
  await dialog.getByRole('button', { name: 'Invite affiliate' }).click();
  await expect(
    dialog.getByText('This referral code is already used by another affiliate'),
  ).toBeVisible();
  await dialog.getByLabel('Referral code').fill('');
  await dialog.getByLabel('Parent affiliate').selectOption({ label: 'Marios Georgiou (MARIOS24)' });
  await dialog.getByRole('button', { name: 'Invite affiliate' }).click();
  await expect(page.getByText('Affiliate invited')).toBeVisible();
  const row = page.getByRole('table', { name: 'Affiliate Network' }).getByRole('row').filter({
    hasText: name,
  });
  await expect(row).toContainText('Marios Georgiou');
  await expect(row).toContainText('Pending approval');
});
