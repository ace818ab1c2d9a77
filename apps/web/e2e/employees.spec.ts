import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueSuffix } from './api';
import { linkFromMail } from './mail-support';
import { dismissToast, signInOwner, signUpOwner, toast } from './profile-support';
import { openAs } from './roles';

// The demo businesses are shared by every test of the run: this file only reads Aroma Cafe and
// Blue Bay Travel, and adds, edits and deactivates people in businesses of its own (signed up
// per test), so that no other test sees its rows.

// Each test signs in, loads the page's code and makes several round trips, on a server that the
// other tests of the run share.
test.beforeEach(() => {
  test.slow();
});

function employeesTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Employees' });
}

// A row by a text it shows: a name or an email.
function row(page: Page, text: string): Locator {
  return employeesTable(page).getByRole('row').filter({ hasText: text });
}

// The page's code is fetched on first visit; on a busy machine that can take a while.
async function openEmployees(page: Page, path = '/employees'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
}

async function openAddDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'New employee' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an executive sees the employees of Aroma Cafe and narrows them by department, role, status and search', async ({
  page,
}) => {
  await openAs(page, 'executive-aroma');
  await openEmployees(page);

  const katerina = row(page, 'Katerina Cashier');
  await expect(katerina).toContainText('cashier@demo.test');
  await expect(katerina).toContainText('+35799000000');
  await expect(katerina.getByRole('list', { name: 'Roles' })).toHaveText('Cashier');
  await expect(katerina).toContainText('Front of House');
  await expect(katerina).toContainText('Active');
  await expect(katerina).toContainText('06/01/2025');
  await expect(row(page, 'Elena Executive')).toBeVisible();
  // Another business's people are not listed, and an EXECUTIVE has no business filter.
  await expect(row(page, 'Andreas Admin')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Business' })).toHaveCount(0);
  await expect(employeesTable(page).getByRole('columnheader')).toHaveText([
    'Name',
    'Email',
    'Phone',
    'Roles',
    'Department',
    'Position',
    'Status',
    'Starting date',
    'Actions',
  ]);

  // Departments come from the business: Finance has the accountant only.
  await page.getByRole('combobox', { name: 'Department' }).selectOption('Finance');
  await expect(row(page, 'Costas Accountant')).toBeVisible();
  await expect(katerina).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Department' }).selectOption('All');

  await page.getByRole('combobox', { name: 'Role' }).selectOption('Cashier');
  await expect(katerina).toBeVisible();
  await expect(row(page, 'Nikos Employee')).toHaveCount(0);
  await expect(row(page, 'Elena Executive')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Role' }).selectOption('All');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Inactive');
  await expect(katerina).toHaveCount(0);
  await expect(row(page, 'Elena Executive')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Active');

  // The search follows typing after a pause, by name or by email.
  const search = page.getByRole('searchbox', { name: 'Search employees' });
  await search.fill('stelios');
  await expect(page.getByText('1 result', { exact: true })).toBeVisible();
  await expect(row(page, 'Stelios Sales')).toBeVisible();
  await search.fill('accountant@demo');
  await expect(row(page, 'Costas Accountant')).toBeVisible();
  await expect(row(page, 'Stelios Sales')).toHaveCount(0);
  await search.fill('nobody-by-this-name');
  await expect(page.getByText('No results')).toBeVisible();
  // The empty list offers to clear what hides the rows.
  await employeesTable(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
  await expect(katerina).toBeVisible();

  // A phone gets cards, each with its Edit action.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(employeesTable(page)).toHaveCount(0);
  const card = page
    .getByRole('list', { name: 'Employees' })
    .getByRole('listitem', { name: 'Katerina Cashier' });
  await expect(card).toContainText('cashier@demo.test');
  await expect(card.getByRole('button', { name: 'Edit Katerina Cashier' })).toBeVisible();
});

test('an executive invites a new person, who is then listed, and edits and deactivates them', async ({
  page,
  request,
}) => {
  const owner = await signUpOwner(request, 'employees-invite');
  await signInOwner(page, owner);
  await openEmployees(page);
  await expect(row(page, 'Olga Owner')).toBeVisible();

  const email = `invitee-${uniqueSuffix()}@example.test`;
  const dialog = await openAddDialog(page);
  // An EXECUTIVE grants the roles of a merchant, never the provider's.
  await expect(dialog.getByRole('checkbox', { name: 'Executive' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Admin' })).toHaveCount(0);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill('Irini');
  await dialog.getByLabel('Last name').fill('Invited');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('99555123');
  await dialog.getByLabel('Cashier').check();
  await dialog.getByLabel('Department').fill('Front desk');
  await dialog.getByRole('textbox', { name: 'Position' }).fill('Cashier');
  await dialog.getByRole('textbox', { name: 'Starting date' }).fill('2025-03-01');
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  await expect(toast(page, `Invitation emailed to ${email}.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const irini = row(page, 'Irini Invited');
  await expect(irini).toContainText(email);
  await expect(irini).toContainText('+35799555123');
  await expect(irini.getByRole('list', { name: 'Roles' })).toHaveText('Cashier');
  await expect(irini).toContainText('Front desk');
  await expect(irini).toContainText('Active');
  await expect(irini).toContainText('01/03/2025');
  // The invitation went out: a link to choose a password.
  expect(await linkFromMail(email)).toMatch(/^\/reset-password\/confirm\?token=/);
  // The new department is now a filter choice.
  await page.getByRole('combobox', { name: 'Department' }).selectOption('Front desk');
  await expect(irini).toBeVisible();
  await expect(row(page, 'Olga Owner')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Department' }).selectOption('All');

  // The same email again is refused beside the field, and the dialog stays open.
  const again = await openAddDialog(page);
  await again.getByLabel('Email').fill(email.toUpperCase());
  await again.getByLabel('First name').fill('Irini');
  await again.getByLabel('Last name').fill('Invited');
  await again.getByLabel('Employee', { exact: true }).check();
  await again.getByRole('button', { name: 'Add employee' }).click();
  await expect(again.getByLabel('Email')).toHaveAccessibleDescription(
    'This person already belongs to this business',
  );
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();

  // Roles: a second one, made the current one.
  await irini.getByRole('button', { name: 'Edit Irini Invited' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit employee' });
  await expect(edit).toContainText(email);
  await expect(edit.getByRole('checkbox', { name: 'Cashier' })).toBeChecked();
  await edit.getByRole('checkbox', { name: 'Sales' }).check();
  const current = edit.getByRole('combobox', { name: 'Current role' });
  await expect(current).toHaveValue('CASHIER');
  await current.selectOption('Sales');
  await edit.getByRole('textbox', { name: 'Position' }).fill('Shift lead');
  await edit.getByRole('button', { name: 'Save' }).click();
  await dismissToast(page, 'Changes saved');
  await expect(edit).toBeHidden();
  await expect(irini.getByRole('list', { name: 'Roles' }).getByRole('listitem')).toHaveText([
    'Sales',
    'Cashier',
  ]);
  await expect(irini).toContainText('Shift lead');

  // Deactivating asks first; cancelling keeps the dialog and changes nothing.
  await irini.getByRole('button', { name: 'Edit Irini Invited' }).click();
  await expect(edit.getByRole('combobox', { name: 'Current role' })).toHaveValue('SALES');
  await edit.getByRole('combobox', { name: 'Status' }).selectOption('Inactive');
  await edit.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate Irini Invited?' });
  await expect(confirm).toContainText(`Irini Invited loses access to ${owner.companyName}`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(edit).toBeVisible();
  await edit.getByRole('button', { name: 'Save' }).click();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(irini).toContainText('Inactive');

  await page.getByRole('combobox', { name: 'Status' }).selectOption('Inactive');
  await expect(irini).toBeVisible();
  await expect(row(page, 'Olga Owner')).toHaveCount(0);
});

test('someone with an account is added at once, and the last executive cannot be removed', async ({
  page,
  request,
}) => {
  const owner = await signUpOwner(request, 'employees-exec');
  const other = await signUpOwner(request, 'employees-other');
  await signInOwner(page, owner);
  await openEmployees(page, '/employees?isCreateOpen=true');
  const dialog = page.getByRole('dialog', { name: 'New employee' });
  await dialog.getByLabel('Email').fill(other.email);
  await dialog.getByLabel('First name').fill(other.firstName);
  await dialog.getByLabel('Last name').fill(other.lastName);
  await dialog.getByLabel('Accountant').check();
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  await expect(
    toast(page, 'Olga Owner already had an account and now works for this business.'),
  ).toBeVisible();
  // Closing the dialog took the flag out of the address.
  await page.waitForURL((url) => url.pathname === '/employees' && url.search === '');
  // Both accounts are called Olga Owner: rows are told apart by their email.
  await expect(row(page, other.email).getByRole('list', { name: 'Roles' })).toHaveText(
    'Accountant',
  );
  const self = row(page, owner.email);
  await expect(self.getByRole('list', { name: 'Roles' })).toHaveText('Executive');

  // The owner is the business's only executive: they may neither drop the role nor leave.
  const edit = page.getByRole('dialog', { name: 'Edit employee' });
  const refusal = 'A business needs at least one active executive';
  await self.getByRole('button', { name: 'Edit Olga Owner' }).click();
  await expect(edit).toContainText(owner.email);
  await edit.getByRole('checkbox', { name: 'Executive' }).uncheck();
  await edit.getByRole('checkbox', { name: 'Employee' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, refusal)).toBeVisible();
  await expect(edit.getByRole('alert')).toHaveText(refusal);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  await self.getByRole('button', { name: 'Edit Olga Owner' }).click();
  await expect(edit.getByRole('alert')).toHaveCount(0);
  await edit.getByRole('combobox', { name: 'Status' }).selectOption('Inactive');
  await edit.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate Olga Owner?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(edit.getByRole('alert')).toHaveText(refusal);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(self).toContainText('Active');
  await expect(self.getByRole('list', { name: 'Roles' })).toHaveText('Executive');
});

test('bad input is refused with its message beside the field, and nothing is sent', async ({
  page,
}) => {
  await openAs(page, 'executive-blue-bay');
  await openEmployees(page, '/employees?isCreateOpen=true');
  const dialog = page.getByRole('dialog', { name: 'New employee' });
  await expect(dialog.getByLabel('First name')).toBeFocused();
  let adds = 0;
  page.on('request', (sent) => {
    if (sent.postData()?.includes('mutation AddTeamMember')) adds += 1;
  });

  await dialog.getByRole('button', { name: 'Add employee' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
  await expect(dialog.getByLabel('First name')).toHaveAccessibleDescription(
    'First name is required',
  );
  await expect(dialog.getByLabel('Last name')).toHaveAccessibleDescription('Last name is required');
  await expect(dialog.getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription(
    'Choose at least one role',
  );

  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('First name').fill('Anna2');
  await dialog.getByLabel('Last name').fill('Smith');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('12');
  await dialog.getByLabel('Sales').check();
  await dialog.getByLabel('Starting date').fill('2025-05-01');
  await dialog.getByLabel('End date').fill('2025-04-30');
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
  await expect(dialog.getByLabel('First name')).toHaveAccessibleDescription(
    'Only letters, spaces, hyphens and apostrophes are allowed',
  );
  await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
    'Invalid phone number',
  );
  await expect(dialog.getByLabel('End date')).toHaveAccessibleDescription(
    'The end date cannot be before the starting date',
  );
  await expect(dialog.getByRole('group', { name: 'Roles' })).not.toHaveAccessibleDescription(
    'Choose at least one role',
  );
  expect(adds).toBe(0);

  // Escape closes the dialog, and with it the flag.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.waitForURL((url) => url.pathname === '/employees' && url.search === '');
});

test('an ADMIN lists the employees of every business, narrows them to one and adds to it', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await openEmployees(page);
  await expect(row(page, 'Andreas Admin')).toContainText('Demo Provider');
  await expect(row(page, 'Katerina Cashier')).toContainText('Aroma Cafe');

  const business = page.getByRole('combobox', { name: 'Business' });
  await business.selectOption('Aroma Cafe');
  await expect(row(page, 'Katerina Cashier')).toBeVisible();
  await expect(row(page, 'Andreas Admin')).toHaveCount(0);

  // The add dialog names the business the list shows; ADMIN is granted in the provider only.
  const dialog = await openAddDialog(page);
  const target = dialog.getByRole('combobox', { name: 'Business' });
  await expect(target).toBeFocused();
  await expect(target.locator('option:checked')).toHaveText('Aroma Cafe');
  await expect(dialog.getByRole('checkbox', { name: 'Cashier' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Admin' })).toHaveCount(0);
  await target.selectOption('Demo Provider');
  await expect(dialog.getByRole('checkbox', { name: 'Admin' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await business.selectOption('Demo Provider');
  await expect(row(page, 'Andreas Admin')).toBeVisible();
  await expect(row(page, 'Katerina Cashier')).toHaveCount(0);
});

test('a CASHIER cannot open /employees', async ({ page }) => {
  await openAs(page, 'cashier', '/employees');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Today at the counter', level: 1 })).toBeVisible();
  await expect(employeesTable(page)).toHaveCount(0);
});
