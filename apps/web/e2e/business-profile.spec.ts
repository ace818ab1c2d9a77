import { expect, test } from '@playwright/test';
import { PNG_PIXEL } from './api';
import { signInOwner, signUpOwner, toast } from './profile-support';
import { openAs } from './roles';

test('an executive edits the company details and logo, and they show after a reload', async ({
  page,
  request,
}) => {
  const owner = await signUpOwner(request, 'business-details');
  await signInOwner(page, owner);
  await page.goto('/business-profile');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });

  await expect(field('Company name')).toHaveValue(owner.companyName);
  await field('Company legal name').fill('Harbour Lights Trading Ltd');
  await field('TIN or VAT number').fill('CY10203040X');
  await field('Address').fill('3 Harbour Road');
  await field('City').fill('Larnaca');
  await field('Postal code').fill('6023');
  await field('Website').fill('harbour-lights.example.test');
  await field('Description').fill('Seafront cafe with a view of the marina.');
  await page.getByLabel('Upload logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG_PIXEL,
  });
  const logo = page.getByRole('img', { name: `Logo of ${owner.companyName}` });
  await expect(logo).toHaveAttribute('src', /^\/images\//);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();

  await page.reload();
  await expect(field('Company legal name')).toHaveValue('Harbour Lights Trading Ltd');
  await expect(field('TIN or VAT number')).toHaveValue('CY10203040X');
  await expect(field('City')).toHaveValue('Larnaca');
  // A website without a scheme gets https://.
  await expect(field('Website')).toHaveValue('https://harbour-lights.example.test');
  await expect(field('Description')).toHaveValue('Seafront cafe with a view of the marina.');
  await expect(logo).toHaveAttribute('src', /^\/images\//);
  expect((await page.request.get((await logo.getAttribute('src')) ?? '')).ok()).toBe(true);

  await page.getByRole('button', { name: 'Remove logo' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();
  await page.reload();
  await expect(field('Company name')).toHaveValue(owner.companyName);
  await expect(logo).toHaveCount(0);
});

test('bad company details and a file that is not an image show their messages beside the fields', async ({
  page,
  request,
}) => {
  const owner = await signUpOwner(request, 'business-invalid');
  await signInOwner(page, owner);
  await page.goto('/business-profile');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });

  await field('Company name').fill('');
  await field('Website').fill('javascript:alert(1)');
  await field('Company email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(field('Company name')).toHaveAccessibleDescription('Company name is required');
  await expect(field('Website')).toHaveAccessibleDescription('This kind of link is not allowed');
  await expect(field('Company email')).toHaveAccessibleDescription('Invalid email address');

  // The server decides by content: a text file named like an image is refused.
  const upload = page.getByLabel('Upload logo');
  await upload.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('hi'),
  });
  await expect(upload).toHaveAccessibleDescription(
    'The file must be a PNG, JPEG, WebP or GIF image',
  );
});

test('a cashier reads the business profile but cannot change it', async ({ page }) => {
  await openAs(page, 'cashier', '/business-profile');
  const companyName = page.getByRole('textbox', { name: 'Company name', exact: true });
  await expect(companyName).toHaveValue('Aroma Cafe');
  await expect(companyName).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toBeDisabled();
  await expect(
    page.getByText('Only an administrator or an executive can change these details.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
  await expect(page.getByLabel('Upload logo')).toHaveCount(0);
});
