import { expect, test } from '@playwright/test';
import { openAs } from './roles';

const DAY_S = 24 * 60 * 60;

test('the theme survives a reload, is applied before the app runs, and colours the browser', async ({
  page,
  context,
}) => {
  await openAs(page, 'sales');
  const html = page.locator('html');
  const themeColor = page.locator('meta[name="theme-color"]');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(themeColor).toHaveAttribute('content', '#ffffff');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(themeColor).toHaveAttribute('content', '#0b1120');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'theme');
  expect(cookie?.value).toBe('dark');
  // Remembered for 365 days.
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_S;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThanOrEqual(365);

  // With the app's own code held back, the page is already dark: nothing flashes light first.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(themeColor).toHaveAttribute('content', '#0b1120');

  await page.unroute(/\/assets\/index-[^/]+\.js$/);
  await page.reload();
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(themeColor).toHaveAttribute('content', '#ffffff');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await expect(html).not.toHaveClass(/\bdark\b/);
});
