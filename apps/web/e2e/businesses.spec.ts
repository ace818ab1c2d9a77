import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { linkFromMail } from './mail-support';
import { apiToken, graphql, uniqueName } from './api';
import { signUpOwner, toast } from './profile-support';
import { openAs } from './roles';

// The demo businesses (Demo Provider, Aroma Cafe, Blue Bay Travel) are shared by every test of
// the run: these tests only read them, and change businesses of their own.

const SEARCH = 'Search by name, legal name, email or city';

function businessesTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Businesses' });
}

function rowOf(page: Page, name: string): Locator {
  return businessesTable(page).getByRole('row', { name: new RegExp(name) });
}

// A full page load starts the app again (session refresh, employee check); on a busy machine
// that takes longer than a click.
const LOAD = { timeout: 20_000 };

function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { name, level: 1 });
}

// Signed in as the ADMIN, from the menu: a phone's menu is a drawer, so it opens the address.
async function openBusinesses(page: Page) {
  await openAs(page, 'admin');
  const link = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Businesses' });
  if (await link.isVisible()) await link.click();
  else await page.goto('/businesses');
  await expect(heading(page, 'Businesses')).toBeVisible(LOAD);
}

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: SEARCH });
  await box.fill(text);
  await box.press('Enter');
}

// A business of this test's own, made through the API as the ADMIN.
async function createBusiness(request: APIRequestContext, name: string): Promise<string> {
  const token = await apiToken(request, 'admin@demo.test', 'Demo Provider');
  const unique = name.split(' ').pop();
  const data = await graphql<{ business: { create: { business: { _id: string } } } }>(
    request,
    `
      mutation ($input: CompanyInput!, $executive: ExecutiveInput!) {
        business {
          create(input: $input, executive: $executive) {
            business {
              _id
            }
          }
        }
      }
    `,
    {
      input: { companyName: name, companyLegalName: `${name} Ltd` },
      executive: { email: `exec-${unique}@example.test`, firstName: 'Eva', lastName: 'Exec' },
    },
    token,
  );
  return data.business.create.business._id;
}

test('an ADMIN lists every business with its status and subscription, and narrows the list', async ({
  page,
}) => {
  await openBusinesses(page);
  for (const name of ['Demo Provider', 'Aroma Cafe', 'Blue Bay Travel']) {
    await expect(rowOf(page, name)).toBeVisible();
  }
  const aroma = rowOf(page, 'Aroma Cafe');
  await expect(aroma).toContainText('Active');
  await expect(aroma.getByRole('button', { name: 'Suspend' })).toBeVisible();
  // The provider runs the platform: it is marked, and cannot be suspended.
  const provider = rowOf(page, 'Demo Provider');
  await expect(provider).toContainText('Provider');
  await expect(provider.getByRole('button', { name: 'Suspend' })).toHaveCount(0);

  await search(page, 'aroma');
  await expect(page.getByText('1 result', { exact: true })).toBeVisible();
  await expect(aroma).toBeVisible();
  await expect(rowOf(page, 'Blue Bay Travel')).toBeHidden();

  // Aroma Cafe is active: the suspended ones hide it.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Suspended');
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(rowOf(page, 'Blue Bay Travel')).toBeVisible();
});

