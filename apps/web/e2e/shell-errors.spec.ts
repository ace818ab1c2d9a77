import { expect, test } from '@playwright/test';
import { fillSignIn } from './support';
import { openAs } from './roles';

test('a section that fails shows "Unable to load this section" and recovers on navigation', async ({
  page,
}) => {
  await openAs(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // The Support page's code cannot be fetched (as after a deploy replaced it): its section fails.
  await page.route(/\/assets\/support-page-[^/]+\.js$/, (route) => route.abort());
  await nav.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('alert')).toContainText('Unable to load this section');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toContainText('Unable to load this section');
  // The rest of the shell still works, and another page clears the fallback.
  await nav.getByRole('link', { name: 'Academy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Academy' })).toBeVisible();
  await expect(page.getByText('Unable to load this section')).toHaveCount(0);
});

test('an unhandled rejection about authorisation is ignored; any other one is reported', async ({
  page,
}) => {
  await openAs(page, 'sales');
  const toast = page.getByText('An unexpected error occurred. Please try again.');
  await page.evaluate(() => {
    void Promise.reject(new Error('Request failed with status 401 Unauthorized'));
  });
  await page.waitForTimeout(1000);
  await expect(toast).toHaveCount(0);
  await page.evaluate(() => {
    void Promise.reject(new Error('Something else broke'));
  });
  await expect(toast).toBeVisible();
});

test('a network failure raises the network-error event besides its message', async ({ page }) => {
  await page.addInitScript(() => {
    window.addEventListener('back-office:network-error', (event) => {
      (window as unknown as { networkEvents: unknown[] }).networkEvents ??= [];
      (window as unknown as { networkEvents: unknown[] }).networkEvents.push(
        (event as CustomEvent).detail,
      );
    });
  });
  await page.goto('/signin');
  await page.route('**/graphql', (route) => route.abort('connectionrefused'));
  await fillSignIn(page, 'sales@demo.test');
  await expect(page.getByText('Network error — please check your connection.')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { networkEvents?: unknown[] }).networkEvents),
  ).toEqual(['Network error occurred. Please check your connection']);
});
