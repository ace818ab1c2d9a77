import { expect, test } from '@playwright/test';
import { openAs } from './roles';

const DAY_S = 24 * 60 * 60;

test('the notification bell opens the newest notifications and leads to all of them', async ({
  page,
}) => {
  await openAs(page, 'admin');
  const bell = page.getByTestId('notification-bell');
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(panel.getByRole('button', { name: 'View All Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await bell.click();
  await panel.getByRole('button', { name: 'View All Notifications' }).click();
  await expect(panel).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
});

test('the user menu: name, role badges, My Profile for ADMIN, and signing out', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await expect(page.getByRole('list', { name: 'Roles' }).getByRole('listitem')).toHaveText([
    'Admin',
  ]);
  await page.getByRole('link', { name: 'My Profile' }).click();
  await page.waitForURL((url) => url.pathname === '/profile');

  // The label lasts only while signing out: hold the server's answer so a busy machine still sees it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('logout')) await held;
    await route.continue();
  });
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Signing out...' })).toBeVisible();
  release();
  await page.waitForURL('**/signin');
});

test('the user menu of a cashier has no My Profile', async ({ page }) => {
  await openAs(page, 'cashier');
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await expect(page.getByRole('list', { name: 'Roles' })).toHaveText('Cashier');
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Profile' })).toHaveCount(0);
});

test('ADMIN’s extra control leads to the offers waiting for approval', async ({ page }) => {
  await openAs(page, 'admin');
  const control = page.getByRole('link', { name: /^Pending offers/ });
  await expect(control).toBeVisible();
  await control.click();
  await page.waitForURL((url) => url.pathname === '/pending-offers');
});

test('hiding amounts is remembered for 365 days in app_values_visible', async ({
  page,
  context,
}) => {
  await openAs(page, 'sales');
  await page.getByRole('button', { name: 'Hide amounts' }).click();
  await expect(page.getByRole('button', { name: 'Show amounts' })).toBeVisible();
  const cookie = (await context.cookies()).find((entry) => entry.name === 'app_values_visible');
  expect(cookie?.value).toBe('false');
  expect(((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_S).toBeGreaterThan(364.9);
  await page.reload();
  await page.getByRole('button', { name: 'Show amounts' }).click();
  await expect(page.getByRole('button', { name: 'Hide amounts' })).toBeVisible();
});

test('the home page’s code is fetched 2 s after signing in', async ({ page }) => {
  // Both moments are taken in the page, on its clock: when the signed-in shell's navigation
  // first appears, and when the home page's chunk is requested. A busy machine can only delay
  // the second, never bring it forward.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('nav[aria-label="Main navigation"]')) return;
      (window as unknown as { shellShownAt: number }).shellShownAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await openAs(page, 'cashier');
  // A resource's timing entry is added once its download has finished.
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/assets\/home-page-[^/]+\.js$/.test(entry.name)),
  );
  const { shownAt, requestedAt } = await page.evaluate(() => ({
    shownAt: (window as unknown as { shellShownAt: number }).shellShownAt,
    requestedAt: performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/home-page-[^/]+\.js$/.test(entry.name))?.startTime,
  }));
  expect(requestedAt! - shownAt).toBeGreaterThan(1900);
});

test('a route change is announced to screen readers and cleared after a second', async ({
  page,
}) => {
  await openAs(page, 'admin');
  const region = page.locator('div[aria-live="polite"][aria-atomic="true"]');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Support' })
    .click();
  await expect(region).toHaveText('Support · Back Office');
  await expect(region).toHaveText('', { timeout: 2000 });
});

test('the footer leads to Legal & Policies, which names what the product stores', async ({
  page,
}) => {
  await openAs(page, 'sales');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Legal & Policies' }).click();
  await page.waitForURL((url) => url.pathname === '/all-legals');
  for (const heading of ['Terms of Service', 'Privacy Policy', 'Cookie Policy'])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  const stored = page.getByRole('table', { name: 'Cookies and items stored in your browser' });
  for (const name of [
    'refresh_token',
    'theme',
    'app_country',
    'app_values_visible',
    'back-office.token',
    'back-office.remembered-email',
    'back-office.sidebar-collapsed',
  ])
    await expect(stored.getByRole('rowheader', { name, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Business Manager Terms' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Business Manager Terms' }),
  ).toBeVisible();
});

test('the legal pages are in Greek for Greek readers', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('back-office.language', 'el'));
  await page.goto('/all-legals');
  await expect(page.getByRole('heading', { level: 1, name: 'Νομικά & Πολιτικές' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Πολιτική Cookies' })).toBeVisible();
});
