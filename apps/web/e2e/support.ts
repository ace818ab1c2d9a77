import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';

// The demo accounts and where each lands after sign-in.
export const DEMO_ACCOUNTS = [
  { email: 'su@demo.test', business: 'Demo Provider', landing: '/', page: 'Dashboard' },
  { email: 'admin@demo.test', business: 'Demo Provider', landing: '/', page: 'Dashboard' },
  {
    email: 'accountant@demo.test',
    business: 'Aroma Cafe',
    landing: '/accounting',
    page: 'Accounting',
  },
  { email: 'marketing@demo.test', business: 'Aroma Cafe', landing: '/', page: 'Dashboard' },
  { email: 'sales@demo.test', business: 'Aroma Cafe', landing: '/sales', page: 'Sales' },
  {
    email: 'cashier@demo.test',
    business: 'Aroma Cafe',
    landing: '/scanner-history?view=merchant',
    page: 'Scanner History',
  },
  { email: 'employee@demo.test', business: 'Aroma Cafe', landing: '/', page: 'Dashboard' },
] as const;

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

export async function fillSignIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

// Signs in an account with one business and waits for its landing page.
export async function signIn(page: Page, email: string, landing: string): Promise<void> {
  await page.goto('/signin');
  await fillSignIn(page, email);
  await expect(page.getByText(/^Welcome back! Redirecting you to /)).toBeVisible();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === landing);
}

// exec@demo.test holds two businesses and chooses one in the modal.
export async function signInAsExecutive(
  page: Page,
  business: 'Aroma Cafe' | 'Blue Bay Travel',
): Promise<void> {
  await page.goto('/signin');
  await fillSignIn(page, 'exec@demo.test');
  await page
    .getByRole('dialog', { name: 'Select a business' })
    .getByRole('button', { name: business })
    .click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: `Switch business: ${business}` })).toBeVisible();
}

// Measured in the page, on its own clock: the time from the end of its last GraphQL answer to
// the moment it leaves `path`.
export function msFromLastRequestToLeaving(page: Page, path: string): Promise<number> {
  return page.evaluate(
    (from) =>
      new Promise<number>((resolve) => {
        const check = () => {
          if (location.pathname === from) {
            requestAnimationFrame(check);
            return;
          }
          const answers = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('/graphql'));
          const last = answers[answers.length - 1] as PerformanceResourceTiming | undefined;
          resolve(last ? performance.now() - last.responseEnd : 0);
        };
        requestAnimationFrame(check);
      }),
    path,
  );
}
