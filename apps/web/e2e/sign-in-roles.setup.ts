import { writeFileSync } from 'node:fs';
import { test, type Page } from '@playwright/test';
import { EXECUTIVE_BUSINESSES, roleOf, sessionFile, type Role } from './roles';
import { DEMO_ACCOUNTS, signIn, signInAsExecutive } from './support';

// The server rotates the refresh cookie on every use and revokes the whole session when an old
// one comes back. Tests share a saved session in parallel, so it is saved without
// its refresh cookie: the access token (an hour) outlasts the run, and no test can use up or
// revoke a refresh token that another test holds.
async function save(page: Page, role: Role): Promise<void> {
  const state = await page.context().storageState();
  const cookies = state.cookies.filter((cookie) => cookie.name !== 'refresh_token');
  writeFileSync(sessionFile(role), JSON.stringify({ ...state, cookies }));
}

for (const account of DEMO_ACCOUNTS) {
  test(`${account.email} signs in`, async ({ page }) => {
    await signIn(page, account.email, account.landing);
    await save(page, roleOf(account.email));
  });
}

for (const [role, business] of Object.entries(EXECUTIVE_BUSINESSES)) {
  test(`exec@demo.test signs in to ${business}`, async ({ page }) => {
    await signInAsExecutive(page, business);
    await save(page, role as Role);
  });
}
