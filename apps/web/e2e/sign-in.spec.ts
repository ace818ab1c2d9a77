import { expect, test } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  fillSignIn,
  msFromLastRequestToLeaving,
  pathOf,
  signIn,
  signInAsExecutive,
} from './support';

test.describe('each demo account lands on its page, with the welcome toast', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(account.email, async ({ page }) => {
      await page.goto('/signin');
      const redirectDelay = msFromLastRequestToLeaving(page, '/signin');
      await fillSignIn(page, account.email);
      await expect(
        page.getByText(`Welcome back! Redirecting you to ${account.page}...`),
      ).toBeVisible();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === account.landing);
      await expect(page.getByText(account.business, { exact: true })).toBeVisible();
      // The redirect follows the business selection's answer and the toast by 800 ms.
      expect(await redirectDelay).toBeGreaterThanOrEqual(780);
    });
  }
});

test('exec@demo.test chooses between both businesses in a modal that cannot be dismissed', async ({
  page,
}) => {
  await page.goto('/signin');
  await fillSignIn(page, 'exec@demo.test');
  const modal = page.getByRole('dialog', { name: 'Select a business' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: /Aroma Cafe/ })).toBeVisible();
  await expect(modal.getByRole('button', { name: /Blue Bay Travel/ })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(modal).toBeVisible();

  await modal.getByRole('button', { name: /Blue Bay Travel/ }).click();
  await expect(page.getByText('Welcome back! Redirecting you to Dashboard...')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Business analytics' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Switch business: Blue Bay Travel' }),
  ).toBeVisible();
});

test('switching business later marks the current one and reloads on /', async ({ page }) => {
  await signInAsExecutive(page, 'Aroma Cafe');
  await page.goto('/employees');
  await page.getByRole('button', { name: 'Switch business: Aroma Cafe' }).click();
  const modal = page.getByRole('dialog', { name: 'Select a business' });
  await expect(modal.getByRole('button', { name: /Aroma Cafe/ })).toBeDisabled();
  await expect(modal.getByRole('button', { name: /Aroma Cafe/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await page.getByRole('button', { name: 'Switch business: Aroma Cafe' }).click();
  await modal.getByRole('button', { name: /Blue Bay Travel/ }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(
    page.getByRole('button', { name: 'Switch business: Blue Bay Travel' }),
  ).toBeVisible();
});

test('the previous location is where sign-in leads back to', async ({ page }) => {
  await page.goto('/business-profile');
  await page.waitForURL('**/signin');
  await fillSignIn(page, 'cashier@demo.test');
  await expect(
    page.getByText('Welcome back! Redirecting you to Business Profile...'),
  ).toBeVisible();
  await page.waitForURL('**/business-profile');
  await expect(page.getByRole('heading', { name: 'Business Profile' })).toBeVisible();
});

test('a role entering a route it may not is sent to /', async ({ page }) => {
  await signIn(page, 'cashier@demo.test', '/scanner-history?view=merchant');
  for (const forbidden of [
    '/employees',
    '/accounting',
    '/businesses',
    '/sales',
    '/stock-control',
  ]) {
    await page.goto(forbidden);
    await page.waitForURL((url) => url.pathname === '/');
    // The cashier's home: today's scans at the counter.
    await expect(page.getByRole('heading', { name: 'Today at the counter' })).toBeVisible();
  }
  await page.goto('/scanner-history?view=merchant');
  expect(pathOf(page)).toBe('/scanner-history?view=merchant');
  await expect(page.getByRole('heading', { name: 'Scanner History' })).toBeVisible();
});

test('signed out, any protected route goes to /signin', async ({ page }) => {
  for (const path of [
    '/',
    '/employees',
    '/accounting/42',
    '/businesses/stores/edit/7',
    '/profile',
    '/scanner-history?view=admin',
  ]) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/signin');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  }
});

test('the sign-in page sends a signed-in user to /, and /sign-in is the same page', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.waitForURL('**/signin');
  await signIn(page, 'admin@demo.test', '/');
  await page.goto('/signin');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
});

test('wrong credentials are refused with their reason', async ({ page }) => {
  await page.goto('/signin');
  await fillSignIn(page, 'sales@demo.test', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/signin$/);
});

test('sign-out ends the session and returns to /signin, where "Remember me" kept the email', async ({
  page,
}) => {
  await page.goto('/signin');
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await fillSignIn(page, 'employee@demo.test');
  await page.waitForURL((url) => url.pathname === '/');
  // On large screens sign-out is in the user menu.
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/signin');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('employee@demo.test');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await page.goto('/');
  await page.waitForURL('**/signin');
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('back-office.')),
  );
  expect(stored).toEqual(['back-office.remembered-email']);
});
