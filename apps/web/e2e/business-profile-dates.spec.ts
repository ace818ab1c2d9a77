import { expect, test, type Page } from '@playwright/test';
import { apiToken, uniqueName } from './api';
import { createOffer } from './marketplace-api';
import { signInOwner, signUpOwner, toast } from './profile-support';

// The browser's own zone is neither of the business's: what the pages show must come from the
// business settings, not from the computer they are read on.
test.use({ timezoneId: 'America/New_York' });

async function chooseDates(page: Page, dateFormat: string, timeZone: string) {
  await page.goto('/business-profile');
  await page.getByRole('combobox', { name: 'Date format' }).selectOption(dateFormat);
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption(timeZone);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();
}

test('the date format and time zone chosen in the business profile show in the offers’ validity', async ({
  page,
  request,
}) => {
  // Three rounds of settings and the offers page on a shared server.
  test.slow();
  const owner = await signUpOwner(request, 'business-dates');
  const token = await apiToken(request, owner.email, owner.companyName, owner.password);
  const title = uniqueName('Winter Special');
  // 22:30 UTC on New Year's Eve, and 21:05 UTC in July (summer time in Nicosia and Los Angeles).
  await createOffer(request, token, {
    title,
    offerPriceMinor: 500,
    validFrom: '2030-12-31T22:30:00.000Z',
    validUntil: '2031-07-15T21:05:00.000Z',
  });
  await signInOwner(page, owner);

  const validity = async () => {
    await page.goto('/marketplace?tab=offers');
    return page
      .getByRole('table', { name: 'Offers' })
      .getByRole('row', { name: new RegExp(title) });
  };

  // The defaults: DD/MM/YYYY in Europe/Nicosia (UTC+2 in winter, UTC+3 in summer).
  let row = await validity();
  await expect(row).toContainText('01/01/2031 00:30');
  await expect(row).toContainText('16/07/2031 00:05');

  await chooseDates(page, 'YYYY-MM-DD', 'Asia/Tokyo');
  row = await validity();
  await expect(row).toContainText('2031-01-01 07:30');
  await expect(row).toContainText('2031-07-16 06:05');

  await chooseDates(page, 'MM/DD/YYYY', 'America/Los_Angeles');
  row = await validity();
  await expect(row).toContainText('12/31/2030 14:30');
  await expect(row).toContainText('07/15/2031 14:05');

  // Kept: a new visit reads the saved settings.
  await page.reload();
  await expect(row).toContainText('12/31/2030 14:30');
});
