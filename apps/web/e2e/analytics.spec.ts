import { expect, test, type Page } from '@playwright/test';
import { openAs } from './roles';
import { seriousViolations } from './shell-support';

const figure = (page: Page, name: string) =>
  page.getByTestId(`figure-${name}`).locator('p').first();

test('the admin reads the platform dashboard, changes the period and follows the waiting work', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();
  await expect(figure(page, 'redemptions')).not.toHaveText('0');
  await expect(figure(page, 'coupons-issued')).not.toHaveText('0');
  const lastThirtyDays = await figure(page, 'coupons-issued').textContent();

  await page
    .getByRole('combobox', { name: 'Period', exact: true })
    .selectOption({ label: 'Yesterday' });
  await expect(page).toHaveURL(/[?&]period=yesterday/);
  await expect(figure(page, 'coupons-issued')).not.toHaveText(lastThirtyDays!);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Period', exact: true })).toHaveValue(
    'yesterday',
  );
  await page
    .getByRole('combobox', { name: 'Period', exact: true })
    .selectOption({ label: 'Last 30 days' });

  const chart = page
    .getByRole('figure')
    .filter({ has: page.getByRole('heading', { name: 'Redemptions' }) });
  await expect(chart.getByRole('img', { name: /Redemptions/ })).toBeVisible();
  await chart.getByRole('button', { name: 'View as table' }).click();
  const table = chart.getByRole('table', { name: 'Redemptions' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(chart.getByRole('button', { name: 'View as chart' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  await page
    .getByTestId('action-queue')
    .getByRole('link', { name: /Offers waiting for approval/ })
    .click();
  await expect(page).toHaveURL(/\/pending-offers/);
});

test('a custom range and its granularity reach the address and survive a reload', async ({
  page,
}) => {
  await openAs(page, 'admin');
  const period = page.getByRole('combobox', { name: 'Period', exact: true });
  await period.selectOption({ label: 'Custom range' });
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-01-01');
  // Half a range stays in the fields: the address keeps the last whole period.
  await expect(page).not.toHaveURL(/from=/);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-03-31');
  await expect(page).toHaveURL(/period=custom&from=2026-01-01&to=2026-03-31/);
  const granularity = page.getByRole('combobox', { name: 'Show', exact: true });
  await expect(granularity).toHaveValue('day');
  // Hours are not offered for three months.
  await expect(granularity.getByRole('option', { name: 'By hour' })).toHaveCount(0);
  await granularity.selectOption('week');
  await expect(page).toHaveURL(/granularity=week/);
  await page.reload();
  await expect(period).toHaveValue('custom');
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue('2026-01-01');
  await expect(granularity).toHaveValue('week');
  await expect(figure(page, 'redemptions')).toBeVisible();
});

test('a period the address gets wrong falls back to the last 30 days with a message', async ({
  page,
}) => {
  await openAs(page, 'admin', '/?period=custom&from=2026-05-10&to=2026-01-01');
  await expect(
    page.getByText(
      'The start of the period must not be after its end. Showing the last 30 days instead.',
    ),
  ).toBeVisible();
  await expect(figure(page, 'redemptions')).toBeVisible();
  await openAs(page, 'admin', '/?period=custom&from=2020-01-01&to=2026-01-01');
  await expect(page.getByText(/A period may span at most five years/)).toBeVisible();
});

test('the executive sees each business’s own figures; a cashier reaches neither page', async ({
  page,
}) => {
  await openAs(page, 'executive-aroma');
  await expect(page.getByRole('heading', { name: 'Business analytics', level: 1 })).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Period', exact: true })
    .selectOption({ label: 'This year' });
  await expect(figure(page, 'gross-sales')).not.toHaveText('0,00 €');
  const aroma = await figure(page, 'gross-sales').textContent();
  await expect(page.getByRole('table', { name: 'Redemptions by weekday and hour' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch business: Aroma Cafe' }).click();
  // Switching reloads the app on / (business-switcher.tsx): the next navigation waits for that
  // reload, which would otherwise interrupt it.
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('dialog', { name: 'Select a business' })
    .getByRole('button', { name: /Blue Bay Travel/ })
    .click();
  await reloaded;
  await expect(
    page.getByRole('button', { name: 'Switch business: Blue Bay Travel' }),
  ).toBeVisible();
  await page.goto('/business-analytics?period=thisYear');
  await expect(page.getByRole('heading', { name: 'Business analytics', level: 1 })).toBeVisible();
  await expect(figure(page, 'gross-sales')).toBeVisible();
  await expect(figure(page, 'gross-sales')).not.toHaveText(aroma!);

  for (const path of ['/business-analytics', '/user-analytics']) {
    await openAs(page, 'cashier', path);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(
      page.getByRole('heading', { name: 'Today at the counter', level: 1 }),
    ).toBeVisible();
  }
  // A cashier's home is the counter's day, not a placeholder.
  await expect(page.getByText('This page is on its way. Check back soon.')).toHaveCount(0);
  await expect(page.getByTestId('home-scans-today')).toBeVisible();
});

test('the admin reads user analytics', async ({ page }) => {
  await openAs(page, 'admin', '/user-analytics');
  await expect(page.getByRole('heading', { name: 'User Analytics', level: 1 })).toBeVisible();
  await expect(
    page
      .getByTestId('staff-activity')
      .getByRole('table', { name: 'Staff activity by business' })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Retention by month of first coupon' }),
  ).toBeVisible();
});

for (const theme of ['light', 'dark'] as const)
  test(`the dashboard has no serious accessibility finding in the ${theme} theme`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
    await openAs(page, 'admin');
    await expect(figure(page, 'redemptions')).toBeVisible();
    await expect(page.getByRole('img', { name: /Redemptions/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Top merchants' })).toBeVisible();
    await expect(page.getByText(/^Welcome back!/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

test('on a phone the dashboard stacks its cards and its wide tables scroll by keyboard too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'executive-aroma');
  await expect(page.getByRole('table', { name: 'Redemptions by weekday and hour' })).toBeVisible();
  await expect(page.getByText(/^Welcome back!/)).toHaveCount(0);
  // The card is a region of that name too; the table's scroller is the inner one.
  const scroller = page.getByRole('region', { name: 'Redemptions by weekday and hour' }).last();
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // The page itself does not scroll sideways: the cards stay within the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});
