import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('signing out in one tab signs out the others', async ({ page, context }) => {
  await signIn(page, 'marketing@demo.test', '/');
  const other = await context.newPage();
  await other.goto('/support');
  await expect(other.getByRole('heading', { name: 'Support' })).toBeVisible();

  // On large screens sign-out is in the user menu.
  await page.getByRole('button', { name: /^Account menu of / }).click();
  // The passing 'Signing out...' label is checked, with the answer held, in shell-widgets.spec.ts.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/signin');
  await other.waitForURL('**/signin');
});

test('a stored session survives a reload, and a stored business that is gone is dropped', async ({
  page,
}) => {
  await signIn(page, 'accountant@demo.test', '/accounting');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Accounting' })).toBeVisible();

  await page.evaluate(() => {
    const key = 'back-office.selected-business';
    const business = JSON.parse(localStorage.getItem(key) ?? '{}') as {
      merchantId: { _id: string };
    };
    business.merchantId._id = '00000000-0000-4000-8000-000000000000';
    localStorage.setItem(key, JSON.stringify(business));
  });
  await page.reload();
  await expect(page.getByText("Selected business doesn't exist")).toBeVisible();
  const modal = page.getByRole('dialog', { name: 'Select a business' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: /Aroma Cafe/ }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your accounting', level: 1 })).toBeVisible();
});
