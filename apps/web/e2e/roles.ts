import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { shellReady } from './shell-support';
import { DEMO_ACCOUNTS } from './support';

// Each demo role signs in once per run (sign-in-roles.setup.ts) and every test that only needs
// to be signed in starts from that saved session. Tests about signing in, out and sessions sign
// in themselves.
type OneBusinessRole = (typeof DEMO_ACCOUNTS)[number]['email'] extends `${infer Name}@demo.test`
  ? Name
  : never;
export const EXECUTIVE_BUSINESSES = {
  'executive-aroma': 'Aroma Cafe',
  'executive-blue-bay': 'Blue Bay Travel',
} as const;
export type Role = OneBusinessRole | keyof typeof EXECUTIVE_BUSINESSES;

export const roleOf = (email: string) => email.replace('@demo.test', '') as OneBusinessRole;

function landingOf(role: Role): string {
  return DEMO_ACCOUNTS.find((account) => roleOf(account.email) === role)?.landing ?? '/';
}

// The run's folder, made by playwright.config.ts and removed by global-teardown.ts.
export function sessionFile(role: Role): string {
  const dir = process.env.E2E_SESSIONS_DIR;
  if (!dir) throw new Error('E2E_SESSIONS_DIR is set by playwright.config.ts');
  return join(dir, `${role}.json`);
}

// The saved session goes into the page's context (the default one or one a test made), and the
// page (the role's landing page unless told) opens inside the shell.
export async function openAs(page: Page, role: Role, path = landingOf(role)): Promise<void> {
  await page.context().setStorageState(sessionFile(role));
  await page.goto(path);
  await shellReady(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

// On a phone (an Android one, by the test's device), the app offers to be added to the home
// screen 1.5 s after sign-in; the person says 'Maybe Later', as one would before working.
export async function openOnPhone(page: Page, role: Role): Promise<void> {
  await openAs(page, role);
  await page
    .getByRole('dialog', { name: 'Add to Home Screen' })
    .getByRole('button', { name: 'Maybe Later' })
    .click();
}
