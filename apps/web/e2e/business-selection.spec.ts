import { expect, test, type Page } from '@playwright/test';
import { fillSignIn } from './support';

// No demo account holds more than two businesses, or none: the login answer is replaced here
// with one that does, the rest is the real server.
async function loginAnswersWith(page: Page, names: string[]): Promise<void> {
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('EmployeeLogin')) return route.fallback();
    const response = await route.fetch();
    const body = await response.json();
    const login = body.data.employee.employeeLogin;
    const [template] = login.employee.businesses;
    login.employee.businesses = names.map((name, index) => ({
      ...template,
      _id: `membership-${index}`,
      position: `Position ${index + 1}`,
      merchantId: { ...template.merchantId, _id: `merchant-${index}`, name, companyName: name },
    }));
    return route.fulfill({ response, json: body });
  });
}

test('more than three businesses can be searched, with a way back from no results', async ({
  page,
}) => {
  await loginAnswersWith(page, [
    'Aroma Cafe',
    'Blue Bay Travel',
    'Citrus Grove',
    'Delta Dive Centre',
  ]);
  await page.goto('/signin');
  await fillSignIn(page, 'sales@demo.test');
  const modal = page.getByRole('dialog', { name: 'Select a business' });
  const search = modal.getByRole('searchbox', { name: 'Search businesses...' });
  await expect(search).toBeVisible();

  await search.fill('grove');
  await expect(modal.getByRole('button', { name: /Citrus Grove/ })).toBeVisible();
  await expect(modal.getByRole('button', { name: /Aroma Cafe/ })).toHaveCount(0);

  await search.fill('zzz');
  await expect(modal.getByText('No results for "zzz"')).toBeVisible();
  await modal.getByRole('button', { name: 'Clear' }).click();
  await expect(modal.getByRole('button', { name: /Position/ })).toHaveCount(4);

  // Not a business of this employee on the server: the row's loader stops and the modal stays.
  await modal.getByRole('button', { name: /Delta Dive Centre/ }).click();
  await expect(page.getByText('Failed to select business')).toBeVisible();
  await expect(modal.getByRole('button', { name: /Delta Dive Centre/ })).toBeEnabled();
  await expect(page).toHaveURL(/\/signin$/);
});

test('an employee without businesses is told whom to ask, and can sign out', async ({ page }) => {
  await loginAnswersWith(page, []);
  await page.goto('/signin');
  await fillSignIn(page, 'sales@demo.test');
  const modal = page.getByRole('dialog', { name: 'Select a business' });
  await expect(modal.getByText('No businesses available')).toBeVisible();
  await expect(modal.getByText('Contact your administrator')).toBeVisible();
  await modal.getByRole('button', { name: 'Sign out' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});
