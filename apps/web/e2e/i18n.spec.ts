import { expect, test } from '@playwright/test';

test('the Greek language shows Greek labels on the sign-in page, and is remembered', async ({
  page,
}) => {
  await page.goto('/signin');
  await expect(page).toHaveTitle('Sign In · Back Office');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Ελληνικά' });

  await expect(page.getByRole('heading', { name: 'Συνδεθείτε στον λογαριασμό σας' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Κωδικός πρόσβασης', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Να με θυμάσαι' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ξεχάσατε τον κωδικό;' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Σύνδεση', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page).toHaveTitle('Σύνδεση · Back Office');

  // The shared schema's messages are shown in the reader's language too.
  await page.getByRole('button', { name: 'Σύνδεση', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Το email είναι υποχρεωτικό',
  );

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Συνδεθείτε στον λογαριασμό σας' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Γλώσσα' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});

test('each public page has its own title and description', async ({ page }) => {
  const pages = [
    ['/signin', 'Sign In · Back Office', 'Sign in to the Back Office of your business.'],
    [
      '/signup',
      'Sign Up · Back Office',
      'Register your company and create your Back Office account.',
    ],
    [
      '/reset-password',
      'Reset password · Back Office',
      'Get a link to choose a new password for your account.',
    ],
    [
      '/two-step-verification',
      'Two-step verification · Back Office',
      'Confirm your sign-in with a 6-digit code.',
    ],
    [
      '/no-such-page',
      'Page not found · Back Office',
      'The page you are looking for does not exist.',
    ],
  ] as const;
  for (const [path, title, description] of pages) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(path, page.url()).href,
    );
  }
});
