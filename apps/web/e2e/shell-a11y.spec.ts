import { expect, test } from '@playwright/test';
import { openAs } from './roles';
import { seriousViolations } from './shell-support';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
    });

    test('the sign-in page', async ({ page }) => {
      await page.goto('/signin');
      await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the dashboard in the shell', async ({ page }) => {
      await openAs(page, 'admin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('an open dialog', async ({ page }) => {
      await openAs(page, 'admin');
      // The welcome toast fades out meanwhile; half-transparent, it is no steady state to judge.
      await expect(page.getByText(/^Welcome back!/)).toHaveCount(0);
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
