import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signIn, signInAsExecutive } from './support';

// Runs against the server whose access tokens last 20 s (playwright.config.ts).
test.describe.configure({ timeout: 120_000 });

// Resolves once the access token the page holds has expired.
async function tokenExpired(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const stored = JSON.parse(localStorage.getItem('back-office.token') ?? 'null') as {
        expiresAt: number;
      } | null;
      return stored !== null && stored.expiresAt < Date.now();
    },
    undefined,
    { timeout: 60_000, polling: 250 },
  );
}

function countRefreshes(context: BrowserContext): { readonly count: number } {
  const counter = { count: 0 };
  context.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().endsWith('/refresh-token') || body.includes('refreshEmployeeToken'))
      counter.count += 1;
  });
  return counter;
}

test('a page kept open past expiry keeps working through refresh', async ({ page, context }) => {
  await signInAsExecutive(page, 'Aroma Cafe');
  await tokenExpired(page);
  const refreshes = countRefreshes(context);

  await page.getByRole('button', { name: 'Switch business: Aroma Cafe' }).click();
  await page
    .getByRole('dialog', { name: 'Select a business' })
    .getByRole('button', { name: /Blue Bay Travel/ })
    .click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(
    page.getByRole('button', { name: 'Switch business: Blue Bay Travel' }),
  ).toBeVisible();
  await expect(page.getByText('Session expired. Please login again.')).toHaveCount(0);
  expect(refreshes.count).toBe(1);
});

test('two parallel requests after expiry cause exactly one refresh', async ({ page, context }) => {
  await signIn(page, 'sales@demo.test', '/sales');
  const other = await context.newPage();
  await other.goto('/sales');
  await expect(other.getByText('Aroma Cafe', { exact: true })).toBeVisible();
  await tokenExpired(page);

  const refreshes = countRefreshes(context);
  const checks: Promise<unknown>[] = [];
  for (const tab of [page, other]) {
    checks.push(
      tab.waitForResponse(
        (response) =>
          (response.request().postData() ?? '').includes('GetEmployee') && response.ok(),
      ),
    );
  }
  await Promise.all([page.reload(), other.reload()]);
  await Promise.all(checks);
  for (const tab of [page, other])
    await expect(tab.getByRole('heading', { name: 'Sales', level: 1 })).toBeVisible();
  expect(refreshes.count).toBe(1);
});

test('a revoked refresh token leads to "Session expired" and /signin', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await signIn(page, 'cashier@demo.test', '/scanner-history?view=merchant');
  const cookie = (await context.cookies()).find((entry) => entry.name === 'refresh_token');
  expect(cookie, 'the server set the refresh cookie').toBeDefined();

  // Sign the session out elsewhere: the browser keeps a refresh cookie the server has revoked.
  const elsewhere = await playwright.request.newContext({ baseURL });
  const revoked = await elsewhere.post('/graphql', {
    headers: { cookie: `refresh_token=${cookie?.value}` },
    data: { query: 'mutation { employee { logout { success } } }' },
  });
  expect(revoked.ok()).toBe(true);
  await elsewhere.dispose();

  // Nothing is touched: the page refreshes on its own before the token runs out, and is refused.
  // The sign-in page follows the notice after a pause, timed from the refused answer: the notice
  // itself may be painted a little after the answer on a loaded machine.
  const refused = page.waitForResponse(
    (response) => (response.request().postData() ?? '').includes('refreshEmployeeToken'),
    { timeout: 60_000 },
  );
  await refused;
  const answeredAt = Date.now();
  await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
  await page.waitForURL('**/signin');
  expect(Date.now() - answeredAt).toBeGreaterThan(1000);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('back-office.token'));
  expect(token).toBeNull();
});
