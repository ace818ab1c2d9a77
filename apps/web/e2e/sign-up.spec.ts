import { expect, test } from '@playwright/test';
import { fillSignIn } from './support';

test('a full sign-up succeeds and the new account can sign in', async ({ page }) => {
  const email = `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  await page.goto('/signup');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });

  // Held by the form with their defaults, never sent.
  await expect(field('Business type')).toHaveValue('Merchant');
  await expect(field('Role')).toHaveValue('Executive');
  await expect(field('Status')).toHaveValue('Active');

  await field('Company name').fill('Olive Grove');
  await field('Company legal name').fill('Olive Grove Ltd');
  await field('Company email').fill('hello@olive.example.test');
  await field('Company phone').fill('22123456');
  await field('First name').fill('Olga');
  await field('Last name').fill('Owner');
  await field('Email').fill(email);
  await field('Phone').fill('99123456');
  await field('Password').fill('Olive2024!');
  await field('Confirm password').fill('Olive2024!');
  await expect(page.getByRole('link', { name: 'Business Manager Terms' })).toHaveAttribute(
    'href',
    '/business-manager-terms',
  );
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Account Created Successfully!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await page.waitForURL('**/signin');

  await fillSignIn(page, email, 'Olive2024!');
  await expect(page.getByText('Welcome back! Redirecting you to Dashboard...')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText('Olive Grove', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Business analytics' })).toBeVisible();
});

test('signing up with an email that has an account says so', async ({ page }) => {
  await page.goto('/signup');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Company name').fill('Copy Cat');
  await field('Company legal name').fill('Copy Cat Ltd');
  await field('Company email').fill('hello@copycat.example.test');
  await field('Company phone').fill('22123456');
  await field('First name').fill('Eve');
  await field('Last name').fill('Again');
  await field('Email').fill('exec@demo.test');
  await field('Phone').fill('99123456');
  await field('Password').fill('Demo12345');
  await field('Confirm password').fill('Demo12345');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists');
});