test('an ADMIN creates a business with its first executive, edits it and suspends it', async ({
  page,
}) => {
  test.slow();
  const name = uniqueName('E2E Harbour');
  const email = `owner-${name.split(' ').pop()}@example.test`;
  await openBusinesses(page);

  await page.getByRole('button', { name: 'New business' }).click();
  const dialog = page.getByRole('dialog', { name: 'New business' });
  await expect(dialog.getByRole('textbox', { name: 'Company name', exact: true })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Company name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Company legal name' }).fill(`${name} Ltd`);
  await dialog.getByRole('textbox', { name: 'Company email' }).fill('hello@harbour.example');
  await dialog.getByRole('textbox', { name: 'Company phone' }).fill('22123456');
  await dialog.getByRole('textbox', { name: 'City', exact: true }).fill('Limassol');
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Nora');
  await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill('Nikolaou');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('99123456');
  await dialog.getByRole('button', { name: 'Create business' }).click();

  const result = page.getByRole('dialog', { name: 'Business created' });
  await expect(result).toContainText(`${name} is ready.`);
  // A new business has no subscription: the dialog leads to subscribing it.
  await expect(result.getByRole('link', { name: 'Subscribe it to a plan' })).toBeVisible();
  await expect(result).toContainText(
    `An invitation was sent to ${email}. With its link, Nora Nikolaou sets a password`,
  );
  // The invitation really left: a link to choose a password.
  expect(await linkFromMail(email)).toMatch(/^\/reset-password\/confirm\?token=/);
  await result.getByRole('button', { name: 'Done' }).click();
  await expect(result).toBeHidden();

  await search(page, name);
  const row = rowOf(page, name);
  await expect(row).toContainText('Active');
  await expect(row.getByRole('cell', { name: 'None', exact: true })).toBeVisible();
  await expect(row).toContainText('hello@harbour.example');
  await expect(row).toContainText('+35722123456');

  // A company field, changed and read back after a reload.
  await row.getByRole('button', { name: 'Edit' }).click();
  let edit = page.getByRole('dialog', { name: 'Edit business' });
  await expect(edit.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Limassol');
  await edit.getByRole('textbox', { name: 'City', exact: true }).fill('Paphos');
  await edit.getByRole('textbox', { name: 'TIN or VAT number' }).fill('CY10203040X');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();
  await expect(edit).toBeHidden();
  await page.reload();
  await expect(heading(page, 'Businesses')).toBeVisible(LOAD);
  await search(page, 'Paphos');
  await row.getByRole('button', { name: 'Edit' }).click();
  edit = page.getByRole('dialog', { name: 'Edit business' });
  await expect(edit.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Paphos');
  await expect(edit.getByRole('textbox', { name: 'TIN or VAT number' })).toHaveValue('CY10203040X');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  // Suspending says what happens to its people first; cancelling changes nothing.
  await row.getByRole('button', { name: 'Suspend' }).click();
  let confirm = page.getByRole('dialog', { name: `Suspend ${name}?` });
  await expect(confirm).toContainText('Its 1 employee loses access to it at once');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Suspend' }).click();
  confirm = page.getByRole('dialog', { name: `Suspend ${name}?` });
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(page, `${name} suspended`)).toBeVisible();
  await expect(row).toContainText('Suspended');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Suspended');
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Reactivate' }).click();
  await page
    .getByRole('dialog', { name: `Reactivate ${name}?` })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await expect(toast(page, `${name} reactivated`)).toBeVisible();
  await expect(row).toBeHidden();
});

test('a business without a subscription is offered for subscribing from its row', async ({
  page,
  request,
}) => {
  const name = uniqueName('E2E Plan');
  const other = uniqueName('E2E Other');
  await createBusiness(request, name);
  await createBusiness(request, other);
  await openBusinesses(page);
  await search(page, name);
  const row = rowOf(page, name);
  await expect(row.getByRole('cell', { name: 'None', exact: true })).toBeVisible();

  // Subscriptions are managed on the subscription settings: the row's link opens it there.
  await row.getByRole('link', { name: 'Subscription' }).click();
  await expect(heading(page, 'Subscription settings')).toBeVisible(LOAD);
  const dialog = page.getByRole('dialog', { name: 'Subscribe a business' });
  const business = dialog.getByRole('combobox', { name: 'Business' });
  await expect(business.locator('option:checked')).toHaveText(name);
  // A provider may have more businesses than a select holds: the choices are searched on the
  // server, and the one chosen stays whatever the search finds.
  await dialog.getByRole('searchbox', { name: 'Narrow the choices' }).fill(other);
  await expect(business.getByRole('option', { name: other })).toBeAttached();
  await expect(business.locator('option:checked')).toHaveText(name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/subscription-settings\?tab=subscribers$/);
});

test('a store is added to a business, given opening hours on its own page, and deleted', async ({
  page,
  request,
}) => {
  test.slow();
  const name = uniqueName('E2E Bakery');
  const store = `Old Port ${name.split(' ').pop()}`;
  await createBusiness(request, name);
  await openBusinesses(page);
  await search(page, name);
  await rowOf(page, name).getByRole('button', { name: 'Stores' }).click();

  const stores = page.getByRole('dialog', { name: `Stores of ${name}` });
  await expect(stores).toContainText('No stores yet.');
  await stores.getByRole('button', { name: 'Add store' }).click();
  const add = page.getByRole('dialog', { name: 'New store' });
  await add.getByRole('button', { name: 'Add store' }).click();
  await expect(add.getByRole('textbox', { name: 'Store name' })).toHaveAccessibleDescription(
    'Store name is required',
  );
  await add.getByRole('textbox', { name: 'Store name' }).fill(store);
  await add.getByRole('textbox', { name: 'Address' }).fill('1 Quay Street');
  await add.getByRole('textbox', { name: 'City' }).fill('Limassol');
  await add.getByRole('textbox', { name: 'Phone', exact: true }).fill('25123456');
  await add.getByRole('button', { name: 'Add store' }).click();
  await expect(toast(page, `Store ${store} added`)).toBeVisible();
  await expect(add).toBeHidden();
  const item = stores.getByRole('listitem').filter({ hasText: store });
  await expect(item).toContainText('1 Quay Street, Limassol');
  await expect(item).toContainText('No opening hours yet');

  await item.getByRole('link', { name: `Edit ${store}` }).click();
  await page.waitForURL(/\/businesses\/stores\/edit\/[0-9a-f-]{36}$/);
  const storeUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Edit store', level: 1 })).toBeVisible();
  await expect(page.getByText(`${store}, a store of ${name}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Store name' })).toHaveValue(store);

  const day = (weekday: string) => page.getByRole('group', { name: weekday });
  await expect(day('Monday').getByRole('checkbox', { name: 'Closed' })).toBeChecked();
  await expect(day('Monday').getByLabel('Opens')).toBeDisabled();
  await day('Monday').getByRole('checkbox', { name: 'Closed' }).uncheck();
  await day('Monday').getByLabel('Opens').fill('08:00');
  await day('Monday').getByLabel('Closes').fill('16:30');
  // Saturday night: closing after midnight.
  await day('Saturday').getByRole('checkbox', { name: 'Closed' }).uncheck();
  await day('Saturday').getByLabel('Opens').fill('22:00');
  await day('Saturday').getByLabel('Closes').fill('02:00');
  // Opening and closing at the same minute is refused, beside Sunday's closing time.
  await day('Sunday').getByRole('checkbox', { name: 'Closed' }).uncheck();
  await day('Sunday').getByLabel('Opens').fill('10:00');
  await day('Sunday').getByLabel('Closes').fill('10:00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(day('Sunday').getByLabel('Closes')).toHaveAccessibleDescription(
    'Enter opening and closing times as HH:MM, once per day',
  );
  await day('Sunday').getByRole('checkbox', { name: 'Closed' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();

  await page.reload();
  await expect(heading(page, 'Edit store')).toBeVisible(LOAD);
  await expect(day('Monday').getByRole('checkbox', { name: 'Closed' })).not.toBeChecked();
  await expect(day('Monday').getByLabel('Opens')).toHaveValue('08:00');
  await expect(day('Monday').getByLabel('Closes')).toHaveValue('16:30');
  await expect(day('Saturday').getByLabel('Closes')).toHaveValue('02:00');
  await expect(day('Tuesday').getByRole('checkbox', { name: 'Closed' })).toBeChecked();
  await expect(day('Sunday').getByRole('checkbox', { name: 'Closed' })).toBeChecked();

  await page.getByRole('link', { name: 'Back to businesses' }).click();
  await search(page, name);
  await rowOf(page, name).getByRole('button', { name: 'Stores' }).click();
  await expect(
    page.getByRole('dialog', { name: `Stores of ${name}` }).getByRole('listitem'),
  ).toContainText('Open 2 days a week');
  await page.goBack();
  await expect(heading(page, 'Edit store')).toBeVisible();

  await page.getByRole('button', { name: 'Delete store' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${store}?` });
  await confirm.getByRole('button', { name: 'Delete store' }).click();
  await expect(toast(page, 'Store deleted')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/businesses');
  await page.goto(storeUrl);
  await expect(page.getByRole('alert')).toHaveText('Store not found', LOAD);
});

test('bad input in the create dialog is shown beside its field, and nothing is created', async ({
  page,
}) => {
  test.slow();
  const name = uniqueName('E2E Refused');
  await openBusinesses(page);
  // The create menu's address opens the dialog.
  await page.keyboard.press('Control+Shift+B');
  await page.waitForURL(
    (url) => `${url.pathname}${url.search}` === '/businesses?isCreateOpen=true',
  );
  const dialog = page.getByRole('dialog', { name: 'New business' });
  const field = (label: string) => dialog.getByRole('textbox', { name: label, exact: true });
  await dialog.getByRole('button', { name: 'Create business' }).click();
  await expect(field('Company name')).toHaveAccessibleDescription('Company name is required');
  await expect(field('Company legal name')).toHaveAccessibleDescription(
    'Company legal name is required',
  );
  await expect(field('First name')).toHaveAccessibleDescription('First name is required');
  await expect(field('Email')).toHaveAccessibleDescription('Invalid email address');

  await field('Company name').fill(name);
  await field('Company legal name').fill(`${name} Ltd`);
  await field('Postal code').fill('10#65');
  await field('Website').fill('javascript:alert(1)');
  await field('First name').fill('Nora');
  await field('Last name').fill('N0ra');
  await field('Email').fill('nora@');
  await dialog.getByRole('button', { name: 'Create business' }).click();
  await expect(field('Postal code')).toHaveAccessibleDescription('Invalid input format');
  await expect(field('Website')).toHaveAccessibleDescription('This kind of link is not allowed');
  await expect(field('Last name')).toHaveAccessibleDescription(
    'Only letters, spaces, hyphens and apostrophes are allowed',
  );
  await expect(field('Email')).toHaveAccessibleDescription('Invalid email address');
  await expect(field('First name')).not.toHaveAttribute('aria-invalid', 'true');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.waitForURL((url) => url.pathname === '/businesses' && url.search === '');
  await search(page, name);
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
});

test('an executive with an account already is given the new business at once', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await signUpOwner(request, 'biz-exec');
  const name = uniqueName('E2E Second');
  await openBusinesses(page);
  await page.getByRole('button', { name: 'New business' }).click();
  const dialog = page.getByRole('dialog', { name: 'New business' });
  await dialog.getByRole('textbox', { name: 'Company name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Company legal name' }).fill(`${name} Ltd`);
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill(owner.firstName);
  await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill(owner.lastName);
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(owner.email);
  await dialog.getByRole('button', { name: 'Create business' }).click();
  await expect(page.getByRole('dialog', { name: 'Business created' })).toContainText(
    `Olga Owner (${owner.email}) already had an account and is now the executive of ${name}.`,
  );
});

test('on a phone the businesses are cards with their actions', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBusinesses(page);
  await search(page, 'Blue Bay');
  const card = page
    .getByRole('list', { name: 'Businesses' })
    .getByRole('listitem', { name: 'Blue Bay Travel' });
  await expect(card).toContainText('Active');
  await card.getByRole('button', { name: 'Stores' }).click();
  await expect(page.getByRole('dialog', { name: 'Stores of Blue Bay Travel' })).toBeVisible();
});

test('an EXECUTIVE cannot open the businesses or a store', async ({ page }) => {
  await openAs(page, 'executive-aroma');
  for (const forbidden of ['/businesses', '/businesses/stores/edit/1']) {
    await page.goto(forbidden);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: 'Businesses' })).toHaveCount(0);
  }
});
