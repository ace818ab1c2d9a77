import { expect, test } from '@playwright/test';
import { openAs } from './roles';

test('an executive searches the directory of partner businesses', async ({ page }) => {
  await openAs(page, 'executive-aroma', '/business-network');
  await expect(page.getByRole('heading', { name: 'Business Network' })).toBeVisible();
  const partner = page.getByRole('row', { name: /Blue Bay Travel/ });
  await expect(partner).toBeVisible();
  // The own business and the provider are not partners of it.
  await expect(page.getByRole('row', { name: /Aroma Cafe/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Demo Provider/ })).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Search by name, city or description' });
  await search.fill('blue bay');
  await search.press('Enter');
  await expect(partner).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  await search.fill('no partner is called this');
  await search.press('Enter');
  await expect(partner).toHaveCount(0);
  // Read-only: nothing to add, edit or delete.
  await expect(page.getByRole('button', { name: /^(Add|Edit|Delete)/ })).toHaveCount(0);
});
