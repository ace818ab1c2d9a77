import { expect, test } from '@playwright/test';
import { fillSignIn } from './support';
import { signInOwner, signUpOwner, toast } from './profile-support';

test('own details are saved and shown again after a reload', async ({ page, request }) => {
  const owner = await signUpOwner(request, 'profile-details');
  await signInOwner(page, owner);
  await page.goto('/profile');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });

  await expect(field('First name')).toHaveValue('Olga');
  await expect(field('Email')).toHaveValue(owner.email);
  await expect(field('Email')).toBeDisabled();
  // The number given at sign-up, split into its country and national digits.
  await expect(page.getByRole('button', { name: /^Country: Cyprus/ })).toBeVisible();
  await expect(field('Phone')).toHaveValue('99123456');

  await field('First name').fill('Penelope');
  await field('Last name').fill('Pappas');
  await field('Phone').fill('99765432');
  await field('Address').fill('12 Makariou Avenue');
  await field('Postal code').fill('1065');
  await field('City').fill('Nicosia');
  await field('Country').fill('Cyprus');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();

  await page.reload();
  await expect(field('First name')).toHaveValue('Penelope');
  await expect(field('Last name')).toHaveValue('Pappas');
  await expect(field('Phone')).toHaveValue('99765432');
  await expect(field('Address')).toHaveValue('12 Makariou Avenue');
  await expect(field('Postal code')).toHaveValue('1065');
  await expect(field('City')).toHaveValue('Nicosia');
  await expect(field('Country')).toHaveValue('Cyprus');
});

test('a bad detail shows its message beside the field and nothing is saved', async ({
  page,
  request,
}) => {
  const owner = await signUpOwner(request, 'profile-invalid');
  await signInOwner(page, owner);
  await page.goto('/profile');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });

  await field('First name').fill('');
  await field('Postal code').fill('10#65');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(field('First name')).toHaveAccessibleDescription('First name is required');
  await expect(field('Postal code')).toHaveAccessibleDescription('Invalid input format');

  await page.reload();
  await expect(field('First name')).toHaveValue('Olga');
  await expect(field('Postal code')).toHaveValue('');
});

test('changing the password needs the current one, and the old one stops working', async ({
  page,
  request,
  browser,
}) => {
  const owner = await signUpOwner(request, 'profile-password');
  await signInOwner(page, owner);
  await page.goto('/profile');
  const password = (name: string) => page.getByRole('textbox', { name, exact: true });
  const change = page.getByRole('button', { name: 'Change password' });

  await password('Current password').fill('not-my-password');
  await password('New password').fill('Fresh2024!');
  await password('Confirm new password').fill('Fresh2024!');
  await change.click();
  await expect(password('Current password')).toHaveAccessibleDescription(
    'Current password is incorrect',
  );

  await password('Current password').fill(owner.password);
  await password('New password').fill(owner.password);
  await password('Confirm new password').fill(owner.password);
  await change.click();
  await expect(password('New password')).toHaveAccessibleDescription(
    'New password must be different from the current password',
  );

  await password('New password').fill('Fresh2024!');
  await password('Confirm new password').fill('Fresh2024!');
  await change.click();
  await expect(
    toast(page, 'Password changed. Your other devices have been signed out.'),
  ).toBeVisible();
  await expect(password('Current password')).toHaveValue('');

  // This device stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  const elsewhere = await browser.newPage();
  await elsewhere.goto('/signin');
  await fillSignIn(elsewhere, owner.email, owner.password);
  await expect(elsewhere.getByRole('alert')).toHaveText('Invalid email or password');
  await fillSignIn(elsewhere, owner.email, 'Fresh2024!');
  await elsewhere.waitForURL((url) => url.pathname === '/');
  await elsewhere.close();
});

test('signing out of other devices ends their sessions and keeps this one', async ({
  page,
  request,
  browser,
}) => {
  const owner = await signUpOwner(request, 'profile-devices');
  const other = await browser.newPage();
  await signInOwner(other, owner);
  await signInOwner(page, owner);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out of other devices' }).click();
  await expect(toast(page, 'Signed out of all other devices')).toBeVisible();

  // The other device's session can no longer be renewed; this one can.
  expect((await other.request.post('/refresh-token')).status()).toBe(401);
  expect((await page.request.post('/refresh-token')).ok()).toBe(true);
  await other.close();
});
