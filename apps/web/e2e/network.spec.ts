import { expect, test } from '@playwright/test';
import { fillSignIn } from './support';

test('a request that cannot reach the server is tried 3 more times, then reported', async ({
  page,
}) => {
  await page.goto('/signin');
  let attempts = 0;
  await page.route('**/graphql', (route) => {
    attempts += 1;
    return route.abort('connectionrefused');
  });
  await fillSignIn(page, 'sales@demo.test');
  await expect(page.getByText('Network error — please check your connection.')).toBeVisible();
  expect(attempts).toBe(4);
  await expect(page).toHaveURL(/\/signin$/);
});

test('a 5xx answer is retried and the request then succeeds', async ({ page }) => {
  await page.goto('/signin');
  let failures = 0;
  await page.route('**/graphql', (route) => {
    if (failures < 2) {
      failures += 1;
      return route.fulfill({ status: 503, body: 'Service Unavailable' });
    }
    return route.fallback();
  });
  await fillSignIn(page, 'sales@demo.test');
  await expect(page.getByText('Welcome back! Redirecting you to Sales...')).toBeVisible();
  expect(failures).toBe(2);
});

test('a refused request is not retried, and the server’s message is shown', async ({ page }) => {
  await page.goto('/signin');
  let attempts = 0;
  await page.route('**/graphql', (route) => {
    attempts += 1;
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        data: null,
        errors: [{ message: 'Invalid email address', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    });
  });
  await fillSignIn(page, 'sales@demo.test');
  await expect(page.getByText('Oops: Invalid email address')).toBeVisible();
  expect(attempts).toBe(1);
});

test('a refusal the server tells by key is shown in the reader’s language, with its parameters', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('back-office.language', 'el'));
  await page.goto('/signin');
  await page.route('**/graphql', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        data: null,
        errors: [
          {
            message: 'Maximum length is 255 characters',
            extensions: { code: 'BAD_USER_INPUT', messageKey: 'maxLength', params: { n: 255 } },
          },
        ],
      }),
    }),
  );
  await page.getByRole('textbox', { name: 'Email' }).fill('sales@demo.test');
  await page.getByRole('textbox', { name: 'Κωδικός πρόσβασης', exact: true }).fill('password');
  await page.getByRole('button', { name: 'Σύνδεση', exact: true }).click();
  await expect(page.getByText('Ωχ: Το μέγιστο μήκος είναι 255 χαρακτήρες')).toBeVisible();
});
