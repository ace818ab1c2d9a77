import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueName, uniqueSuffix } from './api';
import { linkFromMail } from './mail-support';
import { fillSignIn } from './support';
import { openAs } from './roles';

// Onboarding, as three people on three devices: the provider's ADMIN opens a business for
// a new partner, its first executive joins through the emailed invitation and takes on a cashier,
// who joins the same way and starts at the counter's page. Every link is read from the mail the
// server sent (to the run's SMTP catcher), never from the database.

test.slow();

// A person's own browser: nothing shared with the ADMIN's session.
async function newDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

// Opens the invitation link of the newest mail to `email` and chooses a password with it.
async function acceptInvitation(page: Page, email: string, password: string): Promise<void> {
  const link = await linkFromMail(email);
  expect(link).toMatch(/^\/reset-password\/confirm\?token=/);
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

test('an ADMIN opens a business whose invited executive takes on a cashier, who starts on scanner history', async ({
  page,
  browser,
}) => {
  const business = uniqueName('Journey Bakery');
  const executive = { email: `exec-${uniqueSuffix()}@example.test`, password: 'Executive-Pass-1' };
  const cashier = { email: `cashier-${uniqueSuffix()}@example.test`, password: 'Cashier-Pass-1' };

  // The provider's ADMIN creates the business with its first executive.
  await openAs(page, 'admin');
  await page.goto('/businesses?isCreateOpen=true');
  const create = page.getByRole('dialog', { name: 'New business' });
  await expect(create).toBeVisible({ timeout: 20_000 });
  await create.getByLabel('Company name').fill(business);
  await create.getByLabel('Company legal name').fill(`${business} Ltd`);
  await create.getByLabel('First name').fill('Eva');
  await create.getByLabel('Last name').fill('Executive');
  await create.getByRole('textbox', { name: 'Email', exact: true }).fill(executive.email);
  await create.getByRole('button', { name: 'Create business' }).click();
  const created = page.getByRole('dialog', { name: 'Business created' });
  await expect(created).toContainText(`An invitation was sent to ${executive.email}`);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('table', { name: 'Businesses' })).toContainText(business);

  // The executive joins through the invitation and signs in to the new business.
  const executivePage = await newDevice(browser);
  await acceptInvitation(executivePage, executive.email, executive.password);
  await fillSignIn(executivePage, executive.email, executive.password);
  await executivePage.waitForURL((url) => url.pathname === '/');
  await expect(executivePage.getByRole('banner')).toContainText(business);

  // ... and adds a cashier on /employees.
  await executivePage.goto('/employees');
  await expect(executivePage.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await executivePage.getByRole('button', { name: 'Add employee' }).click();
  const add = executivePage.getByRole('dialog', { name: 'New employee' });
  await add.getByLabel('Email').fill(cashier.email);
  await add.getByLabel('First name').fill('Costas');
  await add.getByLabel('Last name').fill('Cashier');
  await add.getByLabel('Cashier').check();
  await add.getByRole('button', { name: 'Add employee' }).click();
  await expect(add).toBeHidden();
  const row = executivePage
    .getByRole('table', { name: 'Employees' })
    .getByRole('row')
    .filter({ hasText: 'Costas Cashier' });
  await expect(row.getByRole('list', { name: 'Roles' })).toHaveText('Cashier');

  // The cashier joins the same way and lands where a cashier works: the business's scan history.
  const cashierPage = await newDevice(browser);
  await acceptInvitation(cashierPage, cashier.email, cashier.password);
  await fillSignIn(cashierPage, cashier.email, cashier.password);
  await cashierPage.waitForURL(
    (url) => `${url.pathname}${url.search}` === '/scanner-history?view=merchant',
  );
  await expect(cashierPage.getByRole('heading', { name: 'Scanner History', level: 1 })).toBeVisible(
    { timeout: 20_000 },
  );
  await expect(cashierPage.getByRole('banner')).toContainText(business);
});
