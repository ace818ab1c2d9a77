import { expect, test, type Page } from '@playwright/test';
import { dismissToast, signInOwner, signUpOwner, toast } from './profile-support';

async function chooseCurrency(page: Page, currency: 'EUR' | 'USD' | 'GBP') {
  await page.goto('/business-profile');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption(currency);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await dismissToast(page, 'Changes saved');
}

test('the currency chosen in the business profile shows in the prices of services', async ({
  page,
  request,
}) => {
  // Five full page loads of the signed-in app, each of which starts it again.
  test.slow();
  const owner = await signUpOwner(request, 'business-currency');
  await signInOwner(page, owner);

  // A new business starts with EUR and the other defaults.
  await page.goto('/business-profile');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Nicosia');
  await expect(page.getByRole('combobox', { name: 'Business language' })).toHaveValue('en');
  await expect(page.getByRole('combobox', { name: 'Date format' })).toHaveValue('DD/MM/YYYY');
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'SMS notifications' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Push notifications' })).toBeChecked();

  await page.goto('/services');
  await page.getByRole('button', { name: 'Add service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a service' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Deep tissue massage');
  await dialog.getByRole('textbox', { name: 'Duration' }).fill('60');
  await dialog.getByRole('textbox', { name: 'Price' }).fill('1234.50');
  await dialog.getByRole('button', { name: 'Save service' }).click();
  const row = page.getByRole('row', { name: /Deep tissue massage/ });
  // Exact, German style.
  await expect(row).toContainText(/1\.234,50\s€/);

  await chooseCurrency(page, 'USD');
  await page.getByRole('switch', { name: 'SMS notifications' }).check();
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/Athens');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Athens');
  await expect(page.getByRole('switch', { name: 'SMS notifications' })).toBeChecked();

  await page.goto('/services');
  await expect(row).toContainText(/1\.234,50\s\$/);

  await chooseCurrency(page, 'GBP');
  await page.goto('/services');
  await expect(row).toContainText(/1\.234,50\s£/);
});

test('services are added, edited, and deleted only after confirmation', async ({
  page,
  request,
}) => {
  const owner = await signUpOwner(request, 'business-services');
  await signInOwner(page, owner);
  await page.goto('/services');
  await expect(page.getByText('No services yet. Add the first one.')).toBeVisible();

  await page.getByRole('button', { name: 'Add service' }).click();
  const add = page.getByRole('dialog', { name: 'Add a service' });
  await add.getByRole('textbox', { name: 'Name' }).fill('Yoga class');
  await add.getByRole('textbox', { name: 'Duration' }).fill('2');
  await add.getByRole('textbox', { name: 'Price' }).fill('abc');
  await add.getByRole('button', { name: 'Save service' }).click();
  await expect(add.getByRole('textbox', { name: 'Duration' })).toHaveAccessibleDescription(
    'Duration must be between 5 and 1440 minutes',
  );
  await expect(add.getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription(
    'Price must be from 0.00 to 999,999.00',
  );
  await add.getByRole('textbox', { name: 'Duration' }).fill('45');
  await add.getByRole('textbox', { name: 'Price' }).fill('15');
  await add.getByRole('button', { name: 'Save service' }).click();
  await expect(add).toHaveCount(0);
  const row = page.getByRole('row', { name: /Yoga class/ });
  await expect(row).toContainText('45 min');
  await expect(row).toContainText(/15,00\s€/);
  await expect(row).toContainText('Active');

  await page.getByRole('button', { name: 'Edit Yoga class' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit service' });
  await expect(edit.getByRole('textbox', { name: 'Price' })).toHaveValue('15');
  await edit.getByRole('textbox', { name: 'Price' }).fill('18');
  await edit.getByRole('switch', { name: 'Active' }).uncheck();
  await edit.getByRole('button', { name: 'Save service' }).click();
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText(/18,00\s€/);
  await expect(row).toContainText('Inactive');

  await page.getByRole('button', { name: 'Delete Yoga class' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete service' });
  await expect(confirm).toContainText('Delete “Yoga class”? This cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: 'Delete Yoga class' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Service deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No services yet. Add the first one.')).toBeVisible();
});
